import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, firstDrawn } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A fixed "now" for the expiry: 1 March 2025, 09:30 UTC. */
const NOW = Date.UTC(2025, 2, 1, 9, 30);

const dialog = (page: Page) => page.getByRole('dialog');

async function stored(page: Page, area: 'localStorage' | 'sessionStorage', key: string) {
  return page.evaluate(([a, k]) => window[a as 'localStorage' | 'sessionStorage'].getItem(k as string), [area, key]);
}

test.describe('general disclaimer block', () => {
  test('shows the disclaimer, keeps an acceptance on a private device for 30 days', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/disclaimer-modal.html');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: 'Before you continue' })).toBeVisible();
    // The CMS's text is light DOM shown through the dialog's slot.
    await expect(
      page.locator('disclaimer-modal').getByText('Past performance does not guarantee future results.'),
    ).toBeVisible();
    const privateDevice = dialog(page).getByRole('checkbox', { name: 'I am using a private computer or device.' });
    await expect(privateDevice).toBeChecked();
    // The same-site rule hands on the whole URL of the site, never a path.
    await expect(dialog(page).getByRole('link', { name: 'I do not accept' })).toHaveAttribute(
      'href',
      new URL('/', page.url()).href,
    );

    await dialog(page).getByRole('button', { name: 'I accept' }).click();
    await expect(dialog(page)).toHaveCount(0);
    const entry = JSON.parse((await stored(page, 'localStorage', 'CM_Modal_Disclaimer_Accepted')) ?? 'null');
    expect(entry).toEqual({ expiresAt: NOW + 30 * DAY_MS });
    expect(await stored(page, 'sessionStorage', 'CM_Modal_Disclaimer_Accepted')).toBeNull();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'General disclaimer block' })).toBeVisible();
    await firstDrawn(page.locator('disclaimer-modal'));
    await expect(dialog(page)).toHaveCount(0);
  });

  test('keeps an acceptance on a shared device for the browser session only', async ({ page, context }) => {
    await page.goto('/disclaimer-modal.html');
    await dialog(page).getByRole('checkbox', { name: 'I am using a private computer or device.' }).uncheck();
    await dialog(page).getByRole('button', { name: 'I accept' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await stored(page, 'localStorage', 'CM_Modal_Disclaimer_Accepted')).toBeNull();
    expect(await stored(page, 'sessionStorage', 'CM_Modal_Disclaimer_Accepted')).not.toBeNull();

    await page.reload();
    await firstDrawn(page.locator('disclaimer-modal'));
    await expect(dialog(page)).toHaveCount(0);

    // A new tab is a new browser session for session storage: the question comes back.
    const other = await context.newPage();
    await other.goto('/disclaimer-modal.html');
    await expect(dialog(other)).toBeVisible();
  });

  test('an expired acceptance asks again', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('CM_Modal_Disclaimer_Accepted', JSON.stringify({ expiresAt: Date.now() - 1000 })),
    );
    await page.goto('/disclaimer-modal.html');
    await expect(dialog(page)).toBeVisible();
  });

  test('a corrupted stored acceptance is treated as absent and removed', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('CM_Modal_Disclaimer_Accepted', '{"expiresAt": oops');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/disclaimer-modal.html');
    await expect(dialog(page)).toBeVisible();
    expect(await stored(page, 'localStorage', 'CM_Modal_Disclaimer_Accepted')).toBeNull();
  });

  test('"I do not accept" leads to the redirect URL and announces the decline', async ({ page }) => {
    await page.goto('/disclaimer-modal.html');
    const declines: unknown[] = [];
    await page.exposeFunction('recordDecline', (detail: unknown) => declines.push(detail));
    await page.evaluate(() =>
      document.addEventListener('disclaimer-modal-decline', (event) =>
        (window as unknown as { recordDecline(detail: unknown): void }).recordDecline((event as CustomEvent).detail),
      ),
    );
    await dialog(page).getByRole('link', { name: 'I do not accept' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(declines).toEqual([{ url: new URL('/', page.url()).href }]);
    expect(await stored(page, 'localStorage', 'CM_Modal_Disclaimer_Accepted')).toBeNull();
  });

  test('works with the keyboard alone and keeps the question open on Escape', async ({ page }) => {
    await page.goto('/disclaimer-modal.html');
    const checkbox = dialog(page).getByRole('checkbox', { name: 'I am using a private computer or device.' });
    await expect(checkbox).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(checkbox).not.toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('link', { name: 'I do not accept' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'I accept' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    expect(await stored(page, 'sessionStorage', 'CM_Modal_Disclaimer_Accepted')).not.toBeNull();
  });

  test('has no accessibility violations while open, on a phone too @mobile', async ({ page, pageErrors }) => {
    await page.goto('/disclaimer-modal.html');
    await expect(dialog(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await pageErrors.expectNone();
  });
});

test.describe('institutional disclaimer', () => {
  test('shows on the institutional site and "I do not accept" leads to the investor redirect, where it never shows', async ({
    page,
  }) => {
    await page.goto('/institutional/');
    await expect(dialog(page)).toBeVisible();
    const decline = dialog(page).getByRole('link', { name: 'I do not accept' });
    await expect(decline).toHaveAttribute('href', new URL('/institutional/investor-redirect', page.url()).href);
    await decline.click();
    await page.waitForURL((url) => url.pathname.startsWith('/institutional/investor-redirect'));
    await expect(page.getByRole('heading', { name: 'This section is for institutional investors' })).toBeVisible();
    await expect(page.locator('disclaimer-modal')).toBeAttached();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('stores the acceptance under CM_Institutional_Disclaimer', async ({ page }) => {
    await page.goto('/institutional/');
    await dialog(page).getByRole('button', { name: 'I accept' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await stored(page, 'localStorage', 'CM_Institutional_Disclaimer')).toContain('expiresAt');
  });

  test('does not show inside a frame', async ({ page }) => {
    await page.goto('/outbox.html');
    await page.setContent('<iframe src="/institutional/" title="framed page" width="800" height="600"></iframe>');
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'Institutional investors', exact: true })).toBeVisible();
    await expect(frame.locator('disclaimer-modal')).toBeAttached();
    await expect(frame.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('preview mode', () => {
  test('shows the "Disclaimer Modal Container" label under the /preview prefix, and not on the live page', async ({
    page,
  }) => {
    await page.goto('/preview/disclaimer-modal.html');
    await expect(page.locator('disclaimer-modal').getByText('Disclaimer Modal Container')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'I accept' }).click();
    await expect(page.locator('disclaimer-modal').getByText('Disclaimer Modal Container')).toBeVisible();

    await page.goto('/disclaimer-modal.html');
    await firstDrawn(page.locator('disclaimer-modal'));
    await expect(page.getByText('Disclaimer Modal Container')).toHaveCount(0);
  });
});

test.describe('a bad attribute', () => {
  test('logs one clear error, shows a notice and falls back to 30 days', async ({ page, pageErrors }) => {
    pageErrors.expect('data-expiry-days="soon" is not allowed');
    await page.clock.setFixedTime(NOW);
    await page.goto('/disclaimer-modal/bad-attribute.html');
    await expect(dialog(page)).toBeVisible();
    const message =
      '<disclaimer-modal>: data-expiry-days="soon" is not allowed; expected a whole number of days greater than 0 and at most 3650. Until it is fixed, using the default 30.';
    await expect(page.getByRole('note').filter({ hasText: 'data-expiry-days="soon" is not allowed' })).toBeAttached();
    expect(pageErrors.consoleErrors.map((text) => text.replace(/ \(http:\/\/[^)]*\)$/, ''))).toEqual([message]);

    await dialog(page).getByRole('button', { name: 'I accept' }).click();
    await expect(dialog(page)).toHaveCount(0);
    const entry = JSON.parse((await stored(page, 'localStorage', 'CM_Bad_Attribute_Demo')) ?? 'null');
    expect(entry).toEqual({ expiresAt: NOW + 30 * DAY_MS });
  });
});

test.describe('strict Content-Security-Policy with Trusted Types', () => {
  test('the disclaimer loads its document and works with no policy violation', async ({ page, pageErrors }) => {
    const response = await page.goto('/csp/disclaimer-modal.html');
    expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    await expect(dialog(page)).toBeVisible();
    // The heading comes from the content document, whose HTML is sanitised and set through Trusted Types.
    await expect(dialog(page).getByRole('heading', { level: 2 })).not.toHaveText('Important Information');
    await expect(dialog(page).locator('.document p').first()).toBeVisible();
    await dialog(page).getByRole('button', { name: 'I accept' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(pageErrors.cspViolations).toEqual([]);
    await pageErrors.expectNone();
  });

  test('content with a script, an inline handler, script links, styles, a <base> and a linked sheet is sanitised without a policy report', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/csp/unsafe-content.html');
    await expect(dialog(page)).toBeVisible();
    const body = dialog(page).locator('.document');
    await expect(body.getByText('This sample holds markup that must never run.')).toBeVisible();
    await expect(body.getByRole('link', { name: 'A javascript: link' })).toHaveAttribute('href', 'about:blank');
    await expect(body.getByRole('link', { name: 'A safe relative link' })).toHaveAttribute('href', '/disclosures');
    await expect(body.locator('img')).not.toHaveAttribute('onerror', /./);
    await expect(body.getByText('A styled paragraph')).not.toHaveAttribute('style', /./);
    await expect(body.locator('style, base, link')).toHaveCount(0);
    // The image's failed load is the moment an unsanitised handler would have run.
    await expect.poll(() => body.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __cmInjected?: boolean }).__cmInjected)).toBeUndefined();
    expect(pageErrors.cspViolations).toEqual([]);
  });
});
