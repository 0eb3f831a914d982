import {
  describe,
  it,
  beforeEach,
  assert,
  fixture,
  html,
  shadow,
  waitUntil,
  expectNoAxeViolations,
  expectConsoleErrors,
} from '../../tests/browser/helpers';
import { CART_STORAGE_KEY, reloadCart, type CartItem } from '../../runtime/stores/cart';
import './element';

const item = (fundName: string, fileName: string, quantity: number): CartItem => ({
  cartId: `${fundName}_${fileName}`,
  fundName,
  productType: 'Mutual Funds',
  dDocType: fileName,
  fileName,
  fileDDocType: 'FS',
  fileUrl: '/binaries/content/assets/cm/literature/fs.pdf',
  fundClass: 'A',
  quantity,
  orderable: true,
});
const GROWTH = item('Calder Meridian Growth Fund', 'Fact Sheet', 2);
const INCOME = item('Calder Meridian Income Fund', 'Prospectus', 1);

describe('<cart-count> (products spec 2.16)', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadCart();
  });

  it('shows the sum of the quantities, an item without one counting 1, and links to the cart page', async () => {
    const noQuantity: Partial<CartItem> = { ...INCOME };
    delete noQuantity.quantity;
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([GROWTH, noQuantity]));
    reloadCart();
    const el = await fixture(html`<cart-count></cart-count>`);
    const link = await waitUntil(() => shadow(el).queryByRole('link'), 'the link');
    assert.equal(link.textContent, 'View Cart 3');
    assert.equal(link.getAttribute('href'), '/resources/literature/cart-order');
    await expectNoAxeViolations(el);
  });

  it('follows another tab and takes data-cart-url on this site only', async () => {
    expectConsoleErrors('<cart-count>: data-cart-url="https://evil.example/cart" is not allowed');
    const el = await fixture(html`<cart-count data-cart-url="https://evil.example/cart"></cart-count>`);
    const link = await waitUntil(() => shadow(el).queryByRole('link'), 'the link');
    assert.equal(link.getAttribute('href'), '/resources/literature/cart-order');
    const newValue = JSON.stringify([{ ...GROWTH, quantity: 7 }]);
    localStorage.setItem(CART_STORAGE_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue, storageArea: localStorage }));
    await waitUntil(() => link.textContent === 'View Cart 7', "the other tab's count");
  });
});
