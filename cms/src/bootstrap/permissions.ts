import type { Core } from '@strapi/strapi';
import type { Role } from '@oyundev/domain';

/**
 * Who may call what, applied at every boot (DESIGN.md: roles and permissions are code, never clicks).
 *
 * The users-permissions plugin checks `ctx.state.user.role` (or the public role) against these action
 * strings before a route's own policies run. Action = `api::<api>.<controller>.<handler>` for our routes,
 * `plugin::<plugin>.<controller>.<action>` for a plugin's. The matrix is the whole truth: on boot every
 * missing action is granted and every other action the role holds is revoked — including anything granted
 * by hand in the Strapi admin.
 */
/** users-permissions role types: domain's member roles, plus the plugin's guests and its unused default. */
export type RoleType = 'public' | 'authenticated' | Role;

export const ROLE_DEFINITIONS: Array<{ type: RoleType; name: string; description: string }> = [
  { type: 'public', name: 'Public', description: 'Giriş yapmamış ziyaretçiler.' },
  // Kept only because the plugin expects it; nobody is given this role (default_role is `user`).
  { type: 'authenticated', name: 'Authenticated', description: 'Kullanılmıyor: yeni üyeler "user" rolünü alır.' },
  { type: 'user', name: 'Kullanıcı', description: 'Yeni kayıt olan her üyenin rolü.' },
  { type: 'premium', name: 'Premium Üye', description: 'Premium kategorileri ve içerikleri okuyabilen üye.' },
  { type: 'moderator', name: 'Moderatör', description: 'İçeriği ve raporları yöneten üye.' },
  { type: 'admin', name: 'Yönetici', description: 'Yönetim paneline erişen üye.' },
];

/**
 * Sign-up, login, password reset, the register form's availability checks and opening a verification link:
 * open to everyone, members included. (The plugin's own e-mail confirmation and change-password handlers
 * are closed by extensions/users-permissions; api::account replaces them.)
 */
export const AUTH_ACTIONS = [
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.connect',
  'plugin::users-permissions.auth.register',
  'plugin::users-permissions.auth.forgotPassword',
  'plugin::users-permissions.auth.resetPassword',
  'plugin::users-permissions.auth.refresh',
  'api::account.account.usernameAvailability',
  'api::account.account.emailAvailability',
  'api::account.account.confirmVerification',
  'api::account.account.unlock',
];

/** A signed-in member's own account. Never `user.find`, `user.findOne`, `user.update`, `user.count`… */
export const ACCOUNT_ACTIONS = [
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.auth.logout',
  'api::account.account.sendVerification',
  'api::account.account.updateProfile',
  'api::account.account.updateNotifications',
  'api::account.account.updatePrivacy',
  'api::account.account.changePassword',
  'api::account.account.exportData',
  'api::account.account.deleteAccount',
];

/** What a guest may read. Add the handlers of new read routes here. */
export const READ_ACTIONS = [
  'api::forum.forum.listCategories',
  'api::forum.forum.findCategory',
  'api::forum.forum.listTopics',
  'api::forum.forum.findTopic',
  'api::forum.forum.listReplies',
  'api::forum.forum.topicPages',
  'api::forum.moderation.countView',
  'api::blog.blog.listCategories',
  'api::blog.blog.listPosts',
  'api::blog.blog.findPost',
  'api::blog.blog.postPages',
  'api::blog.interactions.state',
  'api::blog.interactions.share',
  'api::blog.interactions.countView',
  'api::blog.comments.list',
  'api::search.search.search',
  'api::discover.discover.discover',
  'api::discover.discover.trending',
  'api::stats.stats.find',
  'api::home.home.feed',
  'api::home.home.summary',
  'api::page.page.list',
  'api::page.page.findOne',
  'api::site-setting.site-setting.publicSettings',
  'api::site-setting.site-setting.themeCss',
  'api::announcement.announcement.listActive',
  'api::house-ad.house-ad.listActive',
  'api::leaderboard.leaderboard.board',
  'api::badge.badge.list',
  'api::profile.profile.list',
  'api::profile.profile.find',
  'api::profile.profile.pages',
  'api::profile.profile.topics',
  'api::profile.profile.replies',
  'api::profile.profile.posts',
  'api::profile.profile.activity',
  'api::profile.profile.followers',
  'api::profile.profile.following',
  'api::profile.profile.countView',
  // The site server's page-view counts: open to the roles, closed by the route's global::from-site-server.
  'api::page-view.page-view.record',
];

