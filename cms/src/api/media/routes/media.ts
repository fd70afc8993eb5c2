/**
 * Members' uploads (issue 16): an avatar and a cover for their own profile, images for the blog cover form.
 * Multipart with one `file`; the global upload guard (middlewares/upload-guard.ts) has sniffed, cleaned and
 * sized it against the site settings before the controller runs. Guests are never granted these actions;
 * Strapi's own POST /api/upload stays closed to every role (it can replace any file by id).
 */
const write = { policies: ['global::can-write'] };

export default {
  routes: [
    { method: 'POST', path: '/media/avatar', handler: 'media.avatar', config: write },
    { method: 'POST', path: '/media/cover', handler: 'media.cover', config: write },
    { method: 'POST', path: '/media/images', handler: 'media.image', config: write },
  ],
};
