// The demo server is up: its index page, the API behind it and the e-mail outbox.
import { test, expect, uniqueText } from './helpers';

test('the index page loads and links to the e-mail outbox', async ({ page, pageErrors }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const outbox = page.getByRole('link', { name: /outbox/i }).first();
  await expect(outbox).toBeVisible();
  await outbox.click();
  await expect(page).toHaveURL(/outbox/);
  await pageErrors.expectNone();
});

test('the outbox lists an e-mail sent to POST /api/email', async ({ page, request }) => {
  const subject = uniqueText('Online Literature Order');
  const response = await request.post('/api/email', {
    data: {
      type: 'email',
      data: {
        from: 'advisor@example.com',
        to: ['literature@caldermeridian.example'],
        subject,
        body: '<p>Two copies of the Growth Fund prospectus.</p>',
      },
    },
  });
  expect(response.ok(), `POST /api/email answered ${response.status()}`).toBe(true);

  await page.goto('/');
  await page
    .getByRole('link', { name: /outbox/i })
    .first()
    .click();
  await expect(page.getByText(subject)).toBeVisible();
});
