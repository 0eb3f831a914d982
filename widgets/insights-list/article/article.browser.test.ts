import {
  describe,
  it,
  beforeEach,
  afterEach,
  assert,
  fixture,
  html,
  shadow,
  waitUntil,
  oneEvent,
  sendKeys,
  assertFocused,
  deepActiveElement,
  expectNoAxeViolations,
  expectConsoleErrors,
  setFault,
  setViewport,
  emulateMedia,
  engine,
} from '../../../tests/browser/helpers';
import { resetPageConfig } from '../../../runtime/config';
import { clearRequestCache } from '../../../runtime/http';
import '../element';

/** A guard against a hang on a loaded machine, not a timing. */
const LOAD = 15_000;
const startUrl = `${location.pathname}${location.search}`;
const PLAYER = '/demo-pages/assets/video-player.js';
const BLOG_ARTICLE = '/insights/latest-insights/emerging-markets-and-the-dollar-cycle';
const INSTITUTIONAL_ARTICLE =
  '/institutional/insights/latest-insights/2025/manager-selection-what-consultants-look-for';

interface DemoPlayer {
  readonly paused: boolean;
  play(): void;
}

/** The page's configuration block, as a CMS template writes it: the demo's video player and accounts. */
function configure() {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.dataset.cmConfig = '';
  block.dataset.testConfig = '';
  block.textContent = JSON.stringify({ video: { player: PLAYER, account: 'cm-demo', blogAccount: 'cm-blog' } });
  document.head.append(block);
  resetPageConfig();
}

/** The visitor is on the article's page. */
function at(path: string) {
  history.replaceState(null, '', path);
  resetPageConfig();
}

const root = (el: Element) => el.shadowRoot!;
const article = (el: Element) =>
  waitUntil(() => root(el).querySelector('article, .article-not-found, .cm-alert'), 'the article loads', LOAD);
const texts = (el: Element, selector: string) =>
  [...root(el).querySelectorAll(selector)].map((node) => node.textContent?.trim() ?? '');

/** Whether a resource of the page was fetched: the player's module, or anything from another host. */
const fetched = (part: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(part));

