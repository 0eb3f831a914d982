import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../runtime/stores/cart';
import { MAILING_FIELDS, US_STATES } from '../../services/literature-vocabulary';
import {
  canCheckOut,
  cartOrderReducer,
  checkAddress,
  cleanAddress,
  continueBrowsingHref,
  EMPTY_ADDRESS,
  fieldText,
  INITIAL_CART_ORDER_STATE,
  itemsTable,
  orderEmail,
  orderEmailBody,
  orderItemLine,
  orderMailboxes,
  orderRecipients,
  requiredMessage,
  stepHeading,
  type CartOrderState,
  type MailingAddress,
} from './model';

const GROWTH: CartItem = {
  cartId: '123456789_Fact Sheet',
  fundName: 'Calder Meridian Growth Fund',
  productType: 'Mutual Funds',
  dDocType: 'Fact Sheet',
  fileName: 'Fact Sheet',
  fileDDocType: 'FS',
  fileUrl: '/binaries/fs.pdf',
  fundClass: 'A',
  quantity: 2,
  orderable: true,
};
const SMA: CartItem = {
  cartId: 'Core Fixed Income_2026 Annual Report',
  fundName: 'Core Fixed Income',
  productType: 'Separately Managed Accounts',
  dDocType: 'Shareholder Reports',
  fileName: '2026 Annual Report',
  fileDDocType: 'SHR',
  fileUrl: '/binaries/ar.pdf',
  fundClass: null,
  quantity: 1,
  orderable: true,
};
const ADDRESS: MailingAddress = {
  name: '  Jane Doe ',
  firmname: 'Doe Advisors',
  address1: '1 Main Street',
  address2: 'Suite 200',
  city: 'Boston',
  state: 'MA',
  zip: '02110',
  phone: '617-555-0100',
  email: 'jane@doe.example',
};

describe('steps (products spec 2.16)', () => {
  it('heads each step with its title', () => {
    expect(['cart', 'checkout', 'confirmation'].map((step) => stepHeading(step as never))).toEqual([
      'My Cart',
      'Checkout',
      'Order Confirmation',
    ]);
  });

  it('allows Check Out only with items, and Continue Browsing leads to {siteBase}/investment-products', () => {
    expect(canCheckOut([])).toBe(false);
    expect(canCheckOut([GROWTH])).toBe(true);
    expect(continueBrowsingHref('/investor')).toBe('/investor/investment-products');
  });

  it('leads Continue Browsing to one /investment-products however many slashes end the site base', () => {
    expect(continueBrowsingHref('/investor/')).toBe('/investor/investment-products');
    expect(continueBrowsingHref('/investor//')).toBe('/investor/investment-products');
    expect(continueBrowsingHref('')).toBe('/investment-products');
  });

  it('makes quantities read-only and hides Remove at confirmation only', () => {
    expect(itemsTable('cart')).toEqual({ quantityEditable: true, removable: true });
    expect(itemsTable('checkout')).toEqual({ quantityEditable: true, removable: true });
    expect(itemsTable('confirmation')).toEqual({ quantityEditable: false, removable: false });
  });
});

