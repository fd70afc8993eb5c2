import { MAX_PAGE_SIZE, PAGE_SIZES, adminPageItems, categoryPageWindow, forumPageWindow, pageCount, parsePage } from '../pagination';

describe('forumPageWindow (up to 7 numbers)', () => {
  test.each([
    [1, 3, [1, 2, 3]],
    [1, 20, [1, 2, 3, 4, 5, 6, 7]],
    [4, 20, [1, 2, 3, 4, 5, 6, 7]],
    [5, 20, [2, 3, 4, 5, 6, 7, 8]],
    [10, 20, [7, 8, 9, 10, 11, 12, 13]],
    [20, 20, [14, 15, 16, 17, 18, 19, 20]],
    [99, 20, [14, 15, 16, 17, 18, 19, 20]],
    [1, 0, []],
  ])('page %i of %i', (current, total, pages) => {
    expect(forumPageWindow(current, total)).toEqual(pages);
  });
  test('a custom maximum', () => {
    expect(forumPageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
  });
});

describe('categoryPageWindow (5 pages plus first and last)', () => {
  test('shortcuts appear only when the window hides that end', () => {
    expect(categoryPageWindow(1, 3)).toEqual({ first: null, pages: [1, 2, 3], last: null });
    expect(categoryPageWindow(1, 10)).toEqual({ first: null, pages: [1, 2, 3, 4, 5], last: 10 });
    expect(categoryPageWindow(6, 10)).toEqual({ first: 1, pages: [4, 5, 6, 7, 8], last: 10 });
    expect(categoryPageWindow(10, 10)).toEqual({ first: 1, pages: [6, 7, 8, 9, 10], last: null });
    expect(categoryPageWindow(1, 0)).toEqual({ first: null, pages: [], last: null });
  });
});

describe('adminPageItems (first, last, ±2, ellipsis for a gap)', () => {
  test.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'ellipsis', 10]],
    [6, 12, [1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 12]],
    // A one-page gap shows the page (2 here) rather than an ellipsis.
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 'ellipsis', 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'ellipsis', 10]],
    [10, 10, [1, 'ellipsis', 8, 9, 10]],
    [3, 0, []],
  ])('page %i of %i', (current, total, items) => {
    expect(adminPageItems(current, total)).toEqual(items);
  });
});

describe('page helpers', () => {
  test('pageCount', () => {
    expect(pageCount(0, 15)).toBe(0);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
  });
  test('parsePage accepts positive integers only', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(' 2 ')).toBe(2);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage(4)).toBe(4);
  });
  test('page sizes of the spec', () => {
    expect(PAGE_SIZES).toMatchObject({
      forumTopics: 15,
      categoryTopics: 15,
      replies: 10,
      blogPosts: 9,
      featuredBlogPosts: 3,
      adminOptions: [10, 25, 50],
      adminDefault: 10,
      searchPerType: 10,
      homeTopics: 8,
      homeBlogPosts: 4,
    });
    expect(MAX_PAGE_SIZE).toBeGreaterThanOrEqual(Math.max(...PAGE_SIZES.adminOptions));
  });
});
