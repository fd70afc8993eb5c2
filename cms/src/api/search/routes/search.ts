// Open to guests and every role (permission matrix); premium topics and premium bodies are filtered in the service.
export default {
  routes: [{ method: 'GET', path: '/search', handler: 'search.search' }],
};
