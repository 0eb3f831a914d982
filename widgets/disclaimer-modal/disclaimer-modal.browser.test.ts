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
  expectNoAxeViolations,
  expectConsoleErrors,
  fixClock,
  act,
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
    assert.equal(ui.getByRole('link', { name: 'I do not accept' }).getAttribute('href'), '/');
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
    assert.equal(deepActiveElement(), ui.getByRole('link', { name: 'I do not accept' }));
    await sendKeys({ press: 'Tab' });
    assert.equal(deepActiveElement(), ui.getByRole('button', { name: 'I accept' }));
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
    assert.equal(link.getAttribute('href'), '/investor');
    link.click();
    assert.deepEqual((await declined).detail, { url: '/investor' });
    assert.equal(location.pathname.startsWith('/investor'), false);
  });

  it('refuses a javascript: redirect URL (link rule)', async () => {
    const el = await fixture(html`<disclaimer-modal data-redirect-url="javascript:alert(1)"></disclaimer-modal>`);
    await openDialog(el);
    assert.equal(shadow(el).getByRole('link', { name: 'I do not accept' }).getAttribute('href'), 'about:blank');
  });

  it('a bad data-expiry-days logs one clear error, shows a notice and uses 30 days', async () => {
    const errors = expectConsoleErrors('data-expiry-days="soon" is not allowed');
    fixClock(NOW);
    const el = await fixture(
      html`<disclaimer-modal data-expiry-days="soon" data-environment="demo"></disclaimer-modal>`,
    );
    await openDialog(el);
    const message =
      '<disclaimer-modal>: data-expiry-days="soon" is not allowed; expected a number of days greater than 0 and at most 3650. Until it is fixed, using the default 30.';
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
});
