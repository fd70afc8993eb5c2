export default {
  routes: [
    { method: 'GET', path: '/blog/categories', handler: 'blog.listCategories' },
    { method: 'GET', path: '/blog/posts', handler: 'blog.listPosts' },
    { method: 'GET', path: '/blog/posts/:slug', handler: 'blog.findPost' },
    // The static build's bulk read: a hundred posts a request, each exactly as a guest reads it item by item.
    { method: 'GET', path: '/blog/post-pages', handler: 'blog.postPages' },
  ],
};
