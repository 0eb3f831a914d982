import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './helpers';

const list = (page: Page) => page.locator('insights-list').first();
const article = (page: Page) => page.locator('insights-list[data-view="article"]');
const cards = (page: Page) => list(page).locator('.insights-grid > li:not([hidden]) .insight-card');

/** The list has drawn its cards. */
async function listLoaded(page: Page) {
  await expect(cards(page).first()).toBeVisible({ timeout: 10_000 });
}

/** A visitor finds an insight with "Search insights" and opens it from its card. */
async function openFromCard(page: Page, listPath: string, search: string, title: string) {
  await page.goto(listPath);
  await listLoaded(page);
  await list(page).getByRole('textbox', { name: 'Search insights' }).fill(search);
  await list(page).getByRole('link', { name: title, exact: true }).click();
  await expect(article(page).getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 10_000 });
}

/** The demo page's fault switch: the fixture backend fails as chosen, and the page reloads. */
async function setFault(page: Page, value: string) {
  await Promise.all([page.waitForEvent('load'), page.getByLabel('Fixture backend').selectOption(value)]);
}

test.describe('the blog article', () => {
  test('opened from a card on the advisor site: banner, key points, body, thought leader, share and topics; a video on request', async ({
    page,
    pageErrors,
  }) => {
    test.slow();
    const players: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/video-player.js')) players.push(request.url());
    });
    await openFromCard(page, '/insights/latest-insights', 'Emerging markets', 'Emerging markets and the dollar cycle');
    await expect(page).toHaveURL('/insights/latest-insights/emerging-markets-and-the-dollar-cycle');
    const view = article(page);
    await expect(view.locator('.article-types')).toHaveText(/Video\s*4 min watch/i);
    await expect(view.locator('.article-meta')).toContainText('Thomas Whitcombe, PhD, Chief Economist');
    await expect(view.getByRole('heading', { level: 2, name: 'Key points' })).toBeVisible();
    await expect(view.getByRole('heading', { level: 2, name: 'International: what we are watching' })).toBeVisible();
    await expect(view.locator('.article-quote')).toBeVisible();
    await expect(view.getByRole('heading', { name: 'ABOUT THE THOUGHT LEADER', exact: true })).toBeVisible({
      timeout: 10_000,
    });
    await expect(
      view.getByRole('group', { name: 'Share:' }).getByRole('link', { name: /Share on LinkedIn/ }),
    ).toBeVisible();
    await expect(view.getByRole('group', { name: 'Share:' }).getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=Emerging%20markets%20and%20the%20dollar%20cycle/,
    );
    const topic = view.getByRole('group', { name: 'Topics:' }).getByRole('link').first();
    await expect(topic).toHaveAttribute('href', /^\/insights\/latest-insights\?topic=/);
    await expect(view.getByRole('button', { name: /Subscribe to Author: Thomas Whitcombe/ })).toBeVisible({
      timeout: 10_000,
    });
    await expect(view.getByText('needs implementation')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The video host's player loads only when the visitor asks for the video.
    expect(players).toEqual([]);
    await view.getByRole('button', { name: 'Play video: Emerging markets and the dollar cycle' }).click();
    await expect(view.locator('.article-banner .video--expanded')).toBeVisible();
    expect(players).toHaveLength(1);
    await expect(view.locator('.demo-video-player').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // A topic link opens the list on that topic.
    const key = new URL((await topic.getAttribute('href'))!, page.url()).searchParams.get('topic');
    await topic.click();
    await expect(page).toHaveURL(`/insights/latest-insights?topic=${key}`);
    await pageErrors.expectNone();
  });

  test('opened from a card on the investor site: its links stay on the investor site', async ({ page, pageErrors }) => {
    await openFromCard(
      page,
      '/investor/insights/latest-insights',
      'Emerging markets',
      'Emerging markets and the dollar cycle',
    );
    await expect(page).toHaveURL('/investor/insights/latest-insights/emerging-markets-and-the-dollar-cycle');
    const topics = article(page).getByRole('group', { name: 'Topics:' }).getByRole('link');
    await expect(topics.first()).toHaveAttribute('href', /^\/investor\/insights\/latest-insights\?topic=/);
    await expectNoAxeViolations(page);
    await pageErrors.expectNone();
  });

  test('opened from a card on the institutional site: badges, {year}/{slug} and two thought leaders', async ({
    page,
    pageErrors,
  }) => {
    await openFromCard(
      page,
      '/institutional/insights/latest-insights',
      'Manager selection',
      'Manager selection: what consultants look for',
    );
    await expect(page).toHaveURL(
      '/institutional/insights/latest-insights/2025/manager-selection-what-consultants-look-for',
    );
    const view = article(page);
    await expect(view.locator('.article-banner--badges .article-type').first()).toHaveText('Video');
    await expect(view.getByRole('heading', { name: 'ABOUT THE THOUGHT LEADERS', exact: true })).toBeVisible({
      timeout: 10_000,
    });
    await expect(view.locator('.article-bio')).toHaveCount(2);
    await expect(page.getByText('Personalisation slot:')).toBeVisible();
    await expectNoAxeViolations(page);
    await pageErrors.expectNone();
  });

  test('an address with no article says so, with the way to the insights', async ({ page, pageErrors }) => {
    await page.goto('/insights/latest-insights/no-such-insight');
    const view = article(page);
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('This insight could not be found', {
      timeout: 10_000,
    });
    await view.getByRole('link', { name: 'View all insights' }).click();
    await expect(page).toHaveURL('/insights/latest-insights');
    await pageErrors.expectNone();
  });

  test('with the fault switch, a failed article call shows the notice, and Retry brings the article', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.expect(
      /^console\.error: Failed to load resource: the server responded with a status of 500 .*\/blogspa\/resourceapi\/halapi\/documents\?/,
    );
    await page.goto('/insights/latest-insights/emerging-markets-and-the-dollar-cycle');
    await expect(article(page).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 10_000 });
    await setFault(page, '500@/blogspa/resourceapi/halapi/documents');
    const notice = article(page).getByRole('alert');
    await expect(notice).toContainText('This insight is not available right now', { timeout: 10_000 });
    await expect(article(page).getByText('This insight could not be found')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.evaluate(() => {
      document.cookie = 'cm-fault=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    });
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(article(page).getByRole('heading', { level: 1 })).toHaveText('Emerging markets and the dollar cycle', {
      timeout: 10_000,
    });
  });

  test('a card whose title arrives as "Risk &amp; reward" reads "Risk & reward", and so does its article', async ({
    page,
    pageErrors,
  }) => {
    const title = 'Risk & reward in credit: a "late-cycle" checklist';
    await openFromCard(page, '/insights/latest-insights', 'late-cycle', title);
    await expect(page.locator('body')).not.toContainText('&amp;');
    await expect(page.locator('body')).not.toContainText('&quot;');
    await pageErrors.expectNone();
  });

  test('printed, the article carries its print disclosure in place of the footer disclosure', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/insights/latest-insights/emerging-markets-and-the-dollar-cycle');
    const view = article(page);
    await expect(view.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 10_000 });
    const own = view.locator('.article-print-disclosure');
    const footer = page.locator('.site-footer-disclosure');
    await expect(own).toBeHidden();
    await expect(footer).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(own).toBeVisible();
    await expect(own).toContainText('The views expressed are those of the author');
    await expect(footer).toBeHidden();
    await expect(view.locator('.article-share')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(footer).toBeVisible();
    await pageErrors.expectNone();
  });

  test('under a strict CSP with Trusted Types the article and its player work, with no violation', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/csp/insights/latest-insights/emerging-markets-and-the-dollar-cycle');
    const view = article(page);
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('Emerging markets and the dollar cycle', {
      timeout: 10_000,
    });
    await view.getByRole('button', { name: 'Play video: The big picture' }).click();
    await expect(view.locator('.article-videos .video--expanded')).toBeVisible();
    expect(pageErrors.cspViolations).toEqual([]);
    await pageErrors.expectNone();
  });

  test('hostile content under the strict CSP: nothing runs, nothing is asked of another host', async ({
    page,
    pageErrors,
  }) => {
    // The hostile markup keeps an <img src=x> of this site (sanitised, its handler gone): the browser reports its 404.
    pageErrors.expect(/^console\.error: Failed to load resource: the server responded with a status of 404/);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('evil.example')) elsewhere.push(request.url());
    });
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto('/csp/unsafe-article.html');
    const view = article(page);
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('Hostile & careless content', { timeout: 10_000 });
    await expect(view.getByRole('heading', { name: /^A paragraph/ })).toBeVisible();
    expect(await page.evaluate(() => (window as { cmXss?: number }).cmXss)).toBeUndefined();
    expect(elsewhere).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(pageErrors.cspViolations).toEqual([]);
  });
});

