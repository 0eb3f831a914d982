import {
  describe,
  it,
  beforeEach,
  assert,
  fixture,
  html,
  shadow,
  waitUntil,
  oneEvent,
  sendKeys,
  deepActiveElement,
  assertFocused,
  expectNoAxeViolations,
  expectConsoleErrors,
  fixClock,
  act,
  setFault,
} from '../../tests/browser/helpers';
import './element';

const KEY = 'CM_Modal_Disclaimer_Accepted';
const DAY_MS = 24 * 60 * 60 * 1000;

const dialogOf = (el: Element) => el.shadowRoot?.querySelector('dialog') ?? null;
const openDialog = (el: Element) => waitUntil(() => dialogOf(el)?.open && dialogOf(el), 'the disclaimer dialog opens');
/** A fixed "now" for the expiry: 1 March 2025, 09:30 UTC. */
const NOW = Date.UTC(2025, 2, 1, 9, 30);

/**
 * Mounts the element and lets React finish: act() flushes the first render and its effects, so whatever the
 * element decides on arrival (open the dialog, announce it) has happened when this resolves.
 */
async function settledFixture(template: ReturnType<typeof html>): Promise<{ el: HTMLElement; opened: Event[] }> {
  const opened: Event[] = [];
  const record = (event: Event) => opened.push(event);
  document.addEventListener('disclaimer-modal-open', record);
  try {
    const el = await act(() => fixture(template));
    return { el, opened };
  } finally {
    document.removeEventListener('disclaimer-modal-open', record);
  }
}

