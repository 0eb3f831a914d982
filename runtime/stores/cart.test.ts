import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onPageEvent } from '../events';
import {
  addToCart,
  CART_QUANTITIES,
  CART_STORAGE_KEY,
  cartCount,
  cartIdOf,
  cartPageHref,
  cartQuantity,
  cartStore,
  reloadCart,
  removeFromCart,
  removeManyFromCart,
  repairCart,
  setCartQuantity,
  type CartItem,
  type CartItemInput,
} from './cart';

const FACT_SHEET: CartItemInput = {
  cusip: '19V63F3L8',
  fundName: 'Calder Meridian Growth Fund',
  productType: 'Mutual Funds',
  dDocType: 'Fact Sheet',
  fileName: 'Fact Sheet',
  fileDDocType: 'FS',
  fileUrl: '/binaries/content/assets/cm/literature/growth-fs.pdf',
  fundClass: 'A',
};
const SMA_REPORT: CartItemInput = {
  cusip: 'null',
  fundName: 'Core Fixed Income SMA',
  productType: 'Separately Managed Accounts',
  dDocType: 'Shareholder Reports',
  fileName: '2026 Annual Report',
  fileDDocType: 'AR',
  fileUrl: '/binaries/content/assets/cm/sma/ar.pdf',
  fundClass: null,
};

function item(input: CartItemInput, quantity = 1): CartItem {
  const { cusip: _cusip, quantity: _quantity, ...fields } = input;
  return { cartId: cartIdOf(input), ...fields, quantity, orderable: true };
}

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as unknown;
const counts: number[] = [];
let off: () => void;

beforeEach(() => {
  cartStore.setState({ items: [] }, true);
  counts.length = 0;
  off = onPageEvent('cart-changed', ({ count }) => counts.push(count));
});
afterEach(() => {
  off();
  vi.restoreAllMocks();
});

describe('cart ids (products spec 3)', () => {
  it('joins the cusip and the file name with an underscore', () => {
    expect(cartIdOf(FACT_SHEET)).toBe('19V63F3L8_Fact Sheet');
  });

  it("uses the fund name instead when the cusip is 'null', missing or empty", () => {
    expect(cartIdOf(SMA_REPORT)).toBe('Core Fixed Income SMA_2026 Annual Report');
    expect(cartIdOf({ ...SMA_REPORT, cusip: undefined })).toBe('Core Fixed Income SMA_2026 Annual Report');
    expect(cartIdOf({ ...SMA_REPORT, cusip: ' ' })).toBe('Core Fixed Income SMA_2026 Annual Report');
  });
});

describe('count (products spec 2.16)', () => {
  it('is the sum of the quantities, an item without one counting 1', () => {
    expect(cartCount([])).toBe(0);
    expect(cartCount([{ quantity: 3 }, {}, { quantity: 10 }])).toBe(14);
  });
});

