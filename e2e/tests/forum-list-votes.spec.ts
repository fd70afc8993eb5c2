import { test, expect, signInThroughStorage } from './support/fixtures';
import { DEMO } from './support/cms';
import { forum, tokenFor, uniqueTitle } from './support/forum';
import { TopicPage, Votes } from '../pages/TopicPage';

/*
 * A topic card in a list shows the member's own earlier vote (forum spec §4, the card's vote column): the
 * list answer carries `userVote` for a signed-in member, so the pressed arrow survives leaving the topic.
 */

test('a member’s up vote on a topic page shows pressed on its card in the forum and category lists', async ({ page, browser, baseURL }) => {
  const admin = await tokenFor(DEMO.admin);
  const category = await forum.openCategory();
  const topic = await forum.createTopic(admin, {
    title: uniqueTitle('Liste oyu'),
    content: 'Bu konu, liste kartlarındaki oy sütununu denemek için açıldı.',
    category: category.slug,
    tags: ['test'],
  });

  await signInThroughStorage(page, DEMO.user);
  const topicPage = new TopicPage(page);
  await topicPage.goto(topic.slug);
  await topicPage.votes.up.click();
  await topicPage.votes.expectScore(1);
  const jwt = await tokenFor(DEMO.user);
  await expect.poll(async () => (await forum.topic(topic.slug, jwt)).userVote).toBe('up');

  const cardVotes = () => new Votes(page.getByRole('article', { name: topic.title }).getByRole('group', { name: 'Oylama' }));

  // A fresh load of each list: the vote comes from the server's answer, not from the page just left.
  await page.goto('/forum?sort=new');
  await expect(cardVotes().up).toHaveAttribute('aria-pressed', 'true');
  await expect(cardVotes().down).toHaveAttribute('aria-pressed', 'false');
  await cardVotes().expectScore(1);

  await page.goto(`/forum/kategori/${category.slug}?sort=newest`);
  await expect(cardVotes().up).toHaveAttribute('aria-pressed', 'true');
  await cardVotes().expectScore(1);

  // A guest sees the same score with nothing pressed.
  const guestContext = await browser.newContext({ baseURL });
  try {
    const guest = await guestContext.newPage();
    await guest.goto('/forum?sort=new');
    const guestVotes = new Votes(guest.getByRole('article', { name: topic.title }).getByRole('group', { name: 'Oylama' }));
    await guestVotes.expectScore(1);
    await expect(guestVotes.up).toHaveAttribute('aria-pressed', 'false');
  } finally {
    await guestContext.close();
  }
});
