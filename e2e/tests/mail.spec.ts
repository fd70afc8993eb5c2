import { test, expect } from '@playwright/test';

// Strapi sends mail through the local catcher that `npm start` runs; its web inbox has a JSON API.
test('a password-reset request lands in the local mail inbox', async ({ request }) => {
  const inbox = process.env.E2E_MAIL_URL!;
  await request.delete(`${inbox}/email/all`);
  const res = await request.post('/api/auth/forgot-password', { data: { email: 'user@oyundev.local' } });
  expect(res.status()).toBe(200);
  await expect
    .poll(async () => {
      const mails = await (await request.get(`${inbox}/email`)).json();
      return mails.map((m: any) => m.to?.[0]?.address);
    })
    .toContain('user@oyundev.local');
});
