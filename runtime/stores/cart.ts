/**
 * The literature cart (products spec 2.15, 2.16, 3 "Cart item", 4 "Cart", 9): one zustand store per page, shared by
 * every element, kept in local storage under fundLiteratureOrderCart as a plain array of cart items, and synced
 * from other tabs through the `storage` event. Every change is announced as `cart-changed` (runtime/events).
 *
 * zustand's persist middleware stores {state, version}; the spec's stored value is the bare array, so the store
 * reads and writes it itself through runtime/storage. What is read is repaired item by item (`repairCart`):
 * a corrupted cart loses only what cannot be read, and never breaks a page.
 */
import { createStore } from 'zustand/vanilla';
import { z } from '../zod';
import { onStorageChange, readJson, writeText } from '../storage';
import { publishPageEvent } from '../events';

/** products spec 9: "Cart: local storage key fundLiteratureOrderCart (an array); quantity 1–10". */
export const CART_STORAGE_KEY = 'fundLiteratureOrderCart';
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 10;
/** The quantity dropdown's options (products spec 2.16). */
export const CART_QUANTITIES: readonly number[] = Array.from(
  { length: CART_QUANTITY_MAX - CART_QUANTITY_MIN + 1 },
  (_, index) => CART_QUANTITY_MIN + index,
);

/**
 * products spec 2.15, 2.16: the cart page, {siteBase}/resources/literature/cart-order, where "View Cart" leads.
 * With the cart, so that the header's indicator needs nothing of the literature elements.
 */
export const CART_PAGE_PATH = '/resources/literature/cart-order';
/** products spec 2.15: the text of the link to the cart page. */
export const VIEW_CART_TEXT = 'View Cart';

/** The cart page under a site base. */
export function cartPageHref(siteBase: string): string {
  return `${siteBase.replace(/\/+$/, '')}${CART_PAGE_PATH}`;
}

/** products spec 3 "Cart item". */
export interface CartItem {
  cartId: string;
  fundName: string;
  /** The library tab's label (products spec 3 literature row: "productType (the tab label)"). */
  productType: string;
  /** The document's doc type. */
  dDocType: string;
  fileName: string;
  /** The doc type's mail-order value (the row's byEmailOrder). */
  fileDDocType: string;
  fileUrl: string;
  /** null for a document without a class (shown as None). */
  fundClass: string | null;
  /** 1-10, default 1. */
  quantity: number;
  /** products spec 3: "orderable (true)". */
  orderable: true;
}

/** What the library adds: the item's fields, with the cusip its cart id is made of. */
export interface CartItemInput extends Omit<CartItem, 'cartId' | 'quantity' | 'orderable'> {
  cusip: string | null | undefined;
  quantity?: number;
}

export interface CartState {
  items: readonly CartItem[];
}

// ---------------------------------------------------------------------------------------------------------------
// Rules (pure)

/**
 * products spec 3: "cartId: cusip plus fileName joined with underscores; fundName plus fileName when cusip is
 * 'null'". A missing or empty cusip counts as 'null'.
 */
export function cartIdOf(item: { cusip: string | null | undefined; fundName: string; fileName: string }): string {
  const cusip = item.cusip?.trim();
  return !cusip || cusip === 'null' ? `${item.fundName}_${item.fileName}` : `${cusip}_${item.fileName}`;
}

/** products spec 2.16: "the sum of item quantities, where an item without a quantity counts 1". */
export function cartCount(items: ReadonlyArray<{ quantity?: unknown }>): number {
  let count = 0;
  for (const item of items) count += typeof item.quantity === 'number' ? item.quantity : 1;
  return count;
}

/**
 * A quantity held to 1-10 (products spec 5): whole numbers, or digits as text, out of range brought to the
 * nearest limit; anything else (or none) is the default 1.
 */
export function cartQuantity(value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(number)) return CART_QUANTITY_MIN;
  return Math.min(CART_QUANTITY_MAX, Math.max(CART_QUANTITY_MIN, Math.round(number)));
}

const TEXT_FIELDS = ['productType', 'dDocType', 'fileDDocType', 'fileUrl'] as const;
const KNOWN_FIELDS = new Set(['cartId', 'fundName', 'fileName', ...TEXT_FIELDS, 'fundClass', 'quantity', 'orderable']);

export interface CartRepair {
  items: CartItem[];
  /** What was changed or dropped, one line each; empty when the stored cart was sound. */
  problems: string[];
}

/**
 * Reads a stored cart item by item (products spec 3): an entry that is not an object, or lacks a cartId, a fund
 * name or a file name, is dropped, as is a second item with an id already seen; unknown fields are left out; a
 * text field of the wrong type becomes '' (the class becomes null); the quantity is held to 1-10.
 */
