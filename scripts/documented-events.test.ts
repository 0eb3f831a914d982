// Every event an element documents in custom-elements.json is asserted by a test, and every event a widget
// emits is documented. A new event fails here until it has both a manifest entry and a test listed below.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

interface Manifest {
  modules: Array<{ declarations?: Array<{ tagName?: string; events?: Array<{ name: string }> }> }>;
}

const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as Manifest;
const documented = manifest.modules.flatMap((module) =>
  (module.declarations ?? []).flatMap((declaration) =>
    (declaration.events ?? []).map((event) => ({ tag: declaration.tagName ?? '', name: event.name })),
  ),
);

/** The test that asserts each documented event: its file and its title. */
const coveredBy: Record<string, { file: string; test: string }> = {
  'advisor-login-panel': {
    file: 'widgets/advisor-login/second-factor.browser.test.ts',
    test: 'a step-up: challenge choice, a call, a wrong then the right passcode, then the stored redirect',
  },
  'advisor-login-login': {
    file: 'widgets/advisor-login/login.browser.test.ts',
    test: 'keyboard only: a plain ALLOW advisor signs in and goes home, remembered',
  },
  'advisor-login-logout': {
    file: 'widgets/advisor-login/login.browser.test.ts',
    test: 'an advisor who opens the login signed in sees who, and "Log out" ends every sign-in',
  },
  'advisor-login-navigate': {
    file: 'widgets/advisor-login/login.browser.test.ts',
    test: 'an SSO user ID and a legacy SSO user ID go to the SSO login',
  },
  'advisor-login-password-change': {
    file: 'widgets/advisor-login/second-factor.browser.test.ts',
    test: 'a temporary password: change it with the live checklist, then the login goes on with the new one',
  },
  'advisor-login-error': {
    file: 'widgets/advisor-login/login.browser.test.ts',
    test: 'a wrong password is told on the password field',
  },
  'advisor-login-register': {
    file: 'widgets/advisor-login/register-link.browser.test.ts',
    test: 'a new advisor: additional information, password, passcode, signed in and on to the stored redirect',
  },
  'disclaimer-modal-open': {
    file: 'widgets/disclaimer-modal/disclaimer-modal.browser.test.ts',
    test: 'opens as a modal dialog with the spec texts, the authored text and the private-device box checked',
  },
  'disclaimer-modal-accept': {
    file: 'widgets/disclaimer-modal/disclaimer-modal.browser.test.ts',
    test: 'accepting on a private device stores the expiry and announces it',
  },
  'disclaimer-modal-decline': {
    file: 'widgets/disclaimer-modal/disclaimer-modal.browser.test.ts',
    test: 'the decline event can be cancelled by a page script',
  },
  'fund-table-tab': {
    file: 'widgets/fund-table/fund-table.browser.test.ts',
    test: 'moves between tabs with the arrow keys and follows the hash',
  },
  'fund-table-sort': {
    file: 'widgets/fund-table/fund-table.browser.test.ts',
    test: 'sorts by a header button: a new column ascending, the same column again descending',
  },
  'fund-table-filter': {
    file: 'widgets/fund-table/fund-table.browser.test.ts',
    test: 'filters by asset class with "(N applied)", View Results closing the panel and Clear Filters',
  },
  'fund-table-search': {
    file: 'widgets/fund-table/landing-events.browser.test.ts',
    test: "announces a search on Enter and shows the page's own empty text (data-empty-text)",
  },
  'fund-table-change': {
    file: 'widgets/fund-table/landing-events.browser.test.ts',
    test: 'announces each change of a landing setting: class, basis and benchmark rows',
  },
  'fund-table-download': {
    file: 'tests/e2e/fund-table.spec.ts',
    test: 'search, filter, switch class and basis, sort, group and download the capital gains CSV',
  },
  'fund-table-select': {
    file: 'widgets/fund-table/fund-table.browser.test.ts',
    test: 'offers the funds in "Select a {subtitle}" and announces the choice, which a page can cancel',
  },
  'fund-table-error': {
    file: 'widgets/fund-table/fund-table.browser.test.ts',
    test: 'shows the "Error" popup and the section text when the summary fails, and Retry loads it',
  },
  'literature-library-tab': {
    file: 'widgets/literature-library/literature-library.browser.test.ts',
    test: 'selects tabs by the hash, by click, Enter, Space and the arrow keys, and shows the SMA accordion content as rows',
  },
  'literature-library-filter': {
    file: 'widgets/literature-library/literature-library.browser.test.ts',
    test: 'searches, ticks a chip and clears all filters, saying "Displaying X of Y Documents"',
  },
  'literature-library-sort': {
    file: 'widgets/literature-library/literature-library.browser.test.ts',
    test: 'sorts by Fund Name and by Literature Type, toggling the direction',
  },
  'literature-library-cart': {
    file: 'widgets/literature-library/literature-library.browser.test.ts',
    test: 'ticking "Add to Cart" puts the document in the cart, reads "In Cart" and moves the header count',
  },
  'fund-detail-class-change': {
    file: 'widgets/fund-detail/blocks.browser.test.ts',
    test: 'switches the class by keyboard: the address and every block follow, the focus stays, Back returns',
  },
  'fund-detail-name': {
    file: 'widgets/fund-detail/blocks.browser.test.ts',
    test: "on a fund page: the fund's name as the current page, and the name event",
  },
  'fund-detail-error': {
    file: 'widgets/fund-detail/blocks.browser.test.ts',
    test: "a block that cannot load shows the spec's text with Retry while another block stays",
  },
  'fund-detail-download': {
    file: 'widgets/fund-detail/figures.browser.test.ts',
    test: 'shows the top holdings with their disclosure, and downloads the full holdings of a quarter',
  },
  'literature-library-error': {
    file: 'widgets/literature-library/glossary.browser.test.ts',
    test: "a failure shows the spec's text with Retry; Retry loads the glossary",
  },
  'cart-order-quantity': {
    file: 'widgets/cart-order/cart-order.browser.test.ts',
    test: 'My Cart lists the items with quantities 1-10 and Remove; changes reach the store and the header count',
  },
  'cart-order-remove': {
    file: 'widgets/cart-order/cart-order.browser.test.ts',
    test: 'My Cart lists the items with quantities 1-10 and Remove; changes reach the store and the header count',
  },
  'cart-order-step': {
    file: 'widgets/cart-order/cart-order.browser.test.ts',
    test: 'Check Out, then Submit Order with missing fields: "{fields} is required.", the first field focused',
  },
  'cart-order-submit': {
    file: 'widgets/cart-order/cart-order.browser.test.ts',
    test: 'Submit Order sends the order e-mail, shows the confirmation read-only and empties the ordered items',
  },
  'cart-order-error': {
    file: 'widgets/cart-order/cart-order.browser.test.ts',
    test: 'a failed order stays at checkout with the failure text, every field and item kept',
  },
  'subscription-modal-open': {
    file: 'widgets/subscription-modal/subscription-modal.browser.test.ts',
    test: 'opens as a modal titled "Subscribe" with the form beside the emails to choose, the category checked',
  },
  'subscription-modal-signin': {
    file: 'widgets/subscription-modal/subscription-modal.browser.test.ts',
    test: 'registers a new visitor: Continue shows its loader, then 0 -> 1 -> 2 with the notice, and the choice is saved',
  },
  'subscription-modal-save': {
    file: 'widgets/subscription-modal/subscription-modal.browser.test.ts',
    test: 'registers a new visitor: Continue shows its loader, then 0 -> 1 -> 2 with the notice, and the choice is saved',
  },
  'subscription-modal-close': {
    file: 'widgets/subscription-modal/subscription-modal.browser.test.ts',
    test: 'focus moves in, Tab stays in the dialog, Escape closes it and focus returns to the opener',
  },
  'subscription-modal-error': {
    file: 'widgets/subscription-modal/subscription-modal.browser.test.ts',
    test: 'shows the failure text, announces the error and keeps the choices for another try',
  },
  'category-subscription-button-open': {
    file: 'widgets/category-subscription-button/category-subscription-button.browser.test.ts',
    test: 'the category page element: its configured texts, opening the modal with the category checked',
  },
  'category-subscription-button-toggle': {
    file: 'widgets/category-subscription-button/category-subscription-button.browser.test.ts',
    test: 'a content button toggles at once: Active, then Inactive, the label flipping; the keyboard works it',
  },
  'category-subscription-button-error': {
    file: 'widgets/category-subscription-button/category-subscription-button.browser.test.ts',
    test: 'a failed toggle shows the failure text and keeps the state',
  },
  'insights-list-filter': {
    file: 'widgets/insights-list/insights-list.browser.test.ts',
    test: 'filters by a chip and by text on each key, and "Clear all filters" resets both',
  },
  'insights-list-search': {
    file: 'widgets/insights-list/insights-list.browser.test.ts',
    test: 'filters by a chip and by text on each key, and "Clear all filters" resets both',
  },
  'insights-list-load-more': {
    file: 'widgets/insights-list/insights-list.browser.test.ts',
    test: 'adds 9 with Load More and takes the focus to the first new card',
  },
  'insights-list-error': {
    file: 'widgets/insights-list/insights-list.browser.test.ts',
    test: 'shows the error notice with Retry when the insights call fails, never "No results found" (site spec 8)',
  },
  'insights-list-subscribe': {
    file: 'widgets/insights-list/insights-list.browser.test.ts',
    test: 'shows up to 3 cards of the topic, "View all insights" and the subscribe button',
  },
  'site-search-submit': {
    file: 'widgets/site-search/site-search.browser.test.ts',
    test: 'searches a suggestion picked with the keyboard and groups the results into the advisor categories',
  },
  'site-search-results': {
    file: 'widgets/site-search/site-search.browser.test.ts',
    test: 'searches a suggestion picked with the keyboard and groups the results into the advisor categories',
  },
  'contact-form-submit': {
    file: 'widgets/contact-form/contact-form.browser.test.ts',
    test: 'keyboard only: the general form is filled and sent; the message lands in the outbox exactly as sent',
  },
  'contact-form-error': {
    file: 'widgets/contact-form/contact-form.browser.test.ts',
    test: "a failed send says the spec's text and keeps every field; Submit tries again and sends",
  },
  'sales-contacts-toggle': {
    file: 'widgets/sales-contacts/sales-contacts.browser.test.ts',
    test: 'data-collapsed: the consultant button shows and hides the team, by keyboard',
  },
  'ria-role-selector-change': {
    file: 'widgets/ria-role-selector/ria-role-selector.browser.test.ts',
    test: 'by keyboard: a role reorders and hides the containers, locks for 900 ms with a loader, keeps the focus',
  },
  'site-search-error': {
    file: 'widgets/site-search/site-search.browser.test.ts',
    test: 'says a failed search did not run, with Retry, never the no-results text (site spec 8)',
  },
  'site-search-category': {
    file: 'widgets/site-search/site-search.browser.test.ts',
    test: 'shows 5 per category, "View all" up to 99, and "Back to results", moving the focus with the view',
  },
};