describe('<disclaimer-modal>', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('opens as a modal dialog with the spec texts, the authored text and the private-device box checked', async () => {
    const announced = oneEvent<CustomEvent>(document, 'disclaimer-modal-open');
    const el = await fixture(html`
      <disclaimer-modal data-heading="Before you continue"
        ><p>Past performance does not guarantee future results.</p></disclaimer-modal
      >
    `);
    const dialog = await openDialog(el);
    // The page hears that the question was put, once the dialog is open.
    const open = await announced;
    assert.equal(open.target, el);
    assert.ok(open.bubbles && open.composed);
    assert.deepEqual(open.detail, { storageKey: KEY });
    const ui = shadow(el);
    assert.equal(ui.getByRole('dialog').getAttribute('aria-labelledby'), ui.getByRole('heading').id);
    assert.equal(ui.getByRole('heading', { level: 2 }).textContent, 'Before you continue');
    assert.ok(ui.getByRole('checkbox', { name: 'I am using a private computer or device.' }).matches(':checked'));
    assert.equal(ui.getByRole('link', { name: 'I do not accept' }).getAttribute('href'), `${location.origin}/`);
    assert.ok(ui.getByRole('button', { name: 'I accept' }));
    // The CMS's text stays in the light DOM and is shown through the slot.
    const slot = dialog.querySelector('slot');
    assert.equal(slot?.assignedElements()[0]?.textContent, 'Past performance does not guarantee future results.');
    // A modal dialog: the page behind is inert.
    assert.ok(dialog.matches(':modal'));
    await expectNoAxeViolations(el);
  });

  it('accepting on a private device stores the expiry and announces it', async () => {
    const el = await fixture(html`<disclaimer-modal data-expiry-days="7"></disclaimer-modal>`);
    await openDialog(el);
    const accepted = oneEvent<CustomEvent>(el, 'disclaimer-modal-accept');
    fixClock(NOW);
    shadow(el).getByRole('button', { name: 'I accept' }).click();
    const event = await accepted;
    assert.ok(event.bubbles && event.composed);
    // Exactly seven days from the moment of the click, to the millisecond.
    assert.deepEqual(event.detail, { storageKey: KEY, privateDevice: true, expiresAt: NOW + 7 * DAY_MS });
    assert.deepEqual(JSON.parse(localStorage.getItem(KEY) ?? 'null'), { expiresAt: NOW + 7 * DAY_MS });
    assert.equal(sessionStorage.getItem(KEY), null);
    await waitUntil(() => !dialogOf(el), 'the dialog closes');
  });

  it('accepting on a shared device keeps a session flag only', async () => {
    localStorage.setItem(KEY, JSON.stringify({ expiresAt: Date.now() - 1 }));
    const el = await fixture(html`<disclaimer-modal></disclaimer-modal>`);
    await openDialog(el);
    shadow(el).getByRole('checkbox', { name: 'I am using a private computer or device.' }).click();
    shadow(el).getByRole('button', { name: 'I accept' }).click();
    await waitUntil(() => !dialogOf(el), 'the dialog closes');
    assert.equal(localStorage.getItem(KEY), null);
    assert.ok(sessionStorage.getItem(KEY));
  });

  it('stays closed while an acceptance is valid', async () => {
    localStorage.setItem(KEY, JSON.stringify({ expiresAt: Date.now() + DAY_MS }));
    const { el, opened } = await settledFixture(html`<disclaimer-modal></disclaimer-modal>`);
    assert.equal(dialogOf(el), null);
    assert.deepEqual(opened, [], 'no disclaimer-modal-open event');
    // The same element without the acceptance opens within the same settling: the wait above was long enough.
    localStorage.removeItem(KEY);
    const control = await settledFixture(html`<disclaimer-modal></disclaimer-modal>`);
    assert.ok(dialogOf(control.el)?.open);
    assert.equal(control.opened.length, 1);
  });

  it('treats a corrupted stored acceptance as absent and removes it', async () => {
    localStorage.setItem(KEY, '{"expiresAt": not json');
    const el = await fixture(html`<disclaimer-modal></disclaimer-modal>`);
    await openDialog(el);
    assert.equal(localStorage.getItem(KEY), null);
  });

  it('uses the keyboard: focus starts inside, Escape keeps the question open, Tab reaches every choice', async () => {
    const el = await fixture(html`<disclaimer-modal></disclaimer-modal>`);
    await openDialog(el);
    const ui = shadow(el);
    await waitUntil(() => deepActiveElement() === ui.getByRole('checkbox'), 'focus moves into the dialog');
    const dialog = dialogOf(el)!;
    const cancelled = oneEvent(dialog, 'cancel');
    const closed = oneEvent(dialog, 'close');
    await sendKeys({ press: 'Escape' });
    // Escape asks the dialog to cancel. The element refuses; where the browser lets the page refuse only after a
    // click (Chromium's close watcher), the dialog closes and the element puts the question again at once.
    if (!(await cancelled).defaultPrevented) await closed;
    assert.ok(dialog.open && dialog.matches(':modal'), 'Escape does not dismiss the disclaimer');
    await sendKeys({ press: 'Tab' });
    assertFocused(ui.getByRole('link', { name: 'I do not accept' }));
    await sendKeys({ press: 'Tab' });
    assertFocused(ui.getByRole('button', { name: 'I accept' }));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !dialogOf(el), 'Enter on "I accept" closes the dialog');
    assert.ok(localStorage.getItem(KEY));
  });

  it('the decline event can be cancelled by a page script', async () => {
    const el = await fixture(html`<disclaimer-modal data-redirect-url="/investor"></disclaimer-modal>`);
    await openDialog(el);
    el.addEventListener('disclaimer-modal-decline', (event) => event.preventDefault());
    const declined = oneEvent<CustomEvent>(el, 'disclaimer-modal-decline');
    const link = shadow(el).getByRole('link', { name: 'I do not accept' });
    assert.equal(link.getAttribute('href'), `${location.origin}/investor`);
    link.click();
    assert.deepEqual((await declined).detail, { url: `${location.origin}/investor` });
    assert.equal(location.pathname.startsWith('/investor'), false);
  });

  it('refuses a javascript: redirect URL: the error names it and "I do not accept" leads home', async () => {
    expectConsoleErrors('data-redirect-url="javascript:alert(1)" is not allowed');
    const el = await fixture(html`<disclaimer-modal data-redirect-url="javascript:alert(1)"></disclaimer-modal>`);
    await openDialog(el);
    assert.equal(shadow(el).getByRole('link', { name: 'I do not accept' }).getAttribute('href'), `${location.origin}/`);
  });

  it('a bad data-expiry-days logs one clear error, shows a notice and uses 30 days', async () => {
    const errors = expectConsoleErrors('data-expiry-days="soon" is not allowed');
    fixClock(NOW);
    const el = await fixture(
      html`<disclaimer-modal data-expiry-days="soon" data-environment="demo"></disclaimer-modal>`,
    );
    await openDialog(el);
    const message =
      '<disclaimer-modal>: data-expiry-days="soon" is not allowed; expected a whole number of days greater than 0 and at most 3650. Until it is fixed, using the default 30.';
    assert.deepEqual(errors.messages, [message]);
    assert.equal(shadow(el).getByRole('note').textContent, message);
    shadow(el).getByRole('button', { name: 'I accept' }).click();
    await waitUntil(() => localStorage.getItem(KEY), 'the acceptance is stored');
    assert.deepEqual(JSON.parse(localStorage.getItem(KEY) ?? '{}'), { expiresAt: NOW + 30 * DAY_MS });
    await expectNoAxeViolations(el);
  });

  it('shows no notice in production, where a bad value is only logged', async () => {
    const errors = expectConsoleErrors('data-variant="retail" is not allowed');
    const el = await fixture(
      html`<disclaimer-modal data-variant="retail" data-environment="production"></disclaimer-modal>`,
    );
    await openDialog(el);
    assert.equal(shadow(el).queryByRole('note'), null);
    assert.equal(errors.messages.length, 1);
    assert.match(
      errors.messages[0] ?? '',
      /data-variant="retail" is not allowed; expected one of "general", "institutional"/,
    );
  });

  it('re-renders when an attribute changes, and removing it restores the default', async () => {
    const el = await fixture(html`<disclaimer-modal data-heading="First heading"></disclaimer-modal>`);
    await openDialog(el);
    await act(() => el.setAttribute('data-heading', 'Second heading'));
    await waitUntil(
      () => shadow(el).getByRole('heading').textContent === 'Second heading',
      'the heading follows the attribute',
    );
    await act(() => el.removeAttribute('data-heading'));
    await waitUntil(
      () => shadow(el).getByRole('heading').textContent === 'Important Information',
      'the default heading returns',
    );
  });

  it('keeps its state when moved in the DOM', async () => {
    const el = await fixture(html`<disclaimer-modal></disclaimer-modal>`);
    await openDialog(el);
    shadow(el).getByRole('checkbox').click();
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    // act() runs the deferred unmount check (a microtask) and flushes any render it would cause.
    await act(() => elsewhere.append(el));
    assert.equal((shadow(el).getByRole('checkbox') as HTMLInputElement).checked, false, 'the choice survives the move');
    el.remove();
    elsewhere.remove();
  });

  it('the institutional variant does not show outside the institutional site', async () => {
    const { el, opened } = await settledFixture(
      html`<disclaimer-modal data-variant="institutional"></disclaimer-modal>`,
    );
    assert.equal(dialogOf(el), null);
    assert.deepEqual(opened, [], 'no disclaimer-modal-open event');
  });

  it('takes its heading and text from a content document, sanitised', async () => {
    const el = await fixture(html`<disclaimer-modal data-document-id="general-disclaimer"></disclaimer-modal>`);
    await openDialog(el);
    await waitUntil(() => el.shadowRoot?.querySelector('.document p'), 'the document text renders');
    const heading = shadow(el).getByRole('heading', { level: 2 }).textContent;
    assert.notEqual(heading, 'Important Information');
    assert.equal(el.shadowRoot?.querySelector('.document script'), null);
    await expectNoAxeViolations(el);
  });

  it("shows a content document's dialog once its images are in, so it does not grow and move when they arrive", async () => {
    // The document's image answers slowly; the document itself at once.
    setFault('slow@/binaries/');
    try {
      const el = await fixture(html`<disclaimer-modal data-document-id="unsafe-html-sample"></disclaimer-modal>`);
      const dialog = await openDialog(el);
      const images = [...dialog.querySelectorAll('.document img')];
      assert.equal(images.length, 1, 'the document has its image');
      assert.isTrue(
        images.every((image) => (image as HTMLImageElement).complete),
        'the image had arrived when the dialog opened',
      );
      const dialogBox = dialog.getBoundingClientRect();
      assert.isAtMost(images[0]?.getBoundingClientRect().width ?? Infinity, dialogBox.width, 'within the dialog');
    } finally {
      setFault(null);
    }
  });

  it("asks for its content document at the base the element's data-api-content names", async () => {
    const requested: string[] = [];
    const onRequest = (event: Event) => requested.push((event as CustomEvent<{ url: string }>).detail.url);
    window.addEventListener('cm-request', onRequest);
    try {
      const el = await fixture(
        html`<disclaimer-modal
          data-document-id="general-disclaimer"
          data-api-content="/institutional/resourceapi"
        ></disclaimer-modal>`,
      );
      await openDialog(el);
      await waitUntil(() => el.shadowRoot?.querySelector('.document p'), 'the document text renders');
      assert.deepEqual(requested, ['/institutional/resourceapi/halapi/documents/general-disclaimer']);
    } finally {
      window.removeEventListener('cm-request', onRequest);
    }
  });

  it('moved in the DOM while open, it is modal again: the page behind stays out of reach', async () => {
    const container = await fixture(
      html`<div><button type="button">Outside</button><disclaimer-modal></disclaimer-modal></div>`,
    );
    const el = container.querySelector('disclaimer-modal') as HTMLElement;
    const outside = container.querySelector('button') as HTMLButtonElement;
    const dialog = await openDialog(el);
    assert.ok(dialog.matches(':modal'));
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    try {
      elsewhere.append(el);
      await waitUntil(() => dialogOf(el)?.matches(':modal'), 'the moved dialog is modal again');
      outside.focus();
      assert.notEqual(document.activeElement, outside, 'the page behind cannot take focus');
      // The close event of the re-shown dialog arrives in a later task: the question must stay open after it.
      await waitUntil(() => new Promise((resolve) => setTimeout(() => resolve(true), 0)));
      assert.ok(dialogOf(el)?.open && dialogOf(el)?.matches(':modal'));
    } finally {
      el.remove();
      elsewhere.remove();
    }
  });

  it('a session flag counts by its presence, whatever its value (site spec 4)', async () => {
    sessionStorage.setItem(KEY, 'yes');
    // A control without the flag opens, so the element has rendered and run its effects when the check is made.
    const container = await fixture(
      html`<div>
        <disclaimer-modal></disclaimer-modal><disclaimer-modal data-storage-key="CM_Control"></disclaimer-modal>
      </div>`,
    );
    const [el, control] = [...container.querySelectorAll('disclaimer-modal')] as HTMLElement[];
    await openDialog(control!);
    await act(() => undefined);
    assert.equal(dialogOf(el!), null);
  });

  it('when its document fails and it has no text of its own: says so, offers Retry, and keeps an acceptance for the session only', async () => {
    expectConsoleErrors(/^ERROR RETRIEVING DATA 404 .*no-such-document/);
    const el = await fixture(html`<disclaimer-modal data-document-id="no-such-document"></disclaimer-modal>`);
    await openDialog(el);
    const alert = await waitUntil(() => shadow(el).queryByRole('alert'), 'the failure text shows');
    assert.equal(alert.textContent?.includes('The disclaimer text could not be loaded.'), true);
    assert.ok(shadow(el).getByRole('button', { name: 'Retry' }));
    await expectNoAxeViolations(el);
    assert.ok((shadow(el).getByRole('checkbox') as HTMLInputElement).checked, 'the private-device box is checked');
    shadow(el).getByRole('button', { name: 'I accept' }).click();
    await waitUntil(() => !dialogOf(el), 'the dialog closes');
    assert.equal(localStorage.getItem(KEY), null, 'nothing is stored beyond the session');
    assert.notEqual(sessionStorage.getItem(KEY), null);
  });

  it('when its document fails, its own text is the disclaimer and the acceptance is kept as usual', async () => {
    const errors = expectConsoleErrors(/^ERROR RETRIEVING DATA 404 .*no-such-document/);
    const el = await fixture(
      html`<disclaimer-modal data-document-id="no-such-document"><p>Authored disclaimer text.</p></disclaimer-modal>`,
    );
    await openDialog(el);
    await waitUntil(() => errors.messages.length > 0, 'the failure is logged');
    assert.equal(shadow(el).queryByRole('alert'), null);
    shadow(el).getByRole('button', { name: 'I accept' }).click();
    await waitUntil(() => localStorage.getItem(KEY), 'the acceptance is stored with its expiry');
  });

  it('refuses a redirect URL on another host, also written protocol-relative', async () => {
    expectConsoleErrors('data-redirect-url="//evil.example/" is not allowed');
    const el = await fixture(html`<disclaimer-modal data-redirect-url="//evil.example/"></disclaimer-modal>`);
    await openDialog(el);
    assert.equal(shadow(el).getByRole('link', { name: 'I do not accept' }).getAttribute('href'), `${location.origin}/`);
  });
});
