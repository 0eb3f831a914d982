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
  nextFrame,
  oneEvent,
  sendKeys,
  assertFocused,
  deepActiveElement,
  expectNoAxeViolations,
  expectConsoleErrors,
  uniqueKey,
} from '../../tests/browser/helpers';
import { CART_STORAGE_KEY, reloadCart, type CartItem } from '../../runtime/stores/cart';
import './element';
import '../cart-count/element';

const setFault = (value: string) => {
  document.cookie = value
    ? `cm-fault=${encodeURIComponent(value)}; path=/`
    : 'cm-fault=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

const item = (fundName: string, fileName: string, quantity: number, fundClass: string | null = 'A'): CartItem => ({
  cartId: `${fundName}_${fileName}`,
  fundName,
  productType: 'Mutual Funds',
  dDocType: fileName,
  fileName,
  fileDDocType: 'FS',
  fileUrl: '/binaries/content/assets/cm/literature/fs.pdf',
  fundClass,
  quantity,
  orderable: true,
});
const GROWTH = item('Calder Meridian Growth Fund', 'Fact Sheet', 2);
const INCOME = item('Calder Meridian Income Fund', 'Prospectus', 1, null);

function storeCart(items: unknown) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  reloadCart();
}
const heading = (el: Element) => el.shadowRoot?.querySelector('h1')?.textContent;
const fill = async (el: Element, label: string, text: string) => {
  (shadow(el).getByLabelText(label, { exact: false }) as HTMLInputElement).focus();
  await sendKeys({ type: text });
};
/**
 * The visitor's address of one test: the three engines run this file at once against one fixture backend, so each
 * test finds its own e-mail in the shared outbox by it, and nobody empties the outbox under another's feet.
 */
const visitorAddress = () => `jane.${uniqueKey()}@example.com`;
async function fillAddress(el: Element, email: string) {
  await fill(el, 'Full Name', 'Jane Advisor');
  await fill(el, 'Firm Name', '<b>Acme</b> =HYPERLINK("https://evil.example/","x")');
  await fill(el, 'Address 1', '1 Federal Street');
  await fill(el, 'City', 'Boston');
  (shadow(el).getByRole('combobox', { name: /State/ }) as HTMLSelectElement).focus();
  await sendKeys({ type: 'Massachusetts' });
  await fill(el, 'Zip Code', '02110');
  await fill(el, 'Email', email);
}
/** The messages of the demo outbox sent to `email`. */
async function outbox(email: string): Promise<Array<{ subject: string; body: string; to: string[] }>> {
  const answer = await fetch('/api/outbox');
  const { messages } = (await answer.json()) as { messages: Array<{ subject: string; body: string; to: string[] }> };
  return messages.filter((message) => message.to.includes(email));
}

