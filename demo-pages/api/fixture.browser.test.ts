// The browser-test layer end to end: a real browser fetches from the fixture backend mounted on the test
// server, and the accessibility check sees violations (including inside shadow roots).
import { assert, describe, expectNoAxeViolations, fixture, html, it } from '../../tests/browser/helpers';

const FOOTER = '/advisor/resourceapi/halapi/resourcebundles/cm-common.footer';

describe('fixture backend in the browser tests', () => {
  it('answers a content call with JSON', async () => {
    const response = await fetch(FOOTER, { headers: { 'HST-Authorization': 'Bearer demo' } });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/(hal\+)?json/);
    const body: unknown = await response.json();
    assert(body !== null && typeof body === 'object', 'the body is a JSON object');
  });

  it('injects a server error on request', async () => {
    const response = await fetch(FOOTER, { headers: { 'HST-Authorization': 'Bearer demo', 'x-fault': '500' } });
    assert.equal(response.status, 500);
  });
});

describe('expectNoAxeViolations', () => {
  it('passes an accessible fixture', async () => {
    const el = await fixture(html`
      <form aria-label="Sign up">
        <label for="fixture-email">E-mail address</label>
        <input id="fixture-email" type="email" autocomplete="email" />
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Calder Meridian" />
        <button type="submit">Subscribe</button>
      </form>
    `);
    await expectNoAxeViolations(el);
  });

  it('reports an image without alternative text', async () => {
    const el = await fixture(html`<div><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /></div>`);
    const error = await expectNoAxeViolations(el).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    assert.match(String(error), /image-alt/);
  });

  it('looks inside open shadow roots', async () => {
    const el = await fixture(html`<div></div>`);
    const root = el.attachShadow({ mode: 'open' });
    root.innerHTML = '<button></button>';
    const error = await expectNoAxeViolations(el).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    assert.match(String(error), /button-name/);
  });
});

describe('fixture()', () => {
  it('hands the element to `listen` before anything it does can end: an event it sends at once is heard', async () => {
    // An element that reports something the moment it is connected, as a quick answer would.
    if (!customElements.get('cm-test-quick-event')) {
      customElements.define(
        'cm-test-quick-event',
        class extends HTMLElement {
          connectedCallback() {
            queueMicrotask(() => this.dispatchEvent(new CustomEvent('cm-test-quick', { bubbles: true })));
          }
        },
      );
    }
    const heard: string[] = [];
    const el = await fixture(html`<cm-test-quick-event></cm-test-quick-event>`, (element) =>
      element.addEventListener('cm-test-quick', () => heard.push('by listen')),
    );
    el.addEventListener('cm-test-quick', () => heard.push('after fixture'));
    assert.deepEqual(heard, ['by listen']);
  });
});