for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo']) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('sees a date published at midnight in New York as that day, on the card and the article', async ({
      page,
      pageErrors,
    }) => {
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      await page.goto('/insights/latest-insights');
      await listLoaded(page);
      // The newest insight: published at midnight of December 9, 2025 in New York (05:00 UTC). In Los Angeles it is
      // still December 8 then, in Tokyo already the afternoon of December 9: the site shows New York's day to both.
      await expect(cards(page).first().locator('.insight-meta span').first()).toHaveText('December 9, 2025');
      await cards(page).first().locator('.insight-title a').click();
      await expect(article(page).locator('.article-meta span').first()).toHaveText('December 9, 2025', {
        timeout: 10_000,
      });
      await pageErrors.expectNone();
    });
  });
}

test.describe('the article on a phone @phone', () => {
  test('reads within the screen: no side navigation, nothing wider than the page', async ({ page, pageErrors }) => {
    await page.goto('/insights/latest-insights/emerging-markets-and-the-dollar-cycle');
    const view = article(page);
    await expect(view.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 10_000 });
    await expect(view.getByRole('heading', { name: 'ABOUT THE THOUGHT LEADER', exact: true })).toBeVisible({
      timeout: 10_000,
    });
    await expect(view.getByRole('navigation', { name: 'On this page' })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await pageErrors.expectNone();
  });
});