describe('checkout validation (products spec 5)', () => {
  it('offers the 50 states plus DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(US_STATES.find((s) => s.code === 'DC')?.name).toBe('District of Columbia');
  });

  it('lists every missing required label, joined by ", ", then " is required."', () => {
    expect(checkAddress(EMPTY_ADDRESS).message).toBe('Full Name, Address 1, City, State, Zip Code, Email is required.');
    expect(checkAddress({ ...ADDRESS, address1: '', zip: '' }).message).toBe('Address 1, Zip Code is required.');
    expect(requiredMessage(['Full Name', 'City'])).toBe('Full Name, City is required.');
  });

  it('counts a field of spaces as missing, and Firm Name, Address 2 and Phone as optional', () => {
    const check = checkAddress({ ...ADDRESS, name: '   ', firmname: '', address2: '', phone: '' });
    expect(check.missing.map((rule) => rule.label)).toEqual(['Full Name']);
  });

  it('counts a state outside the 51 options as missing', () => {
    expect(checkAddress({ ...ADDRESS, state: 'XX' }).message).toBe('State is required.');
    expect(cleanAddress({ ...ADDRESS, state: 'ma' }).state).toBe('MA');
  });

  it('trims every field and holds it to its maximum length', () => {
    const long = 'x'.repeat(300);
    const clean = cleanAddress({ ...ADDRESS, name: `  ${long}`, zip: ' 02110-12345678 ', phone: '1'.repeat(60) });
    expect(clean.name).toHaveLength(255);
    expect(clean.zip).toBe('02110-1234');
    expect(clean.phone).toHaveLength(50);
    expect(MAILING_FIELDS.map((rule) => [rule.name, rule.maxLength])).toEqual([
      ['name', 255],
      ['firmname', 255],
      ['address1', 255],
      ['address2', 255],
      ['city', 255],
      ['state', undefined],
      ['zip', 10],
      ['phone', 50],
      ['email', 255],
    ]);
  });

  it('trims a field again when its limit cuts it after a space', () => {
    const clean = cleanAddress({ ...ADDRESS, name: `${'x'.repeat(254)} Doe`, zip: '021101234 5' });
    expect(clean.name).toBe('x'.repeat(254));
    expect(clean.zip).toBe('021101234');
  });

  it('counts a field missing from the address object as empty', () => {
    const { city: _city, ...withoutCity } = ADDRESS;
    const check = checkAddress(withoutCity as MailingAddress);
    expect(check.address.city).toBe('');
    expect(check.message).toBe('City is required.');
  });

  it('keeps each field on one line', () => {
    expect(fieldText('Jane\nRequested by: Mallory\r\tDoe')).toBe('Jane Requested by: Mallory  Doe');
  });

  it('drops the bidirectional formatting characters that hide or reorder text', () => {
    expect(fieldText('Jane \u202etxt.exe\u202c Doe\u2066\u200f')).toBe('Jane txt.exe Doe');
  });
});

describe('the order e-mail (products spec 7)', () => {
  it('has the body lines exactly as the spec lists them', () => {
    expect(orderEmailBody(ADDRESS, [GROWTH, SMA], '800-555-0130').split('\n')).toEqual([
      'The following literature was requested through the website.',
      '',
      'Requested by: Jane Doe',
      'Firm name: Doe Advisors',
      '1 Main Street',
      'Suite 200',
      'Boston, MA 02110',
      'Phone: 617-555-0100',
      'Email: jane@doe.example',
      '',
      'Mutual Funds - Calder Meridian Growth Fund Class A - Fact Sheet - Quantity: 2',
      'Separately Managed Accounts - Core Fixed Income Class None - 2026 Annual Report - Quantity: 1',
      '',
      'You will receive a confirmation of your order within 2 business days.',
      'Please allow 7–10 days for delivery after your order ships.',
      'If you have questions, please call Client Services at 800-555-0130, 8 a.m.–7 p.m. ET.',
      '',
      'This e-mail was sent from an address that cannot accept replies. Please do not reply to this message.',
    ]);
  });

  it('leaves out an empty Address 2 and keeps the labels of empty optional fields', () => {
    const lines = orderEmailBody({ ...ADDRESS, firmname: '', address2: ' ', phone: '' }, [GROWTH], '800').split('\n');
    expect(lines.slice(2, 8)).toEqual([
      'Requested by: Jane Doe',
      'Firm name:',
      '1 Main Street',
      'Boston, MA 02110',
      'Phone:',
      'Email: jane@doe.example',
    ]);
  });

  it('never carries markup or extra lines from the form or the cart', () => {
    const body = orderEmailBody(
      { ...ADDRESS, name: '<b>Jane</b>\nQuantity: 99' },
      [{ ...GROWTH, fundName: 'Growth\r\nFund', quantity: 50 }],
      '800',
    );
    expect(body).toContain('Requested by: <b>Jane</b> Quantity: 99\n');
    expect(body).toContain('Mutual Funds - Growth  Fund Class A - Fact Sheet - Quantity: 10\n');
    expect(body.split('\n')).toHaveLength(17);
    expect(orderItemLine({ ...GROWTH, fundClass: '' })).toBe(
      'Mutual Funds - Calder Meridian Growth Fund Class None - Fact Sheet - Quantity: 2',
    );
  });

  it("sends 'Online Literature Order' to the mailboxes and the visitor's address", () => {
    const message = orderEmail(ADDRESS, [GROWTH], {
      from: 'no-reply@caldermeridian.example',
      to: ['literature@caldermeridian.example'],
      phone: '800-555-0130',
    });
    expect(message.subject).toBe('Online Literature Order');
    expect(message.from).toBe('no-reply@caldermeridian.example');
    expect(message.to).toEqual(['literature@caldermeridian.example', 'jane@doe.example']);
    expect(message.body).toBe(orderEmailBody(ADDRESS, [GROWTH], '800-555-0130'));
  });

  it('leaves out a visitor address that is not one, and sends an address once', () => {
    expect(orderRecipients(['desk@firm.example'], 'jane@')).toEqual(['desk@firm.example']);
    expect(orderRecipients(['desk@firm.example'], 'DESK@firm.example')).toEqual(['desk@firm.example']);
  });

  it("sends to the visitor's address typed with spaces around it", () => {
    expect(orderRecipients(['desk@firm.example'], ' jane@doe.example ')).toEqual([
      'desk@firm.example',
      'jane@doe.example',
    ]);
  });

  it("writes each item line without the spaces around the cart's names, and a class of spaces as None", () => {
    expect(
      orderItemLine({
        ...GROWTH,
        productType: ' Mutual Funds ',
        fundName: ' Calder Meridian Growth Fund ',
        fundClass: ' ',
        fileName: ' Fact Sheet ',
      }),
    ).toBe('Mutual Funds - Calder Meridian Growth Fund Class None - Fact Sheet - Quantity: 2');
    expect(orderItemLine({ ...GROWTH, fundClass: ' A ' })).toBe(
      'Mutual Funds - Calder Meridian Growth Fund Class A - Fact Sheet - Quantity: 2',
    );
  });
});

