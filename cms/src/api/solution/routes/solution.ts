// The topic's author or a moderator marks a reply as the solution (who may is decided in the service).
export default {
  routes: [
    {
      method: 'POST',
      path: '/forum/replies/:id/solution',
      handler: 'solution.mark',
      config: { policies: [{ name: 'global::can-write', config: {} }] },
    },
  ],
};
