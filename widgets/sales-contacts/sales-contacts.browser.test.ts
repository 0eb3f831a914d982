import {
  act,
  afterEach,
  assert,
  assertFocused,
  beforeEach,
  describe,
  expectConsoleErrors,
  expectNoAxeViolations,
  fixture,
  html,
  it,
  oneEvent,
  sendKeys,
  shadow,
  waitUntil,
} from '../../tests/browser/helpers';
import { within } from '@testing-library/dom';
import { signedOutPage, signInDemoAdvisor } from '../../tests/browser/advisor-session';
import { resetPageConfig } from '../../runtime/config';
import { signOut } from '../../runtime/stores/session';
import './element';

const NO_CONSULTANT =
  "We're sorry. Your consultant team information is not available, but we're still here to help. Please call the National Sales Desk at 800-555-0110 for assistance.";

/** A guard against a hang on a busy machine (the profile comes from the fixture backend), not a timing. */
const until = <T>(predicate: () => T, message: string) => waitUntil(predicate, message, 10_000);

/** The element has set up its shadow root, and React has drawn it and run its effects: what it shows is all. */
async function setUp(el: Element): Promise<ShadowRoot> {
  const root = await until(() => (el.shadowRoot?.adoptedStyleSheets.length ?? 0) > 0 && el.shadowRoot, 'set up');
  await act(async () => {});
  return root;
}

const startPath = location.pathname;
/** The page as if on another site section (site spec 2.1: the audience comes from the path). */
function arriveOnPath(path: string) {
  history.replaceState(null, '', path);
  resetPageConfig();
}

const channelHeadings = (el: Element) =>
  [...(el.shadowRoot?.querySelectorAll('h3') ?? [])].map((heading) => heading.textContent);
const cardNames = (el: Element) =>
  [...(el.shadowRoot?.querySelectorAll('.card .name') ?? [])].map((n) => n.textContent);