describe('the order mailboxes (data-order-to, products spec 7)', () => {
  const FALLBACK = ['literature@caldermeridian.example'];

  it('reads the addresses separated by commas, semicolons or spaces', () => {
    expect(
      orderMailboxes('desk@firm.example, ops@firm.example;  west@firm.example\nla@firm.example', FALLBACK),
    ).toEqual(['desk@firm.example', 'ops@firm.example', 'west@firm.example', 'la@firm.example']);
  });

  it('leaves out what is not an address', () => {
    expect(orderMailboxes('desk@firm.example, nobody, ops@', FALLBACK)).toEqual(['desk@firm.example']);
  });

  it('sends to the default mailboxes without the attribute, or when it holds no address', () => {
    expect(orderMailboxes(undefined, FALLBACK)).toEqual(FALLBACK);
    expect(orderMailboxes('', FALLBACK)).toEqual(FALLBACK);
    expect(orderMailboxes('nobody; ops@', FALLBACK)).toEqual(FALLBACK);
  });
});

describe('the cart order steps (products spec 4 "Cart")', () => {
  const at = (fields: Partial<CartOrderState>): CartOrderState => ({ ...INITIAL_CART_ORDER_STATE, ...fields });
  const filled = at({ step: 'checkout', address: ADDRESS });

  it('goes to checkout on Check Out, not with an empty cart, and back on Back to Cart', () => {
    expect(cartOrderReducer(INITIAL_CART_ORDER_STATE, { type: 'check-out', items: [] })).toBe(INITIAL_CART_ORDER_STATE);
    const checkout = cartOrderReducer(INITIAL_CART_ORDER_STATE, { type: 'check-out', items: [GROWTH] });
    expect(checkout.step).toBe('checkout');
    expect(cartOrderReducer({ ...checkout, message: 'City is required.' }, { type: 'back-to-cart' })).toEqual(
      at({ step: 'cart' }),
    );
  });

  it("opens the checkout without the last visit's messages", () => {
    const back = at({ step: 'cart', notice: 'Your cart was emptied in another window, so there is nothing to order.' });
    expect(cartOrderReducer(back, { type: 'check-out', items: [GROWTH] })).toEqual(at({ step: 'checkout' }));
  });

  it('keeps the checkout as it is on a second Check Out', () => {
    const shown = at({ step: 'checkout', address: ADDRESS, message: 'City is required.', missing: ['city'] });
    expect(cartOrderReducer(shown, { type: 'check-out', items: [GROWTH] })).toBe(shown);
  });

  it('moves Back to Cart from the checkout only', () => {
    const confirmed = at({ step: 'confirmation', ordered: [GROWTH] });
    expect(cartOrderReducer(confirmed, { type: 'back-to-cart' })).toBe(confirmed);
  });

  it('sends no order from outside the checkout', () => {
    const cart = at({ step: 'cart', address: ADDRESS });
    expect(cartOrderReducer(cart, { type: 'submit', items: [GROWTH] })).toBe(cart);
  });

  it('keeps typed text on one line within the limit', () => {
    const state = cartOrderReducer(at({ step: 'checkout' }), { type: 'edit', field: 'zip', value: '02110-1234567' });
    expect(state.address.zip).toBe('02110-1234');
  });

  it('stays at checkout with "{fields} is required." and the trimmed fields', () => {
    const state = cartOrderReducer(at({ step: 'checkout', address: { ...ADDRESS, city: ' ' } }), {
      type: 'submit',
      items: [GROWTH],
    });
    expect(state).toMatchObject({
      step: 'checkout',
      submitting: false,
      message: 'City is required.',
      missing: ['city'],
    });
    expect(state.address.name).toBe('Jane Doe');
  });

  it('submits a valid address once, then confirms with the ordered items on the ok flag', () => {
    const submitting = cartOrderReducer(filled, { type: 'submit', items: [GROWTH] });
    expect(submitting).toMatchObject({ submitting: true, message: undefined, missing: [] });
    expect(cartOrderReducer(submitting, { type: 'submit', items: [GROWTH] })).toBe(submitting);
    expect(cartOrderReducer(submitting, { type: 'edit', field: 'city', value: 'X' })).toBe(submitting);
    expect(cartOrderReducer(submitting, { type: 'back-to-cart' })).toBe(submitting);
    const confirmed = cartOrderReducer(submitting, { type: 'sent', ordered: [GROWTH] });
    expect(confirmed).toMatchObject({ step: 'confirmation', submitting: false, ordered: [GROWTH] });
  });

  it('stays at checkout with the failure text and every field on failure', () => {
    const submitting = cartOrderReducer(filled, { type: 'submit', items: [GROWTH] });
    const failed = cartOrderReducer(submitting, { type: 'failed' });
    expect(failed).toMatchObject({
      step: 'checkout',
      submitting: false,
      message: 'There was an error submitting this order. Please try again later.',
    });
    expect(failed.address).toEqual(cleanAddress(ADDRESS));
  });

  it('goes back to the cart when the cart was emptied meanwhile (in another tab)', () => {
    expect(cartOrderReducer(filled, { type: 'submit', items: [] }).step).toBe('cart');
    const shown = at({ step: 'checkout', address: ADDRESS, message: 'City is required.', missing: ['city'] });
    expect(cartOrderReducer(shown, { type: 'submit', items: [] })).toEqual(at({ step: 'cart', address: ADDRESS }));
  });

  it('shows the empty cart with why, keeping the address, when the cart is emptied during the checkout', () => {
    const shown = at({ step: 'checkout', address: ADDRESS, message: 'City is required.', missing: ['city'] });
    expect(cartOrderReducer(shown, { type: 'emptied' })).toEqual(
      at({
        step: 'cart',
        address: ADDRESS,
        notice: 'Your cart was emptied in another window, so there is nothing to order.',
      }),
    );
  });

  it('lets an order on its way finish when the cart is emptied, and ignores an emptying outside the checkout', () => {
    const submitting = cartOrderReducer(filled, { type: 'submit', items: [GROWTH] });
    expect(cartOrderReducer(submitting, { type: 'emptied' })).toBe(submitting);
    const cart = at({ step: 'cart' });
    expect(cartOrderReducer(cart, { type: 'emptied' })).toBe(cart);
    const confirmed = at({ step: 'confirmation', ordered: [GROWTH] });
    expect(cartOrderReducer(confirmed, { type: 'emptied' })).toBe(confirmed);
  });

  it('ignores an answer that comes when no order is on its way', () => {
    expect(cartOrderReducer(filled, { type: 'sent', ordered: [GROWTH] })).toBe(filled);
    expect(cartOrderReducer(filled, { type: 'failed' })).toBe(filled);
  });
});
