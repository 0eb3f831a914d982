/**
 * The elements on a careless or hostile host page: an enumerable addition to Object.prototype, a <base href> that
 * points at another site, a global stylesheet that would hide controls and make text unreadable, and the loader
 * served from another origin than the page (as from a CDN). Each element renders, works, keeps its text readable and
 * sends every call to the page's own origin.
 */
import {
  assert,
  describe,
  it,
  before,
  after,
  deepActiveElement,
  expectConsoleErrors,
  expectNoAxeViolations,
  sendKeys,
  shadow,
  waitUntil,
  uniqueKey,
} from '../tests/browser/helpers';

/** The same server under the other of its two names: another origin. */
function otherOrigin(): string {
  const url = new URL(location.href);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

const PROTOTYPE_ADDITION = 'cmHostAddition';
const fetched: string[] = [];
const realFetch = window.fetch;
let cleanups: Array<() => void> = [];

const until = <T>(predicate: () => T, message: string) => waitUntil(predicate, message, 20_000);

describe('on a hostile host page', () => {
  before(async () => {
    // An enumerable addition every object of the page inherits.
    (Object.prototype as Record<string, unknown>)[PROTOTYPE_ADDITION] = 'host value';
    cleanups.push(() => delete (Object.prototype as Record<string, unknown>)[PROTOTYPE_ADDITION]);
    // A base on another site: relative addresses of the page resolve there.
    const base = document.createElement('base');
    base.href = 'https://evil.example/base/';
    document.head.prepend(base);
    cleanups.push(() => base.remove());
    // Styles that hide controls and make text unreadable where they reach.
    const style = document.createElement('style');
    style.textContent = `
      body { font-size: 3px; line-height: 0; letter-spacing: 1em; text-transform: uppercase; white-space: pre; }
      button, input, a, table, dialog, form, label, h2 { display: none !important; }
      * { box-sizing: content-box !important; }`;
    document.head.append(style);
    cleanups.push(() => style.remove());
    // Every call the elements make, as they make it.
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      fetched.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return realFetch(input, init);
    };
    cleanups.push(() => (window.fetch = realFetch));
    // The loader from another origin (a CDN's): its chunks come from there too.
    await import(/* @vite-ignore */ `${otherOrigin()}/runtime/loader.ts`);
  });

  after(() => {
    for (const cleanup of cleanups.reverse()) cleanup();
    cleanups = [];
  });

  it('the login renders, reads normally, and its calls go to the page, not to the base or the loader', async () => {
    // React's development build (the test server's) warns once of the inherited key on the props it checks; its
    // production build, which the library ships, reads only a props object's own keys and says nothing.
    expectConsoleErrors('React does not recognize the `cmHostAddition` prop on a DOM element');
    const login = document.createElement('advisor-login');
    document.body.append(login);
    cleanups.push(() => login.remove());
    const userId = await until(
      () => login.shadowRoot?.querySelector<HTMLInputElement>('input[name="username"]'),
      'the login renders',
    );
    assert.isAbove(userId.getBoundingClientRect().height, 20, 'the page cannot hide the input');
    const style = getComputedStyle(userId);
    assert.equal(style.letterSpacing, 'normal');
    assert.equal(style.textTransform, 'none');
    assert.isAtLeast(parseFloat(style.fontSize), 12);
    const next = shadow(login).getByRole('button', { name: 'Next' });
    assert.isAbove(next.getBoundingClientRect().height, 20);
    // "Next" with an e-mail user ID shows the password field: the element works.
    userId.focus();
    await sendKeys({ type: 'avery.allen@northfield-advisors.com' });
    next.click();
    await until(() => shadow(login).queryByLabelText('Password', { exact: true }), 'the password field shows');
    await expectNoAxeViolations(login);
  });

  it('data loads from the page origin: the search page finds results', async () => {
    // Whole addresses: a relative one would resolve on the base's site.
    history.replaceState(null, '', `${location.origin}${location.pathname}?search=bond`);
    const search = document.createElement('site-search');
    document.body.append(search);
    cleanups.push(() => {
      search.remove();
      history.replaceState(null, '', `${location.origin}${location.pathname}`);
    });
    await until(() => search.shadowRoot?.querySelectorAll('.result').length, 'results show');
    const calls = fetched.filter((url) => !url.includes('/runtime/') && !url.includes('/widgets/'));
    assert.isNotEmpty(calls, 'the elements made calls');
    for (const url of calls) {
      assert.equal(new URL(url).origin, location.origin, `${url} goes to the page's origin`);
    }
    // Links follow the page's <base>, as every relative link of the page does: the host's choice, not a call.
  });

  it('the disclaimer opens as a modal with its choices, which the page cannot hide', async () => {
    const disclaimer = document.createElement('disclaimer-modal');
    disclaimer.setAttribute('data-storage-key', `CM_Hostile_${uniqueKey()}`);
    disclaimer.textContent = 'The text of the disclaimer.';
    document.body.append(disclaimer);
    cleanups.push(() => disclaimer.remove());
    const accept = await until(
      () => shadow(disclaimer).queryByRole('button', { name: 'I accept' }),
      'the disclaimer opens',
    );
    assert.isAbove(accept.getBoundingClientRect().height, 20);
    accept.click();
    await until(() => !disclaimer.shadowRoot?.querySelector('dialog[open]'), 'the disclaimer closes');
    assert.notEqual(deepActiveElement(), null);
  });
});