/** What every signed-in member may do (reply, like, vote, create topics, settings, …). */
export const MEMBER_ACTIONS = [
  'api::account.account.me',
  'api::forum.forum.mine',
  'api::notification.notification.list',
  'api::notification.notification.unreadCount',
  'api::notification.notification.markRead',
  'api::notification.notification.markAllRead',
  'api::forum.posting.updateReply',
  'api::forum.posting.deleteReply',
  'api::blog.comments.update',
  'api::blog.comments.remove',
  'api::blog.writing.mine',
  'api::blog.writing.one',
  'api::blog.writing.create',
  'api::blog.writing.update',
  'api::blog.writing.submit',
  'api::bookmark.saved.list',
  'api::bookmark.saved.remove',
  'api::solution.solution.mark',
  // Uploads: the member's own avatar and cover, blog images (api/media; never guests).
  'api::media.media.avatar',
  'api::media.media.cover',
  'api::media.media.image',
];

/**
 * Member writes whose route tells a guest its own login message ('Yanıt yazmak için giriş yapmalısınız'):
 * granted to the public role too, so the request reaches the route's `global::can-write` policy, which
 * refuses every guest with that message. No guest gets past the policy.
 */
export const GUEST_VISIBLE_WRITE_ACTIONS = [
  'api::forum.posting.createReply',
  'api::forum.posting.createTopic',
  'api::forum.reactions.likeReply',
  'api::forum.reactions.likeTopic',
  'api::forum.reactions.vote',
  'api::forum.moderation.report',
  'api::blog.interactions.like',
  'api::blog.interactions.bookmark',
  'api::blog.comments.create',
  'api::blog.comments.like',
  'api::blog.comments.report',
  'api::profile.profile.follow',
];

/** Extra for premium members (premium bodies are decided in the controllers, not here). */
export const PREMIUM_ACTIONS: string[] = [];

/** Extra for moderators (edit/delete others' replies, review reports, …). */
export const MODERATOR_ACTIONS: string[] = ['api::forum.posting.replyHistory', 'api::forum.moderation.moderateTopic'];

/** Extra for admins (the /admin screens' API). */
export const ADMIN_ACTIONS: string[] = [
  'api::admin.admin.dashboard',
  'api::admin.admin.analytics',
  'api::admin.admin.listUsers',
  'api::admin.admin.userActions',
  'api::admin.admin.listContent',
  'api::admin.admin.contentActions',
  'api::admin.admin.listReports',
  'api::admin.admin.reportActions',
  'api::admin.admin.listAudit',
  'api::admin.admin-settings.readSettings',
  'api::admin.admin-settings.saveSettings',
  'api::admin.admin-settings.listCategories',
  'api::admin.admin-settings.createCategory',
  'api::admin.admin-settings.updateCategory',
  'api::admin.admin-settings.reorderCategories',
  'api::admin.admin-settings.deleteCategory',
  'api::admin.admin-settings.listAnnouncements',
  'api::admin.admin-settings.createAnnouncement',
  'api::admin.admin-settings.updateAnnouncement',
  'api::admin.admin-settings.deleteAnnouncement',
];

const member = [...AUTH_ACTIONS, ...ACCOUNT_ACTIONS, ...READ_ACTIONS, ...MEMBER_ACTIONS, ...GUEST_VISIBLE_WRITE_ACTIONS];