describe('<cart-order> (products spec 2.16)', () => {
  beforeEach(async () => {
    localStorage.clear();
    reloadCart();
  });
  afterEach(() => setFault(''));

  it('My Cart with no item: the empty text and a disabled Check Out', async () => {
    const el = await fixture(html`<cart-order></cart-order>`);
    await waitUntil(() => heading(el) === 'My Cart', 'My Cart');
    const ui = shadow(el);
    assert.ok(ui.getByText('Your cart is currently empty.'));
    assert.isTrue((ui.getByRole('button', { name: 'Check Out' }) as HTMLButtonElement).disabled);
    assert.equal(ui.getByRole('link', { name: 'Continue Browsing' }).getAttribute('href'), '/investment-products');
    await expectNoAxeViolations(el);
  });

  it('My Cart lists the items with quantities 1-10 and Remove; changes reach the store and the header count', async () => {
    storeCart([GROWTH, INCOME]);
    const counter = await fixture(html`<cart-count></cart-count>`);
    const el = await fixture(html`<cart-order></cart-order>`);
    const ui = shadow(el);
    await waitUntil(() => ui.queryAllByRole('row').length === 3, 'two item rows');
    await nextFrame();
    await expectNoAxeViolations(el);
    const count = () => counter.shadowRoot?.querySelector('[part="count"]')?.textContent;
    assert.equal(count(), '3');
    const quantity = ui.getByRole('combobox', { name: 'Quantity: Calder Meridian Growth Fund, Fact Sheet' });
    assert.lengthOf(quantity.querySelectorAll('option'), 10);
    const changed = oneEvent<CustomEvent>(el, 'cart-order-quantity');
    quantity.focus();
    await sendKeys({ press: 'ArrowDown' });
    const detail = (await changed).detail;
    assert.equal(detail.quantity, 3);
    assert.equal(detail.cartId, GROWTH.cartId);
    await waitUntil(() => count() === String(detail.quantity + 1), 'the count follows the quantity');
    // The dropdown just used is updated in place and keeps the focus for the next key.
    assert.ok(
      ui.getByRole('combobox', { name: 'Quantity: Calder Meridian Growth Fund, Fact Sheet' }) === quantity,
      'the same dropdown',
    );
    assertFocused(quantity);
    assert.equal(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)[0].quantity, detail.quantity);
    assert.equal(ui.getAllByRole('cell', { name: 'None' }).length, 1);
    const removed = oneEvent<CustomEvent>(el, 'cart-order-remove');
    ui.getByRole('button', { name: 'Remove: Calder Meridian Income Fund, Prospectus' }).click();
    assert.deepEqual((await removed).detail, { cartId: INCOME.cartId });
    await waitUntil(() => ui.queryAllByRole('row').length === 2, 'one row left');
    await waitUntil(() => count() === String(detail.quantity), 'the count follows the removal');
  });

  it('Check Out, then Submit Order with missing fields: "{fields} is required.", the first field focused', async () => {
    storeCart([GROWTH]);
    const el = await fixture(html`<cart-order></cart-order>`);
    const ui = shadow(el);
    await waitUntil(() => ui.queryAllByRole('row').length === 2, 'the item');
    const step = oneEvent<CustomEvent>(el, 'cart-order-step');
    ui.getByRole('button', { name: 'Check Out' }).click();
    assert.deepEqual((await step).detail, { step: 'checkout' });
    assert.equal(heading(el), 'Checkout');
    assertFocused(el.shadowRoot!.querySelector('h1'), 'the focus after Check Out');
    await fill(el, 'Full Name', '   ');
    await fill(el, 'City', 'Boston');
    ui.getByRole('button', { name: 'Submit Order' }).click();
    const alert = await waitUntil(() => ui.queryByRole('alert'), 'the message');
    assert.equal(alert.textContent, 'Full Name, Address 1, State, Zip Code, Email is required.');
    assertFocused(ui.getByLabelText('Full Name', { exact: false }), 'the focus after a failed submit');
    assert.equal(ui.getByLabelText('Zip Code', { exact: false }).getAttribute('aria-invalid'), 'true');
    assert.isNull(ui.getByLabelText('City', { exact: false }).getAttribute('aria-invalid'));
    await expectNoAxeViolations(el);
    ui.getByRole('button', { name: 'Back to Cart' }).click();
    await waitUntil(() => heading(el) === 'My Cart', 'back in the cart');
  });

  it('Submit Order sends the order e-mail, shows the confirmation read-only and empties the ordered items', async () => {
    storeCart([GROWTH, INCOME]);
    const el = await fixture(html`<cart-order></cart-order>`);
    const ui = shadow(el);
    await waitUntil(() => ui.queryAllByRole('row').length === 3, 'the items');
    ui.getByRole('button', { name: 'Check Out' }).click();
    await waitUntil(() => heading(el) === 'Checkout', 'checkout');
    const email = visitorAddress();
    await fillAddress(el, email);
    const submitted = oneEvent<CustomEvent>(el, 'cart-order-submit');
    ui.getByRole('button', { name: 'Submit Order' }).click();
    assert.deepEqual((await submitted).detail, { items: 2, count: 3 });
    await waitUntil(() => heading(el) === 'Order Confirmation', 'the confirmation');
    assert.isNull(ui.queryByRole('combobox'));
    assert.isNull(ui.queryByRole('button', { name: /^Remove/ }));
    assert.deepEqual(
      ui.getAllByRole('columnheader').map((header) => header.textContent),
      ['Fund Name', 'Class', 'Literature Type', 'Quantity'],
    );
    assert.deepEqual(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!), []);
    await expectNoAxeViolations(el);
    const [message] = await outbox(email);
    assert.equal(message!.subject, 'Online Literature Order');
    assert.deepEqual(message!.to, ['literature@caldermeridian.example', email]);
    assert.equal(
      message!.body,
      [
        'The following literature was requested through the website.',
        '',
        'Requested by: Jane Advisor',
        'Firm name: <b>Acme</b> =HYPERLINK("https://evil.example/","x")',
        '1 Federal Street',
        'Boston, MA 02110',
        'Phone:',
        `Email: ${email}`,
        '',
        'Mutual Funds - Calder Meridian Growth Fund Class A - Fact Sheet - Quantity: 2',
        'Mutual Funds - Calder Meridian Income Fund Class None - Prospectus - Quantity: 1',
        '',
        'You will receive a confirmation of your order within 2 business days.',
        'Please allow 7–10 days for delivery after your order ships.',
        'If you have questions, please call Client Services at 800-555-0130, 8 a.m.–7 p.m. ET.',
        '',
        'This e-mail was sent from an address that cannot accept replies. Please do not reply to this message.',
      ].join('\n'),
    );
  });

  it('a failed order stays at checkout with the failure text, every field and item kept', async () => {
    storeCart([GROWTH]);
    setFault('500@/api/email');
    const el = await fixture(html`<cart-order></cart-order>`);
    const ui = shadow(el);
    await waitUntil(() => ui.queryAllByRole('row').length === 2, 'the item');
    ui.getByRole('button', { name: 'Check Out' }).click();
    await waitUntil(() => heading(el) === 'Checkout', 'checkout');
    const email = visitorAddress();
    await fillAddress(el, email);
    const failed = oneEvent<CustomEvent>(el, 'cart-order-error');
    ui.getByRole('button', { name: 'Submit Order' }).click();
    assert.deepEqual((await failed).detail, { section: 'Literature order', kind: 'http' });
    const alert = await waitUntil(() => ui.queryByRole('alert'), 'the failure text');
    assert.equal(alert.textContent, 'There was an error submitting this order. Please try again later.');
    // The text of what happened has the focus (never the page).
    await waitUntil(() => deepActiveElement() === alert, 'the failure text has the focus');
    assert.equal(heading(el), 'Checkout');
    assert.equal((ui.getByLabelText('Full Name', { exact: false }) as HTMLInputElement).value, 'Jane Advisor');
    assert.equal((ui.getByRole('combobox', { name: /State/ }) as HTMLSelectElement).value, 'MA');
    assert.equal(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).length, 1);
    assert.lengthOf(await outbox(email), 0);
    await expectNoAxeViolations(el);
    setFault('');
    ui.getByRole('button', { name: 'Submit Order' }).click();
    await waitUntil(() => heading(el) === 'Order Confirmation', 'the second try goes through');
  });

  it('an order the e-mail service answers with its ok flag false is a failed order: the items stay in the cart', async () => {
    // products spec 7 "Success is the response's ok flag": an HTTP 200 that says ok: false sent nothing.
    storeCart([GROWTH, INCOME]);
    setFault('refused@/api/email');
    const el = await fixture(html`<cart-order></cart-order>`);
    const ui = shadow(el);
    await waitUntil(() => ui.queryAllByRole('row').length === 3, 'the items');
    ui.getByRole('button', { name: 'Check Out' }).click();
    await waitUntil(() => heading(el) === 'Checkout', 'checkout');
    await fillAddress(el, visitorAddress());
    const failed = oneEvent<CustomEvent>(el, 'cart-order-error');
    ui.getByRole('button', { name: 'Submit Order' }).click();
    assert.deepEqual((await failed).detail, { section: 'Literature order', kind: 'http' });
    const alert = await waitUntil(() => ui.queryByRole('alert'), 'the failure text');
    assert.equal(alert.textContent, 'There was an error submitting this order. Please try again later.');
    assert.equal(heading(el), 'Checkout');
    assert.deepEqual(
      JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).map((entry: { cartId: string }) => entry.cartId),
      [GROWTH.cartId, INCOME.cartId],
    );
    setFault('');
  });

  it('Remove moves the focus to the Remove that takes its place, and to the heading when the cart is empty', async () => {
    const BOND = item('Calder Meridian Bond Fund', 'Fact Sheet', 1);
    storeCart([GROWTH, INCOME, BOND]);
    const el = await fixture(html`<cart-order></cart-order>`);
    const ui = shadow(el);
    await waitUntil(() => ui.queryAllByRole('row').length === 4, 'three item rows');
    const removeOf = (name: string) => ui.getByRole('button', { name: `Remove: ${name}` });
    /** Enter on the focused Remove, and the row gone: the cart has `rows` item rows left. */
    const pressRemove = async (rows: number) => {
      assert.match(deepActiveElement()?.getAttribute('aria-label') ?? '', /^Remove: /, 'a Remove has the focus');
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => ui.queryAllByRole('row').length === rows + 1, `${rows} item row(s) left`);
    };
    removeOf('Calder Meridian Income Fund, Prospectus').focus();
    await pressRemove(2);
    // The next row's Remove, in the place of the one removed.
    await waitUntil(() => deepActiveElement() === removeOf('Calder Meridian Bond Fund, Fact Sheet'), 'the next Remove');
    await pressRemove(1);
    // The last row gone: the row before.
    await waitUntil(
      () => deepActiveElement() === removeOf('Calder Meridian Growth Fund, Fact Sheet'),
      'the Remove before',
    );
    assert.match(deepActiveElement()?.getAttribute('aria-label') ?? '', /^Remove: /, 'a Remove has the focus');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => deepActiveElement() === ui.getByRole('heading', { name: 'My Cart' }), 'the heading');
    assert.ok(ui.getByText('Your cart is currently empty.'));
  });

  it('Submit Order says it is sending and keeps the focus; the items wait too', async () => {
    storeCart([GROWTH]);
    setFault('slow@/api/email');
    const el = await fixture(html`<cart-order></cart-order>`);
    const ui = shadow(el);
    await waitUntil(() => ui.queryAllByRole('row').length === 2, 'the item');
    ui.getByRole('button', { name: 'Check Out' }).click();
    await waitUntil(() => heading(el) === 'Checkout', 'checkout');
    await fillAddress(el, visitorAddress());
    const submit = ui.getByRole('button', { name: 'Submit Order' });
    submit.focus();
    await sendKeys({ press: 'Enter' });
    const sending = await waitUntil(() => ui.queryByRole('button', { name: 'Sending your order...' }), 'sending');
    assert.equal(sending.getAttribute('aria-busy'), 'true');
    assertFocused(sending);
    assert.ok(
      (ui.getByRole('combobox', { name: 'Quantity: Calder Meridian Growth Fund, Fact Sheet' }) as HTMLSelectElement)
        .disabled,
      'the quantities wait too',
    );
    await waitUntil(() => heading(el) === 'Order Confirmation', 'sent');
    assertFocused(ui.getByRole('heading', { name: 'Order Confirmation' }));
  });

  it('a cart emptied elsewhere during checkout goes back to the empty cart and says why', async () => {
    storeCart([GROWTH]);
    const el = await fixture(html`<cart-order></cart-order>`);
    const ui = shadow(el);
    await waitUntil(() => ui.queryAllByRole('row').length === 2, 'the item');
    ui.getByRole('button', { name: 'Check Out' }).click();
    await waitUntil(() => heading(el) === 'Checkout', 'checkout');
    (ui.getByLabelText('Full Name', { exact: false }) as HTMLInputElement).focus();
    localStorage.setItem(CART_STORAGE_KEY, '[]');
    window.dispatchEvent(
      new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: '[]', storageArea: localStorage }),
    );
    await waitUntil(() => heading(el) === 'My Cart', 'back to the cart');
    assert.equal(
      ui.getByRole('status').textContent,
      'Your cart was emptied in another window, so there is nothing to order.',
    );
    assert.ok(ui.getByText('Your cart is currently empty.'));
    await waitUntil(() => deepActiveElement() === ui.getByRole('heading', { name: 'My Cart' }), 'the heading');
    await expectNoAxeViolations(el);
  });

  it('shows what another tab does to the cart', async () => {
    storeCart([GROWTH]);
    const el = await fixture(html`<cart-order></cart-order>`);
    const ui = shadow(el);
    await waitUntil(() => ui.queryAllByRole('row').length === 2, 'the item');
    const newValue = JSON.stringify([GROWTH, INCOME]);
    localStorage.setItem(CART_STORAGE_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue, storageArea: localStorage }));
    await waitUntil(() => ui.queryAllByRole('row').length === 3, "the other tab's item shows");
  });

  it('shows a stored cart of markup, script links and wrong shapes as text, repaired', async () => {
    storeCart([
      { ...GROWTH, fundName: '<img src=x onerror=alert(1)>Fund', fileUrl: 'javascript:alert(1)', quantity: 99 },
      { cartId: 7 },
      'nonsense',
    ]);
    const el = await fixture(html`<cart-order></cart-order>`);
    const ui = shadow(el);
    await waitUntil(() => ui.queryAllByRole('row').length === 2, 'the readable item');
    assert.equal(ui.getByRole('rowheader').textContent, '<img src=x onerror=alert(1)>Fund');
    assert.equal(ui.getByRole('link', { name: 'Fact Sheet' }).getAttribute('href'), 'about:blank');
    assert.isNull(el.shadowRoot!.querySelector('tbody img'));
    assert.equal((ui.getByRole('combobox', { name: /^Quantity/ }) as HTMLSelectElement).value, '10');
  });

  it('a stored item of CSS, an off-site //host link and a style attribute loads nothing from elsewhere', async () => {
    const css = '<style>*{background:url(//evil.example/bg.png)}</style>Fund';
    storeCart([
      {
        ...GROWTH,
        fundName: css,
        fileName: '<link rel=stylesheet href=//evil.example/x.css>',
        fileUrl: '//evil.example/fs.pdf',
      },
      { ...INCOME, fundClass: '" style="background:url(//evil.example/c.png)', fileUrl: ' JaVa\tScRiPt:alert(1)' },
    ]);
    const el = await fixture(html`<cart-order></cart-order>`);
    const ui = shadow(el);
    await waitUntil(() => ui.queryAllByRole('row').length === 3, 'both items');
    assert.equal(ui.getAllByRole('rowheader')[0]!.textContent, css);
    assert.isNull(el.shadowRoot!.querySelector('tbody style, tbody link, tbody img, tbody [style]'));
    // The off-site document is a link the visitor may follow, in a new tab without access to this page; the
    // script link is about:blank.
    const offSite = ui.getByRole('link', { name: '<link rel=stylesheet href=//evil.example/x.css>' });
    assert.equal(offSite.getAttribute('target'), '_blank');
    assert.include(offSite.getAttribute('rel') ?? '', 'noopener');
    const links = el.shadowRoot!.querySelectorAll('tbody a');
    assert.equal(links[1]!.getAttribute('href'), 'about:blank');
    await nextFrame();
    // Nothing was fetched from the other host: no stylesheet, image or background.
    const requested = performance.getEntriesByType('resource').map((entry) => entry.name);
    assert.deepEqual(
      requested.filter((url) => url.includes('evil.example')),
      [],
    );
  });

  it('a bad data-order-to is reported and the demo mailbox used', async () => {
    expectConsoleErrors(
      '<cart-order>: data-order-to="literature desk" is not allowed; expected e-mail addresses separated by commas.',
    );
    const el = await fixture(html`<cart-order data-order-to="literature desk"></cart-order>`);
    await waitUntil(() => heading(el) === 'My Cart', 'My Cart');
  });
});
