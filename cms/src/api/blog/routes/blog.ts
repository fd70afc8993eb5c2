export default {
  routes: [
    { method: 'GET', path: '/blog/categories', handler: 'blog.listCategories' },
    { method: 'GET', path: '/blog/posts', handler: 'blog.listPosts' },
    { method: 'GET', path: '/blog/posts/:slug', handler: 'blog.findPost' },
  ],
};