/** The source of one test: from its title to the next test (or the end of the file). */
function testSource(file: string, title: string): string | undefined {
  const text = readFileSync(join(root, file), 'utf8');
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const start = new RegExp(`\\b(it|test)\\(\\s*(['"\`])${escaped}\\2`).exec(text)?.index;
  if (start === undefined) return undefined;
  const rest = text.slice(start + 1);
  const next = rest.search(/\n\s*(it|test)\(/);
  return next < 0 ? rest : rest.slice(0, next);
}

/** The test files the event map may point at. */
function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(browser\.test\.tsx?|spec\.ts)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('documented events', () => {
  it('the manifest documents events (the list below is not checked against nothing)', () => {
    expect(documented.length).toBeGreaterThan(0);
    expect(new Set(documented.map((event) => event.tag))).toEqual(
      new Set([
        'advisor-login',
        'cart-order',
        'category-subscription-button',
        'contact-form',
        'disclaimer-modal',
        'fund-detail',
        'fund-table',
        'insights-list',
        'literature-library',
        'ria-role-selector',
        'sales-contacts',
        'site-search',
        'subscription-modal',
      ]),
    );
  });

  it('every documented event has a covering test listed here, and every listed event is documented', () => {
    expect(Object.keys(coveredBy).sort()).toEqual(documented.map((event) => event.name).sort());
  });

  it.each(Object.entries(coveredBy))('%s is listened for and asserted in its test', (name, { file, test }) => {
    expect(existsSync(join(root, file)), file).toBe(true);
    expect([...testFiles('widgets'), ...testFiles('runtime'), ...testFiles('tests')]).toContain(file);
    const source = testSource(file, test);
    expect(source, `${file} has no test named "${test}"`).toBeDefined();
    // The event is named as a string (a listener) or inside a regular expression (a logged event line)...
    expect(source).toMatch(new RegExp(`['"\`/]${name}\\b`));
    // ...and the test asserts something about what it heard.
    expect(source).toMatch(/\bassert\.|\bexpect\(/);
  });

  it('every event a widget emits is documented', () => {
    const widgetsDir = join(root, 'widgets');
    const tags = readdirSync(widgetsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(tags.length).toBeGreaterThan(0);
    const emitted: string[] = [];
    for (const tag of tags) {
      const sources = readdirSync(join(widgetsDir, tag.name), { recursive: true, encoding: 'utf8' }).filter(
        (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path),
      );
      for (const path of sources) {
        const text = readFileSync(join(widgetsDir, tag.name, path), 'utf8');
        for (const match of text.matchAll(/\bemit\(\s*'([\w-]+)'/g)) emitted.push(`${tag.name}-${match[1]}`);
      }
    }
    expect(emitted.length).toBeGreaterThan(0);
    const names = new Set(documented.map((event) => event.name));
    expect([...new Set(emitted)].filter((name) => !names.has(name))).toEqual([]);
  });
});