describe("<sales-contacts>: an advisor's consultants (site spec 2.13, 6, 8, 9)", () => {
  beforeEach(() => signedOutPage());
  afterEach(() => {
    signedOutPage();
    arriveOnPath(startPath);
  });

  it('a signed-in advisor sees the primary channel first, at most 2 per channel, External before Internal', async () => {
    await signInDemoAdvisor('avery.allen@northfield-advisors.com');
    const el = await fixture(html`<sales-contacts></sales-contacts>`);
    const ui = shadow(el);
    await until(() => ui.queryByRole('heading', { name: 'Your Consultant Team', level: 2 }), 'the team');
    assert.deepEqual(channelHeadings(el), [
      'Regional Consultants',
      'Strategic Beta Specialist',
      'Retirement Investment Consultants',
    ]);
    assert.deepEqual(cardNames(el), [
      'Jordan Lee',
      'Alexis Romero',
      'Priya Nair',
      'Quinn Harper',
      'Sasha Okafor',
      'Devon Marsh',
    ]);
    const jordan = el.shadowRoot!.querySelector('.card')!;
    assert.equal(jordan.querySelector('.title')?.textContent, 'Senior Regional Consultant');
    assert.equal(jordan.querySelector('.designation')?.innerHTML, 'CFA<sup>®</sup>');
    const phone = within(jordan as HTMLElement).getByRole('link', { name: '617-555-0152' });
    assert.equal(phone.getAttribute('href'), 'tel:+16175550152');
    const email = shadow(el).getByRole('link', { name: 'Email Jordan Lee' });
    assert.equal(email.getAttribute('href'), '/about/contact-us/sc/email?emailId=jordan.lee%40caldermeridian.example');
    assert.equal(
      jordan.querySelector('img')?.getAttribute('src'),
      `${location.origin}/binaries/content/gallery/cm/consultants/jordan-lee.svg`,
    );
    // Sasha Okafor has no photo: the default blank photo.
    const sasha = [...el.shadowRoot!.querySelectorAll('.card')].find((card) => card.textContent?.includes('Sasha'))!;
    assert.isNull(sasha.querySelector('img'));
    assert.ok(sasha.querySelector('svg.blank-photo'));
    await expectNoAxeViolations(el);
  });

  it('follows logout and sign-in without a reload', async () => {
    await signInDemoAdvisor('pat.morgan@caldermeridian.com');
    const el = await fixture(html`<sales-contacts></sales-contacts>`);
    await until(() => cardNames(el).length === 2, 'the team');
    assert.deepEqual(cardNames(el), ['Robin Castillo', 'Kai Sterling']);
    signOut();
    await until(() => !el.shadowRoot?.querySelector('.consultants'), 'the team goes at logout');
    assert.equal(el.shadowRoot?.textContent, '');
    await signInDemoAdvisor('avery.allen@northfield-advisors.com');
    await until(() => cardNames(el)[0] === 'Jordan Lee', "the new advisor's team comes");
  });

  it('shows nothing to a visitor who is not signed in', async () => {
    const el = await fixture(html`<sales-contacts></sales-contacts>`);
    const root = await setUp(el);
    assert.equal(root.textContent, '');
    assert.equal(root.querySelectorAll('h2, .card, .no-consultant').length, 0);
  });

  it("an advisor with none: the spec's message, and the consultant button hidden", async () => {
    await signInDemoAdvisor('riley.ross@northfield-advisors.com');
    const el = await fixture(html`<sales-contacts data-collapsed></sales-contacts>`);
    const text = await until(() => el.shadowRoot?.querySelector('[part="no-consultant"]'), 'the message');
    assert.equal(text.textContent, NO_CONSULTANT);
    assert.isNull(shadow(el).queryByRole('button'));
    await expectNoAxeViolations(el);
  });

  it('a profile that cannot be had counts as no consultant', async () => {
    await signInDemoAdvisor('quinn.quade@harborline-wealth.com');
    expectConsoleErrors(/ERROR RETRIEVING DATA|adv\.svc\/secure\/profile/);
    const el = await fixture(html`<sales-contacts></sales-contacts>`);
    const text = await until(() => el.shadowRoot?.querySelector('[part="no-consultant"]'), 'the message');
    assert.equal(text.textContent, NO_CONSULTANT);
  });

  it('data-collapsed: the consultant button shows and hides the team, by keyboard', async () => {
    await signInDemoAdvisor('avery.allen@northfield-advisors.com');
    const el = await fixture(html`<sales-contacts data-collapsed data-heading="My consultants"></sales-contacts>`);
    const button = await until(() => shadow(el).queryByRole('button', { name: 'My consultants' }), 'the button');
    assert.equal(button.getAttribute('aria-expanded'), 'false');
    assert.isNull(shadow(el).queryByRole('heading', { name: 'Jordan Lee' }), 'the team is hidden');
    await expectNoAxeViolations(el);
    button.focus();
    const toggled = oneEvent<CustomEvent>(el, 'sales-contacts-toggle');
    await sendKeys({ press: 'Enter' });
    assert.deepEqual((await toggled).detail, { expanded: true });
    await until(() => shadow(el).queryByRole('heading', { name: 'Jordan Lee' }), 'the team shows');
    assert.equal(button.getAttribute('aria-expanded'), 'true');
    assertFocused(button, 'the button keeps the focus');
    await expectNoAxeViolations(el);
    await sendKeys({ press: 'Space' });
    await until(() => button.getAttribute('aria-expanded') === 'false', 'hidden again');
  });

  it('hostile data from the profile service is text, and no photo or link leaves the site', async () => {
    await signInDemoAdvisor('rpatel');
    const el = await fixture(html`<sales-contacts></sales-contacts>`);
    await until(() => cardNames(el).length === 2, 'the team');
    const [hostile, blair] = [...el.shadowRoot!.querySelectorAll('.card')];
    assert.include(hostile!.querySelector('.name')?.textContent ?? '', '<img src=x onerror=');
    assert.include(channelHeadings(el)[0] ?? '', '<script>');
    assert.equal(
      hostile!.querySelector('.title')?.textContent,
      '=HYPERLINK("https://evil.example/","Regional Consultant")',
    );
    assert.isNull(hostile!.querySelector('a'), 'no phone or e-mail link from values that are not ones');
    assert.isNull(el.shadowRoot!.querySelector('img'), "javascript: and another host's photos are not loaded");
    assert.equal(el.shadowRoot!.querySelectorAll('svg.blank-photo').length, 2);
    assert.equal(
      within(blair as HTMLElement)
        .getByRole('link', { name: '312-555-0191' })
        .getAttribute('href'),
      'tel:+13125550191',
    );
    assert.isNull(el.shadowRoot!.querySelector('script, b, [onerror], [onload], [onmouseover]'));
    assert.isUndefined((window as { __cmHostile?: string }).__cmHostile);
    await expectNoAxeViolations(el);
  });

  it("on the institutional site, a consultant's e-mail link is a mailto link", async () => {
    arriveOnPath('/institutional/contact-us');
    await signInDemoAdvisor('pat.morgan@caldermeridian.com');
    const el = await fixture(html`<sales-contacts data-view="consultants"></sales-contacts>`);
    const email = await until(() => shadow(el).queryByRole('link', { name: 'Email Robin Castillo' }), 'the link');
    assert.equal(email.getAttribute('href'), 'mailto:robin.castillo@caldermeridian.example');
  });

  it("a bad data-view logs one error and falls back to the site's view", async () => {
    expectConsoleErrors('<sales-contacts>: data-view="team" is not allowed');
    await signInDemoAdvisor('pat.morgan@caldermeridian.com');
    const el = await fixture(html`<sales-contacts data-view="team"></sales-contacts>`);
    await until(() => cardNames(el).length === 2, 'the consultants');
  });
});