describe('quantity 1-10 (products spec 5)', () => {
  it('offers 1 to 10 in the dropdown', () => {
    expect(CART_QUANTITIES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('brings values out of range to the nearest limit and reads digits given as text', () => {
    expect(cartQuantity(0)).toBe(1);
    expect(cartQuantity(-4)).toBe(1);
    expect(cartQuantity(11)).toBe(10);
    expect(cartQuantity(2.6)).toBe(3);
    expect(cartQuantity('7')).toBe(7);
  });

  it('gives the default 1 to anything that is not a number', () => {
    for (const value of [undefined, null, NaN, Infinity, 'two', '3.5', {}, true]) expect(cartQuantity(value)).toBe(1);
  });
});

describe('repairCart: a corrupted stored cart is recovered item by item', () => {
  it('keeps a sound cart as it is, with no problem', () => {
    const items = [item(FACT_SHEET, 2), item(SMA_REPORT)];
    expect(repairCart(JSON.parse(JSON.stringify(items)))).toEqual({ items, problems: [] });
  });

  it('drops entries that are not objects or lack an id, a fund name or a file name', () => {
    const good = item(FACT_SHEET);
    const { items, problems } = repairCart([
      null,
      'text',
      [good],
      { ...good, cartId: 7 },
      { ...good, cartId: 'x', fundName: '' },
      { cartId: 'y', fundName: 'Fund' },
      good,
    ]);
    expect(items).toEqual([good]);
    expect(problems).toHaveLength(6);
    expect(problems[3]).toBe('item 4 has no cartId; dropped');
    expect(problems[5]).toBe('item 6 has no fileName; dropped');
  });

  it('leaves out unknown fields and empties text fields of the wrong type', () => {
    const { items, problems } = repairCart([
      { ...item(FACT_SHEET), productType: 5, fundClass: { a: 1 }, secret: '<img src=x onerror=alert(1)>', cusip: 'x' },
    ]);
    expect(items).toEqual([{ ...item(FACT_SHEET), productType: '', fundClass: null }]);
    expect(items[0]).not.toHaveProperty('secret');
    expect(problems).toEqual([
      'item 1: unknown fields secret, cusip left out',
      'item 1: productType is not text; emptied',
      'item 1: fundClass is not text; emptied',
    ]);
  });

  it('holds quantities to 1-10 and gives a missing one the default 1', () => {
    const entries = [0, 25, 'four', undefined].map((quantity, index) => ({
      ...item({ ...FACT_SHEET, fileName: `File ${index}` }),
      quantity,
    }));
    expect(repairCart(entries).items.map((entry) => entry.quantity)).toEqual([1, 10, 1, 1]);
  });

  it('keeps the first of two items with the same id', () => {
    const first = item(FACT_SHEET, 4);
    const { items, problems } = repairCart([first, { ...first, quantity: 9 }]);
    expect(items).toEqual([first]);
    expect(problems).toEqual([`item 2 repeats the id "19V63F3L8_Fact Sheet"; dropped`]);
  });

  it('empties a stored value that is not a list, and reads nothing stored as an empty cart', () => {
    expect(repairCart({ items: [] })).toEqual({
      items: [],
      problems: ['the stored cart is not a list; it was emptied'],
    });
    expect(repairCart(undefined)).toEqual({ items: [], problems: [] });
  });
});

describe('the cart store', () => {
  it('adds an item once, stores the cart as a bare array and announces the count', () => {
    addToCart(FACT_SHEET);
    addToCart(FACT_SHEET);
    addToCart({ ...SMA_REPORT, quantity: 3 });
    expect(cartStore.getState().items).toEqual([item(FACT_SHEET), item(SMA_REPORT, 3)]);
    expect(stored()).toEqual([item(FACT_SHEET), item(SMA_REPORT, 3)]);
    expect(counts).toEqual([1, 4]);
  });

  it('changes a quantity within 1-10, and removes items', () => {
    addToCart(FACT_SHEET);
    addToCart(SMA_REPORT);
    setCartQuantity(cartIdOf(FACT_SHEET), 12);
    expect(cartStore.getState().items[0]?.quantity).toBe(10);
    setCartQuantity(cartIdOf(FACT_SHEET), 10);
    setCartQuantity('not in the cart', 2);
    removeFromCart(cartIdOf(SMA_REPORT));
    expect(stored()).toEqual([item(FACT_SHEET, 10)]);
    expect(counts).toEqual([1, 2, 11, 10]);
  });

  it('removing an item that is not in the cart writes nothing and announces nothing', () => {
    addToCart(FACT_SHEET);
    const write = vi.spyOn(Storage.prototype, 'setItem');
    removeFromCart('not in the cart');
    removeManyFromCart([]);
    expect(write).not.toHaveBeenCalled();
    expect(counts).toEqual([1]);
    expect(cartStore.getState().items).toEqual([item(FACT_SHEET)]);
  });

  it('removes the ordered items and keeps one added meanwhile', () => {
    addToCart(FACT_SHEET);
    addToCart(SMA_REPORT);
    removeManyFromCart([cartIdOf(FACT_SHEET), 'gone already']);
    expect(cartStore.getState().items).toEqual([item(SMA_REPORT)]);
  });

  it('is the same cart for every subscriber on the page', () => {
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = cartStore.subscribe(first);
    const offSecond = cartStore.subscribe(second);
    addToCart(FACT_SHEET);
    offFirst();
    offSecond();
    expect(first.mock.calls[0]?.[0]).toBe(second.mock.calls[0]?.[0]);
  });

  it('keeps working in memory when storage refuses the write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    addToCart(FACT_SHEET);
    expect(cartStore.getState().items).toEqual([item(FACT_SHEET)]);
    expect(counts).toEqual([1]);
  });
});

describe('reading the stored cart', () => {
  it('repairs a corrupted cart, writes the repaired array back and names the problems once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        item(FACT_SHEET, 2),
        42,
        { ...item(FACT_SHEET), quantity: 5 },
        { ...item(SMA_REPORT), quantity: 99 },
      ]),
    );
    reloadCart();
    expect(cartStore.getState().items).toEqual([item(FACT_SHEET, 2), item(SMA_REPORT, 10)]);
    expect(stored()).toEqual([item(FACT_SHEET, 2), item(SMA_REPORT, 10)]);
    expect(counts).toEqual([12]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('item 2 is not an object; dropped');
    reloadCart();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('treats stored text that is not JSON as an empty cart', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    addToCart(FACT_SHEET);
    localStorage.setItem(CART_STORAGE_KEY, '[{"cartId":');
    expect(() => reloadCart()).not.toThrow();
    expect(cartStore.getState().items).toEqual([]);
  });
});

describe('another tab (the storage event)', () => {
  function changeInOtherTab(value: string | null) {
    if (value === null) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: value }));
  }

  it("shows the other tab's cart here without a reload and announces the count", () => {
    addToCart(FACT_SHEET);
    changeInOtherTab(JSON.stringify([item(FACT_SHEET, 6), item(SMA_REPORT)]));
    expect(cartStore.getState().items).toEqual([item(FACT_SHEET, 6), item(SMA_REPORT)]);
    expect(counts).toEqual([1, 7]);
  });

  it('empties the cart when the other tab removed it, or cleared the storage', () => {
    addToCart(FACT_SHEET);
    changeInOtherTab(null);
    expect(cartStore.getState().items).toEqual([]);
    addToCart(SMA_REPORT);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(cartStore.getState().items).toEqual([]);
    expect(counts).toEqual([1, 0, 1, 0]);
  });

  it("repairs a corrupted value from the other tab, and ignores other keys' changes", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    changeInOtherTab(JSON.stringify([{ ...item(FACT_SHEET), quantity: -1 }, 'junk']));
    expect(cartStore.getState().items).toEqual([item(FACT_SHEET)]);
    expect(stored()).toEqual([item(FACT_SHEET)]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '[]' }));
    expect(cartStore.getState().items).toEqual([item(FACT_SHEET)]);
    expect(counts).toEqual([1]);
  });
});

describe('"View Cart" (products spec 2.15)', () => {
  it('leads to {siteBase}/resources/literature/cart-order', () => {
    expect(cartPageHref('')).toBe('/resources/literature/cart-order');
    expect(cartPageHref('/investor')).toBe('/investor/resources/literature/cart-order');
  });
});
