import type { Page } from '@playwright/test';
import { test, expect } from './helpers';

/**
 * The built library on hostile pages and under hostile input: no open mail relay, a polluted Object.prototype, a
 * <base href> elsewhere. (The same host page in the three engines is runtime/hostile-host.browser.test.ts.)
 */

const FIRM = 'literature@caldermeridian.example';

/** A cart of one document, as the library stores it. */
async function seedCart(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem('fundLiteratureOrderCart')) return;
    localStorage.setItem(
      'fundLiteratureOrderCart',
      JSON.stringify([
        {
          cartId: '123456789_Fact Sheet',
          fundName: 'Calder Meridian Growth Fund',
          productType: 'Mutual Funds',
          dDocType: 'Fact Sheet',
          fileName: 'Fact Sheet',
          fileDDocType: 'FactSheet',
          fileUrl: '/binaries/content/assets/cm/literature/growth-fact-sheet.pdf',
          fundClass: 'A',
          quantity: 1,
          orderable: true,
        },
      ]),
    );
  });
}

test.describe('the order e-mail is no open relay', () => {
  test('it goes to the firm and the visitor only, as plain, capped text; a foreign recipient beyond is refused', async ({
    page,
  }) => {
    await page.request.delete('/api/outbox');
    await seedCart(page);
    await page.goto('/resources/literature/cart-order.html');
    const cart = page.locator('cart-order');
    await cart.getByRole('button', { name: 'Check Out' }).click();
    const lure = `Click https://evil.example/login to confirm your order \u202egnp.exe\u202c ${'x'.repeat(300)}`;
    await cart.getByLabel('Full Name').fill(lure);
    await cart.getByLabel('Address 1').fill('1 Federal Street');
    await cart.getByLabel('City').fill('Boston');
    await cart.getByRole('combobox', { name: /State/ }).selectOption('MA');
    await cart.getByLabel('Zip Code').fill('02110');
    await cart.getByLabel('Email').fill('visitor@example.org');
    await cart.getByRole('button', { name: 'Submit Order' }).click();
    await expect(cart.getByRole('heading', { name: 'Order Confirmation' })).toBeVisible();

    const { messages } = (await (await page.request.get('/api/outbox')).json()) as {
      messages: Array<{ to: string[]; body: string }>;
    };
    expect(messages[0]!.to).toEqual([FIRM, 'visitor@example.org']);
    const body = messages[0]!.body;
    expect(body).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(body).not.toMatch(/<[a-z]/i);
    const requestedBy = body.split('\n').find((line) => line.startsWith('Requested by:'))!;
    expect(requestedBy.length).toBeLessThanOrEqual('Requested by: '.length + 255);

    // What the browser could send by hand: a second outside address, or none of the firm's.
    for (const to of [[FIRM, 'visitor@example.org', 'victim@evil.example'], ['victim@evil.example']]) {
      const refused = await page.request.post('/api/email', {
        data: { type: 'email', data: { from: FIRM, to, subject: 'Online Literature Order', body: 'x' } },
      });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ ok: false });
    }
  });
});

test.describe('a polluted Object.prototype', () => {
  test('an enumerable addition: every element still renders and works', async ({ page }) => {
    await page.addInitScript(() => {
      (Object.prototype as Record<string, unknown>).cmHostAddition = 'host value';
    });
    await page.goto('/search?search=bond');
    await expect(page.locator('site-search').locator('.result').first()).toBeVisible({ timeout: 15_000 });
    await page.goto('/login');
    const login = page.locator('advisor-login');
    await login.getByLabel('User ID', { exact: true }).fill('avery.allen@northfield-advisors.com');
    await login.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(login.getByLabel('Password', { exact: true })).toBeVisible();
  });

  test('an addition the widgets cannot run beside: one clear console error, and each element shows its own content', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.expect(/This page adds "value" to Object\.prototype.*not loaded/);
    await page.addInitScript(() => {
      Object.defineProperty(Object.prototype, 'value', { value: 'x', writable: true, configurable: true });
    });
    await page.goto('/disclaimer-modal.html');
    const element = page.locator('disclaimer-modal');
    // The page's own text of the element shows as the page wrote it, with no widget drawn.
    await expect(element.getByText(/provided by Calder Meridian for financial professionals/)).toBeVisible();
    expect(await element.evaluate((node) => node.shadowRoot)).toBeNull();
    await expect.poll(() => pageErrors.consoleErrors.length).toBe(1);
  });
});

test.describe('a <base href> on another site', () => {
  test("the calls go to the page's own origin, with their cookies", async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/(api|pnp\.svc|adv\.svc|advexp\.svc|cl\/v1)\//.test(new URL(request.url()).pathname))
        calls.push(request.url());
    });
    await page.route('https://evil.example/**', (route) => route.abort());
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const base = document.createElement('base');
        base.href = 'https://evil.example/';
        document.head.prepend(base);
      });
    });
    await page.goto('/search?search=bond');
    await expect(page.locator('site-search').locator('.result').first()).toBeVisible({ timeout: 15_000 });
    expect(calls.length).toBeGreaterThan(0);
    for (const url of calls) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  });
});