export function repairCart(raw: unknown): CartRepair {
  const problems: string[] = [];
  if (raw === undefined || raw === null) return { items: [], problems };
  if (!Array.isArray(raw)) return { items: [], problems: ['the stored cart is not a list; it was emptied'] };
  const items: CartItem[] = [];
  const seen = new Set<string>();
  raw.forEach((entry: unknown, index) => {
    const where = `item ${index + 1}`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      problems.push(`${where} is not an object; dropped`);
      return;
    }
    const fields = entry as Record<string, unknown>;
    const required = ['cartId', 'fundName', 'fileName'] as const;
    const missing = required.filter((name) => typeof fields[name] !== 'string' || (fields[name] as string) === '');
    if (missing.length) {
      problems.push(`${where} has no ${missing.join(', ')}; dropped`);
      return;
    }
    const cartId = fields.cartId as string;
    if (seen.has(cartId)) {
      problems.push(`${where} repeats the id ${JSON.stringify(cartId)}; dropped`);
      return;
    }
    seen.add(cartId);
    const unknown = Object.keys(fields).filter((name) => !KNOWN_FIELDS.has(name));
    if (unknown.length) problems.push(`${where}: unknown fields ${unknown.join(', ')} left out`);
    const text = (name: (typeof TEXT_FIELDS)[number]) => {
      const value = fields[name];
      if (typeof value === 'string') return value;
      if (value !== undefined) problems.push(`${where}: ${name} is not text; emptied`);
      return '';
    };
    const [productType, dDocType, fileDDocType, fileUrl] = TEXT_FIELDS.map(text) as [string, string, string, string];
    const fundClass = fields.fundClass;
    if (fundClass !== undefined && fundClass !== null && typeof fundClass !== 'string')
      problems.push(`${where}: fundClass is not text; emptied`);
    const quantity = cartQuantity(fields.quantity);
    if (fields.quantity !== undefined && fields.quantity !== quantity)
      problems.push(`${where}: quantity ${JSON.stringify(fields.quantity)} became ${quantity}`);
    items.push({
      cartId,
      fundName: fields.fundName as string,
      productType,
      dDocType,
      fileName: fields.fileName as string,
      fileDDocType,
      fileUrl,
      fundClass: typeof fundClass === 'string' && fundClass !== '' ? fundClass : null,
      quantity,
      orderable: true,
    });
  });
  return { items, problems };
}

export function isInCart(items: readonly CartItem[], cartId: string): boolean {
  return items.some((item) => item.cartId === cartId);
}

// ---------------------------------------------------------------------------------------------------------------
// The store

/** The text last written or read, so the page's own writes coming back through onStorageChange are ignored. */
let storedText: string | undefined;

/** Reads and repairs the stored cart; a repaired cart is written back, once, with a warning naming what changed. */
function readStoredCart(): CartItem[] {
  const raw = readJson('local', CART_STORAGE_KEY, z.unknown());
  const { items, problems } = repairCart(raw);
  const text = JSON.stringify(items);
  storedText = raw === undefined ? undefined : text;
  if (problems.length) {
    console.warn(`[cm] local storage "${CART_STORAGE_KEY}" was repaired: ${problems.join('; ')}.`);
    writeText('local', CART_STORAGE_KEY, text);
  }
  return items;
}

export const cartStore = createStore<CartState>()(() => ({ items: readStoredCart() }));

cartStore.subscribe((state, previous) => {
  if (state.items !== previous.items) publishPageEvent('cart-changed', { count: cartCount(state.items) });
});

function commit(items: CartItem[]): void {
  storedText = JSON.stringify(items);
  // Blocked or full storage: the page keeps its cart in memory all the same.
  writeText('local', CART_STORAGE_KEY, storedText);
  cartStore.setState({ items });
}

/**
 * Reads the stored cart again (another tab changed it) and updates the store when it differs. Called by the
 * `storage` event; tests and page scripts may call it too.
 */
export function reloadCart(): void {
  const items = readStoredCart();
  if (JSON.stringify(items) !== JSON.stringify(cartStore.getState().items)) cartStore.setState({ items });
}

if (typeof window !== 'undefined') {
  onStorageChange(CART_STORAGE_KEY, (newValue) => {
    if (newValue !== null && newValue === storedText) return;
    reloadCart();
  });
}

/** products spec 4: ticking Mail Order adds the item ("In Cart"); an item already in the cart is left as it is. */
export function addToCart(input: CartItemInput): void {
  const cartId = cartIdOf(input);
  const { items } = cartStore.getState();
  if (isInCart(items, cartId)) return;
  const item: CartItem = {
    cartId,
    fundName: input.fundName,
    productType: input.productType,
    dDocType: input.dDocType,
    fileName: input.fileName,
    fileDDocType: input.fileDDocType,
    fileUrl: input.fileUrl,
    fundClass: input.fundClass,
    quantity: cartQuantity(input.quantity),
    orderable: true,
  };
  commit([...items, item]);
}

/** products spec 4: unticking Mail Order, or Remove in the cart, deletes the item. */
export function removeFromCart(cartId: string): void {
  removeManyFromCart([cartId]);
}

/** products spec 4: "All ordered items are then removed from the cart" (items added meanwhile stay). */
export function removeManyFromCart(cartIds: Iterable<string>): void {
  const ids = new Set(cartIds);
  const { items } = cartStore.getState();
  const kept = items.filter((item) => !ids.has(item.cartId));
  if (kept.length !== items.length) commit(kept);
}

/** products spec 4: "A quantity change updates the item", held to 1-10. */
export function setCartQuantity(cartId: string, quantity: number): void {
  const { items } = cartStore.getState();
  const value = cartQuantity(quantity);
  if (!items.some((item) => item.cartId === cartId && item.quantity !== value)) return;
  commit(items.map((item) => (item.cartId === cartId ? { ...item, quantity: value } : item)));
}
