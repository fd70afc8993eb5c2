/**
 * What members write in the forum (forum writing contract, /tmp/contract-forum.md → site/CONTEXT.md).
 * Every member write passes `global::can-write`: guests get the route's own login message (the action is
 * granted to the public role for that — see GUEST_VISIBLE_WRITE_ACTIONS), inactive, banned and unverified
 * members a 403. Who may touch which row (author, moderator) is decided in the services.
 */
const canWrite = (loginCode?: string) => ({ name: 'global::can-write', config: loginCode ? { loginCode } : {} });

export default {
  routes: [
    // The spec's three real calls, with their exact paths.
    {
      method: 'POST',
      path: '/forum/:topicSlug/reply',
      handler: 'posting.createReply',
      config: { policies: [canWrite('REPLY_LOGIN_REQUIRED')] },
    },
    { method: 'POST', path: '/forum/:id/like', handler: 'reactions.likeReply', config: { policies: [canWrite('LIKE_LOGIN_REQUIRED')] } },
    { method: 'DELETE', path: '/forum/:replyId', handler: 'posting.deleteReply', config: { policies: [canWrite()] } },

    { method: 'PUT', path: '/forum/replies/:id', handler: 'posting.updateReply', config: { policies: [canWrite()] } },
    { method: 'GET', path: '/forum/replies/:id/history', handler: 'posting.replyHistory' },
    { method: 'POST', path: '/forum/topics', handler: 'posting.createTopic', config: { policies: [canWrite('TOPIC_LOGIN_REQUIRED')] } },
    {
      method: 'POST',
      path: '/forum/topics/:id/like',
      handler: 'reactions.likeTopic',
      config: { policies: [canWrite('LIKE_LOGIN_REQUIRED')] },
    },
    { method: 'POST', path: '/forum/votes', handler: 'reactions.vote', config: { policies: [canWrite('VOTE_LOGIN_REQUIRED')] } },
    { method: 'PATCH', path: '/forum/topics/:id/moderation', handler: 'moderation.moderateTopic', config: { policies: [canWrite()] } },
    { method: 'POST', path: '/forum/reports', handler: 'moderation.report', config: { policies: [canWrite('REPORT_LOGIN_REQUIRED')] } },
    // Open to guests: a view is not a member's write.
    { method: 'POST', path: '/forum/topics/:slugOrId/view', handler: 'moderation.countView' },
  ],
};
