import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './helpers';

/**
 * An advisor's consultants and the relationship manager (site spec 2.9, 2.13, 6, 8): the team of a signed-in advisor
 * on the contact page, an advisor with none, a logout in another tab taking the team away without a reload, and the
 * institutional relationship manager from cookies.
 */

const NO_CONSULTANT =
  "We're sorry. Your consultant team information is not available, but we're still here to help. Please call the National Sales Desk at 800-555-0110 for assistance.";

async function logIn(page: Page, userId: string, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  const login = page.locator('advisor-login');
  await login.getByLabel('User ID', { exact: true }).fill(userId);
  await login.getByRole('button', { name: 'Next', exact: true }).click();
  await login.getByLabel('Password', { exact: true }).fill('Meridian#2031');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(redirect);
}

test.describe("an advisor's consultants (site spec 2.13)", () => {
  test('a signed-in advisor sees the team; a logout in another tab takes it away without a reload', async ({
    page,
    context,
  }) => {
    await logIn(page, 'avery.allen@northfield-advisors.com', '/about/contact-us');
    const team = page.locator('sales-contacts').first();
    await expect(team.getByRole('heading', { name: 'Your Consultant Team', level: 2 })).toBeVisible();
    await expect(team.getByRole('heading', { level: 3 })).toHaveText([
      'Regional Consultants',
      'Strategic Beta Specialist',
      'Retirement Investment Consultants',
    ]);
    await expect(team.getByRole('heading', { level: 4 })).toHaveText([
      'Jordan Lee',
      'Alexis Romero',
      'Priya Nair',
      'Quinn Harper',
      'Sasha Okafor',
      'Devon Marsh',
    ]);
    const email = team.getByRole('link', { name: 'Email Jordan Lee' });
    await expect(email).toHaveAttribute(
      'href',
      '/about/contact-us/sc/email?emailId=jordan.lee%40caldermeridian.example',
    );
    await expect(team.getByRole('link', { name: '617-555-0152' })).toHaveAttribute('href', 'tel:+16175550152');
    await expectNoAxeViolations(page);

    // The footer's consultant button, by keyboard.
    const footer = page.locator('sales-contacts[data-collapsed]');
    const button = footer.getByRole('button', { name: 'Your Consultant Team' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('heading', { name: 'Jordan Lee' })).toBeVisible();

    // The e-mail link leads to the consultant message form for that consultant.
    await email.click();
    await page.waitForURL('/about/contact-us/sc/email?emailId=jordan.lee%40caldermeridian.example');
    await expect(page.locator('contact-form').locator('[part="recipient"]')).toHaveText(
      'To: Jordan Lee, Senior Regional Consultant',
    );
    await page.goBack();
    await expect(team.getByRole('heading', { name: 'Jordan Lee' })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/login?logout=true');
    await expect(
      other.locator('advisor-login').getByText('You have successfully logged out.', { exact: false }),
    ).toBeVisible();
    await expect(page.locator('sales-contacts').first().locator('.consultants')).toHaveCount(0);
    await expect(footer.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Jordan Lee' })).toHaveCount(0);
  });

  test('an advisor with no consultant: the message, and the consultant button hidden', async ({ page }) => {
    await logIn(page, 'riley.ross@northfield-advisors.com', '/about/contact-us');
    const [team, footer] = [page.locator('sales-contacts').first(), page.locator('sales-contacts[data-collapsed]')];
    await expect(team.locator('[part="no-consultant"]')).toHaveText(NO_CONSULTANT);
    await expect(footer.locator('[part="no-consultant"]')).toHaveText(NO_CONSULTANT);
    await expect(footer.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('each consultant card fits a 375 px phone and reads whole @phone', async ({ page }) => {
    await logIn(page, 'avery.allen@northfield-advisors.com', '/about/contact-us');
    const team = page.locator('sales-contacts').first();
    await expect(team.getByRole('heading', { level: 4 })).toHaveCount(6);
    const fits = await team.evaluate((el) => {
      const width = document.documentElement.clientWidth;
      return [...(el.shadowRoot?.querySelectorAll('.card') ?? [])].map((card) => {
        const box = card.getBoundingClientRect();
        const inside = [...card.querySelectorAll('h4, p, a, img, svg')].every(
          (node) => node.getBoundingClientRect().right <= box.right + 0.5,
        );
        return box.left >= 0 && box.right <= width && inside;
      });
    });
    expect(fits).toEqual([true, true, true, true, true, true]);
    await expectNoAxeViolations(page);
  });
});

test.describe('the relationship manager (site spec 2.9, 2.13)', () => {
  test('from cookies: "My Relationship Manager" and the alert line', async ({ page }) => {
    await page.goto('/institutional/contact-us');
    const [alert, card] = [
      page.locator('sales-contacts[data-view="relationship-manager-alert"]'),
      page.locator('.demo-aside sales-contacts'),
    ];
    await page.getByRole('button', { name: "Set the relationship manager's cookies" }).click();
    await expect(card.getByRole('heading', { name: 'My Relationship Manager' })).toBeVisible();
    await expect(card.getByText('Dana Whitfield')).toBeVisible();
    await expect(card.getByRole('link', { name: 'dana.whitfield@caldermeridian.example' })).toHaveAttribute(
      'href',
      'mailto:dana.whitfield@caldermeridian.example',
    );
    await expect(alert.locator('[part="alert"]')).toHaveText(
      'Contact your relationship manager, Dana Whitfield: dana.whitfield@caldermeridian.example or 212-555-0143',
    );
    await expect(alert.getByRole('link', { name: '212-555-0143' })).toHaveAttribute('href', 'tel:+12125550143');
    await expectNoAxeViolations(page);
    // "Nothing is shown" when one of the three is missing: the browser tests check it once the element has drawn.
  });
});
