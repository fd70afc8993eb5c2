// Reads are open to guests; the users-permissions role matrix (src/bootstrap/permissions.ts) grants these
// actions to every role, and the controller hides premium content from those who may not see it.
export default {
  routes: [
    { method: 'GET', path: '/forum/categories', handler: 'forum.listCategories' },
    { method: 'GET', path: '/forum/categories/:slug', handler: 'forum.findCategory' },
    { method: 'GET', path: '/forum/topics', handler: 'forum.listTopics' },
    { method: 'GET', path: '/forum/topics/:slugOrId', handler: 'forum.findTopic' },
    { method: 'GET', path: '/forum/topics/:slugOrId/replies', handler: 'forum.listReplies' },
    // The static build's topic pages, many per request, as a guest sees them.
    { method: 'GET', path: '/forum/topic-pages', handler: 'forum.topicPages' },
    // Members only (permission matrix): the member's own topics and replies.
    { method: 'GET', path: '/forum/mine', handler: 'forum.mine' },
  ],
};
