import { test, expect } from './support/fixtures';
import { cms } from './support/cms';
import { trCount } from './support/format';
import { at } from './support/urls';

test.describe('Footer', () => {
  test('shows the real member, topic and blog-post counts of /api/stats, formatted the Turkish way', async ({ shell }) => {
    const stats = await cms.stats();
    await shell.goto('/');
    await expect(shell.footer.stats).toHaveText([
      `${trCount(stats.members)} aktif geliştirici`,
      `${trCount(stats.topics)} forum konusu`,
      `${trCount(stats.blogPosts)} blog yazısı`,
    ]);
  });

  test('links the popular forum categories of the spec', async ({ page, shell }) => {
    await shell.goto('/');
    const categories = shell.footer.root.getByRole('navigation', { name: 'Popüler Kategoriler' }).getByRole('link');
    await expect(categories).toHaveText(['Unity', 'Unreal Engine', 'Godot', 'C#', '2D Sanat']);
    const slugs = ['unity', 'unreal-engine', 'godot', 'csharp', '2d-art'];
    for (const [i, slug] of slugs.entries()) await expect(categories.nth(i)).toHaveAttribute('href', `/forum/kategori/${slug}`);

    await categories.filter({ hasText: 'Godot' }).click();
    await expect(page).toHaveURL(at('/forum/kategori/godot'));
    await shell.expectScreen((await cms.category('godot')).name);
  });
});
