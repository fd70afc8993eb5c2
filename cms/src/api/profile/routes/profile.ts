/**
 * Public profiles (forum spec §2) and follows (accounts spec §7). Reads are granted to every role; who sees
 * which profile (profileVisibility, showActivity) is decided in the services. Following is a member write
 * behind `global::can-write`: a guest is told 'Takip etmek için giriş yapmalısınız'.
 */
export default {
  routes: [
    // Public members (the build makes a static page of each).
    { method: 'GET', path: '/profiles', handler: 'profile.list' },
    { method: 'GET', path: '/profiles/:username', handler: 'profile.find' },
    // The static build's profile pages, a hundred per request, as a guest reads them.
    { method: 'GET', path: '/profile-pages', handler: 'profile.pages' },
    { method: 'GET', path: '/profiles/:username/topics', handler: 'profile.topics' },
    { method: 'GET', path: '/profiles/:username/replies', handler: 'profile.replies' },
    { method: 'GET', path: '/profiles/:username/posts', handler: 'profile.posts' },
    { method: 'GET', path: '/profiles/:username/activity', handler: 'profile.activity' },
    { method: 'GET', path: '/profiles/:username/followers', handler: 'profile.followers' },
    { method: 'GET', path: '/profiles/:username/following', handler: 'profile.following' },
    { method: 'POST', path: '/profiles/:username/view', handler: 'profile.countView' },
    {
      method: 'POST',
      path: '/profiles/:username/follow',
      handler: 'profile.follow',
      config: { policies: [{ name: 'global::can-write', config: { loginCode: 'FOLLOW_LOGIN_REQUIRED' } }] },
    },
  ],
};