describe('<sales-contacts>: the relationship manager from cookies (site spec 2.9, 2.13)', () => {
  const setCookies = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values))
      document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  };
  const MANAGER = {
    CM_RM_NAME: 'Dana Whitfield',
    CM_RM_EMAIL: 'dana.whitfield@caldermeridian.example',
    CM_RM_PHONE: '2125550143',
  };
  beforeEach(() => {
    signedOutPage();
    arriveOnPath('/institutional/contact-us');
  });
  afterEach(() => {
    signedOutPage();
    arriveOnPath(startPath);
  });

  it('"My Relationship Manager" on the institutional site, with mailto and tel links', async () => {
    setCookies(MANAGER);
    const el = await fixture(html`<sales-contacts></sales-contacts>`);
    const ui = shadow(el);
    await until(() => ui.queryByRole('heading', { name: 'My Relationship Manager' }), 'the block');
    assert.ok(ui.getByText('Dana Whitfield'));
    assert.equal(
      ui.getByRole('link', { name: 'dana.whitfield@caldermeridian.example' }).getAttribute('href'),
      'mailto:dana.whitfield@caldermeridian.example',
    );
    assert.equal(ui.getByRole('link', { name: '212-555-0143' }).getAttribute('href'), 'tel:+12125550143');
    await expectNoAxeViolations(el);
  });

  it('the alert line: "Contact your relationship manager, {name}: {email} or {phone}"', async () => {
    setCookies({ ...MANAGER, CM_RM_NAME: '<img src=x onerror="window.__cmHostile=1">Dana' });
    const el = await fixture(html`<sales-contacts data-view="relationship-manager-alert"></sales-contacts>`);
    const alert = await until(() => el.shadowRoot?.querySelector('[part="alert"]'), 'the alert');
    assert.equal(
      alert.textContent,
      'Contact your relationship manager, <img src=x onerror="window.__cmHostile=1">Dana: dana.whitfield@caldermeridian.example or 212-555-0143',
    );
    assert.isNull(alert.querySelector('img'));
    assert.isUndefined((window as { __cmHostile?: number }).__cmHostile);
    await expectNoAxeViolations(el);
  });

  it('nothing when any of the three is missing', async () => {
    setCookies({ CM_RM_NAME: MANAGER.CM_RM_NAME, CM_RM_PHONE: MANAGER.CM_RM_PHONE });
    const card = await fixture(html`<sales-contacts></sales-contacts>`);
    const alert = await fixture(html`<sales-contacts data-view="relationship-manager-alert"></sales-contacts>`);
    assert.equal((await setUp(card)).textContent, '');
    assert.equal((await setUp(alert)).textContent, '');
  });
});