describe('<insights-list data-view="article">', () => {
  beforeEach(() => {
    setFault(null);
    // Each test asks the fixture again: the page session's cache of identical GETs would answer for it.
    clearRequestCache();
    configure();
  });
  afterEach(() => {
    setFault(null);
    document.head.querySelectorAll('[data-test-config]').forEach((block) => block.remove());
    history.replaceState(null, '', startUrl);
    resetPageConfig();
  });

  it("shows the article of the card link's path: banner, key points, body blocks, thought leader, share, topics", async () => {
    at(BLOG_ARTICLE);
    const el = await fixture(html`<insights-list data-view="article"></insights-list>`);
    await article(el);
    const ui = shadow(el);
    // The banner.
    assert.equal(ui.getByRole('heading', { level: 1 }).textContent, 'Emerging markets and the dollar cycle');
    assert.deepEqual(texts(el, '.article-type'), ['Video', '4 min watch']);
    assert.deepEqual(texts(el, '.article-meta span'), ['August 30, 2025', 'Thomas Whitcombe, PhD, Chief Economist']);
    assert.match(root(el).querySelector('.article-summary')!.textContent!, /^Currency moves can add to or erase/);
    assert.ok(ui.getByRole('button', { name: 'Play video: Emerging markets and the dollar cycle' }));
    // The active author subscription's button: the library's own element, composed into the shadow root.
    const subscribe = await waitUntil(
      () => root(el).querySelector('category-subscription-button'),
      'the subscribe button',
      LOAD,
    );
    assert.equal(subscribe.getAttribute('data-subscription-name'), 'Author: Thomas Whitcombe, PhD');
    // Key points and the body blocks.
    assert.equal(ui.getByRole('heading', { level: 2, name: 'Key points' }).tagName, 'H2');
    assert.deepEqual(texts(el, '.article-key-points li'), [
      'Discounts are wide.',
      'Reforms are changing incentives.',
      'Treat currency as a policy decision.',
    ]);
    assert.ok(ui.getByRole('heading', { level: 2, name: 'International: what we are watching' }));
    assert.deepEqual(texts(el, '.article-column-title'), ['Income', 'Growth', 'Protection']);
    assert.include(root(el).querySelector('.article-quote blockquote')!.textContent!, 'International equities');
    assert.equal(texts(el, '.article-white-paper .article-overline')[0], 'White paper');
    assert.deepEqual(texts(el, '.article-video-title'), [
      'The big picture',
      'What it means for bonds',
      'Talking to clients',
    ]);
    assert.notInclude(root(el).textContent!, 'needs implementation');
    // One thought leader: no S.
    const about = await waitUntil(
      () => ui.queryByRole('heading', { name: /^ABOUT THE THOUGHT LEADER/ }),
      'the bio',
      LOAD,
    );
    assert.equal(about.textContent, 'ABOUT THE THOUGHT LEADER');
    assert.deepEqual(texts(el, '.article-bio-name'), ['Thomas Whitcombe, PhD']);
    // Share: the professional network and Email; the short-message network is present and hidden.
    const share = ui.getByRole('group', { name: 'Share:' });
    const linkedIn = share.querySelector<HTMLAnchorElement>('a[href^="https://www.linkedin.com/"]')!;
    assert.equal(
      linkedIn.getAttribute('href'),
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(location.href)}`,
    );
    assert.equal(linkedIn.target, '_blank');
    assert.isTrue(share.querySelector<HTMLElement>('a[href^="https://twitter.com/"]')!.closest('li')!.hidden);
    assert.match(
      share.querySelector('a[href^="mailto:"]')!.getAttribute('href')!,
      /^mailto:\?subject=Emerging%20markets/,
    );
    // Topics: sorted, each a deep link to the list opened on it.
    const topics = await waitUntil(() => ui.queryByRole('group', { name: 'Topics:' }), 'the topics', LOAD);
    const names = [...topics.querySelectorAll('.insight-topic')].map((t) => t.textContent!);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    assert.equal(topics.querySelector('a')!.getAttribute('href')!.split('?')[0], '/insights/latest-insights');
    // The print disclosure is in the page, for paper.
    assert.include(root(el).querySelector('.article-print-disclosure')!.textContent!, 'member FINRA/SIPC');
    await expectNoAxeViolations(el);
  });

  it('on the institutional site: {year}/{slug}, type and time badges, the personalisation slot, two thought leaders', async () => {
    at(INSTITUTIONAL_ARTICLE);
    const el = await fixture(html`
      <insights-list data-view="article"><p slot="personalization">For you</p></insights-list>
    `);
    await article(el);
    const ui = shadow(el);
    assert.equal(ui.getByRole('heading', { level: 1 }).textContent, 'Manager selection: what consultants look for');
    assert.ok(root(el).querySelector('.article-banner--badges'));
    assert.ok(root(el).querySelector('slot[name="personalization"]'));
    const about = await waitUntil(
      () => ui.queryByRole('heading', { name: /^ABOUT THE THOUGHT LEADER/ }),
      'the bios',
      LOAD,
    );
    // site spec 2.10: an S appended when more than one.
    assert.equal(about.textContent, 'ABOUT THE THOUGHT LEADERS');
    assert.equal(texts(el, '.article-bio-name').length, 2);
    const topic = ui.getByRole('group', { name: 'Topics:' }).querySelector('a')!;
    assert.match(topic.getAttribute('href')!, /^\/institutional\/insights\/latest-insights\?topic=/);
    await expectNoAxeViolations(el);
  });

  it('says plainly that an article is not there, with the way to the insights', async () => {
    at('/investor/insights/latest-insights/no-such-insight');
    const el = await fixture(html`<insights-list data-view="article"></insights-list>`);
    await article(el);
    const ui = shadow(el);
    assert.equal(ui.getByRole('heading', { level: 1 }).textContent, 'This insight could not be found');
    assert.equal(ui.getByRole('link', { name: 'View all insights' }).getAttribute('href'), '/insights/latest-insights');
    await expectNoAxeViolations(el);
  });

  it('shows the notice with Retry when the article call fails; Retry brings the article and keeps the focus', async () => {
    at(BLOG_ARTICLE);
    setFault('500@/blogspa/resourceapi/halapi/documents');
    // Listened for before the element is in the page: a quick failure may be reported before fixture() returns.
    const failed = oneEvent<CustomEvent>(document, 'insights-list-error');
    const el = await fixture(html`<insights-list data-view="article"></insights-list>`);
    const alert = await waitUntil(() => shadow(el).queryByRole('alert'), 'the failure notice', LOAD);
    assert.deepEqual((await failed).detail, { section: 'Insight', kind: 'http' });
    assert.equal(
      alert.textContent,
      'This insight is not available right nowThe insight could not be loaded. Please try again.Retry',
    );
    assert.notInclude(root(el).textContent!, 'could not be found');
    await expectNoAxeViolations(el);
    setFault(null);
    shadow(el).getByRole('button', { name: 'Retry' }).focus();
    await sendKeys({ press: 'Enter' });
    assertFocused(root(el).querySelector('.article-view'));
    await waitUntil(() => shadow(el).queryByRole('heading', { level: 1 }), 'the article after Retry', LOAD);
  });

  it('loads the player only when a visitor asks; one video plays at a time; a play no visitor started is paused', async () => {
    at(BLOG_ARTICLE);
    const el = await fixture(html`<insights-list data-view="article"></insights-list>`);
    await article(el);
    const ui = shadow(el);
    const banner = ui.getByRole('button', { name: 'Play video: Emerging markets and the dollar cycle' });
    await expectNoAxeViolations(el);
    assert.isFalse(fetched('video-player.js'), 'no player before a visitor asks');

    banner.focus();
    await sendKeys({ press: 'Enter' });
    const bannerVideo = root(el).querySelector('.article-banner .video')!;
    await waitUntil(() => bannerVideo.classList.contains('video--expanded'), 'the banner video plays', LOAD);
    assert.isTrue(fetched('video-player.js'));
    // The play button is gone: the focus is in the player, not on the page's <body>.
    assertFocused(bannerVideo.querySelector('.video-player'));
    const { players } = (await import(/* @vite-ignore */ PLAYER)) as { players: DemoPlayer[] };
    const first = players.at(-1)!;
    assert.isFalse(first.paused);

    ui.getByRole('button', { name: 'Play video: The big picture' }).click();
    const listVideo = root(el).querySelector('.article-videos .video')!;
    await waitUntil(() => listVideo.classList.contains('video--expanded'), 'the list video plays', LOAD);
    const second = players.at(-1)!;
    // site spec 2.10: when one starts, all others pause; the pause takes effect once no play follows for 500 ms.
    await waitUntil(() => first.paused, 'the banner video pauses');
    await waitUntil(() => !bannerVideo.classList.contains('video--expanded'), 'the banner video collapses');
    assert.isFalse(second.paused);

    // site spec 2.10: a play not started by a visitor's click (a script's) is paused again at once.
    first.play();
    assert.isTrue(first.paused);
    assert.isFalse(second.paused);
    await expectNoAxeViolations(el);
  });

  it('shows hostile content as written: nothing runs, nothing comes from another host', async () => {
    at(BLOG_ARTICLE);
    const el = await fixture(
      html`<insights-list data-view="article" data-document-id="markup-sample-3"></insights-list>`,
    );
    await article(el);
    const ui = shadow(el);
    assert.equal(ui.getByRole('heading', { level: 1 }).textContent, 'Hostile & careless content');
    assert.equal(root(el).querySelector('.article-summary')!.textContent, 'A summary with "references".');
    assert.isNull(
      root(el).querySelector('article script, article style, article iframe, article form, article [style]'),
    );
    assert.isNull(root(el).querySelector('[onerror], [onclick], [onmouseover]'));
    for (const link of root(el).querySelectorAll<HTMLAnchorElement>('article a[href]')) {
      assert.notMatch(link.getAttribute('href')!, /^javascript:/i);
      const target = new URL(link.href);
      if (/^https?:$/.test(target.protocol) && target.origin !== location.origin)
        assert.equal(link.getAttribute('rel'), 'noopener noreferrer', `${link.href} opens apart from the article`);
    }
    const scriptLinks = ui.getAllByRole('link', { name: 'A script link' });
    assert.equal(scriptLinks.length, 2, 'the banner link and the body link');
    assert.ok(scriptLinks.every((link) => link.getAttribute('href') === 'about:blank'));
    assert.equal(ui.getByRole('link', { name: /A protocol-relative link/ }).getAttribute('target'), '_blank');
    const sources = [...root(el).querySelectorAll('img, use, image')].map(
      (node) => node.getAttribute('src') ?? node.getAttribute('href') ?? '',
    );
    assert.ok(
      sources.every((source) => !source.includes('evil.example')),
      sources.join(', '),
    );
    assert.notInclude(root(el).textContent!, 'needs implementation');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    assert.isUndefined((window as { cmXss?: number }).cmXss);
    assert.isFalse(fetched('evil.example'), 'nothing was fetched from another host');
    assert.notEqual(getComputedStyle(el).display, 'none');
  });

  it('prints its disclosure in place of the footer disclosure (a state the page selects)', async function () {
    at(BLOG_ARTICLE);
    const el = await fixture(html`<insights-list data-view="article"></insights-list>`);
    await article(el);
    await waitUntil(() => el.matches(':state(print-disclosure)'), 'the element says it prints a disclosure');
    const disclosure = root(el).querySelector<HTMLElement>('.article-print-disclosure')!;
    assert.equal(getComputedStyle(disclosure).display, 'none', 'not on screen');
    // The drivers of WebKit (WebDriver) and Firefox (WebDriver BiDi) have no command to emulate a medium: the state
    // above is what those engines can show; Chromium prints.
    if (engine() !== 'chromium') return;
    await emulateMedia({ media: 'print' });
    try {
      assert.equal(getComputedStyle(disclosure).display, 'block');
      assert.equal(getComputedStyle(root(el).querySelector('.article-share')!).display, 'none');
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });

  it('on a desktop, the side navigation highlights the section read and takes the visitor to a section', async function () {
    at(BLOG_ARTICLE);
    const initial = { width: window.innerWidth, height: window.innerHeight };
    try {
      await setViewport({ width: 1280, height: 800 });
    } catch (error) {
      // WebDriver (WebKit here) has no command to resize the window: the rules are unit-tested (model.test.ts).
      if (/not supported/i.test(String(error))) return this.skip();
      throw error;
    }
    try {
      await waitUntil(() => window.innerWidth === 1280, 'the window is 1280 px wide');
      const el = await fixture(html`<insights-list data-view="article"></insights-list>`);
      await article(el);
      const nav = await waitUntil(
        () => shadow(el).queryByRole('navigation', { name: 'On this page' }),
        'the navigation',
        LOAD,
      );
      const link = [...nav.querySelectorAll('a')].find((a) => a.textContent === 'International: what we are watching')!;
      link.focus();
      await sendKeys({ press: 'Enter' });
      const heading = shadow(el).getByRole('heading', { level: 2, name: 'International: what we are watching' });
      assertFocused(heading);
      await waitUntil(() => link.getAttribute('aria-current') === 'location', 'the section is highlighted', LOAD);
      await expectNoAxeViolations(el);
      assert.ok(deepActiveElement());
    } finally {
      window.scrollTo(0, 0);
      await setViewport(initial);
    }
  });

  it('reports a bad data-document-id and finds the article by the address', async () => {
    at(BLOG_ARTICLE);
    const errors = expectConsoleErrors('<insights-list>: data-document-id="not an id" is not allowed');
    const el = await fixture(html`<insights-list data-view="article" data-document-id="not an id"></insights-list>`);
    await article(el);
    assert.equal(errors.messages.length, 1);
    assert.equal(shadow(el).getByRole('heading', { level: 1 }).textContent, 'Emerging markets and the dollar cycle');
  });
});