export const PERMISSIONS: Record<RoleType, string[]> = {
  public: [...AUTH_ACTIONS, ...READ_ACTIONS, ...GUEST_VISIBLE_WRITE_ACTIONS],
  authenticated: [...AUTH_ACTIONS, ...ACCOUNT_ACTIONS],
  user: member,
  premium: [...member, ...PREMIUM_ACTIONS],
  moderator: [...member, ...PREMIUM_ACTIONS, ...MODERATOR_ACTIONS],
  admin: [...member, ...PREMIUM_ACTIONS, ...MODERATOR_ACTIONS, ...ADMIN_ACTIONS],
};

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/** An api or plugin as far as the action list reads it. */
type WithControllers = { controllers: Record<string, Record<string, unknown>> };

/** Every content-API action that exists in this build (the same list the plugin syncs against). */
function existingActions(strapi: Core.Strapi): Set<string> {
  const actions = new Set<string>();
  const collect = (prefix: string, controllers: Record<string, Record<string, unknown>>) => {
    for (const [controllerName, controller] of Object.entries(controllers ?? {})) {
      for (const action of Object.keys(controller ?? {})) actions.add(`${prefix}.${controllerName}.${action}`);
    }
  };
  for (const [apiName, api] of Object.entries(strapi.apis as Record<string, WithControllers>)) collect(`api::${apiName}`, api.controllers);
  for (const [pluginName, plugin] of Object.entries(strapi.plugins as Record<string, WithControllers>)) {
    collect(`plugin::${pluginName}`, plugin.controllers);
  }
  return actions;
}

export async function ensureRoles(strapi: Core.Strapi) {
  const roles = strapi.db.query(ROLE_UID);
  const byType = new Map<string, { id: number }>();
  for (const spec of ROLE_DEFINITIONS) {
    let role = await roles.findOne({ where: { type: spec.type } });
    if (!role) role = await roles.create({ data: spec });
    byType.set(spec.type, role);
  }
  return byType;
}

export async function applyPermissionMatrix(strapi: Core.Strapi, matrix: Record<RoleType, string[]> = PERMISSIONS) {
  const roles = await ensureRoles(strapi);
  const known = existingActions(strapi);
  const unknown = new Set<string>();
  const permissions = strapi.db.query(PERMISSION_UID);
  let granted = 0;
  let revoked = 0;

  for (const [type, actions] of Object.entries(matrix)) {
    const role = roles.get(type)!;
    const wanted = new Set(actions.filter((a) => (known.has(a) ? true : (unknown.add(a), false))));
    const held = await permissions.findMany({ where: { role: { id: role.id } }, select: ['id', 'action'] });

    const kept = new Set<string>();
    const extra: number[] = [];
    for (const p of held as Array<{ id: number; action: string }>) {
      if (wanted.has(p.action) && !kept.has(p.action)) kept.add(p.action);
      else extra.push(p.id); // not in the matrix, or a duplicate row
    }
    if (extra.length) {
      await permissions.deleteMany({ where: { id: { $in: extra } } });
      revoked += extra.length;
    }
    for (const action of wanted) {
      if (kept.has(action)) continue;
      await permissions.create({ data: { action, role: role.id } });
      granted += 1;
    }
  }

  if (unknown.size) {
    // A matrix entry ahead of its route: harmless, granted on the first boot where the handler exists.
    strapi.log.warn(`[permissions] no such action (yet): ${[...unknown].sort().join(', ')}`);
  }
  if (granted || revoked) strapi.log.info(`[permissions] granted ${granted}, revoked ${revoked}`);
}

/**
 * Registration: new members get `user`. The plugin's `email_confirmation` stays off: with it on, the plugin
 * refuses every request of an unverified member (and login), while OyunDev lets them in to see the pending
 * state and verify — verification is ours (api::account, site setting general.emailVerificationRequired,
 * enforced on writes by global::can-write).
 */
export async function applyAdvancedSettings(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const current = ((await store.get({ key: 'advanced' })) as Record<string, unknown>) ?? {};
  const next = { ...current, default_role: 'user', email_confirmation: false };
  if (current.default_role !== next.default_role || current.email_confirmation !== next.email_confirmation) {
    await store.set({ key: 'advanced', value: next });
  }
}

export async function applyPermissions(strapi: Core.Strapi) {
  await applyPermissionMatrix(strapi);
  await applyAdvancedSettings(strapi);
}
