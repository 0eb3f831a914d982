import { useStore } from 'zustand';
import type { AttributeValues } from '../../runtime/attributes';
import { useElement } from '../../runtime/define-element';
import { safeUrl } from '../../runtime/links';
import { cartCount, cartPageHref, cartStore, VIEW_CART_TEXT } from '../../runtime/stores/cart';
import type { attributes } from './element';

/**
 * The cart-count indicator for the site header (products spec 2.16: "A cart indicator shows the count: the sum
 * of item quantities, where an item without a quantity counts 1"): "View Cart" with the count, linked to the cart
 * page. It follows the page's one cart, and another tab's changes too.
 */
export function CartCount({ cartUrl }: AttributeValues<typeof attributes>) {
  const { config } = useElement();
  const count = useStore(cartStore, (state) => cartCount(state.items));
  const href = cartUrl ?? cartPageHref(config.siteBase);
  return (
    <a className="cart-count" href={safeUrl(href)} part="link">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
        <path d="M2 4h3l2.4 10.2a1 1 0 0 0 1 .8H18a1 1 0 0 0 1-.8L20.6 7H6.2" />
        <circle cx="9" cy="19.5" r="1.6" />
        <circle cx="17" cy="19.5" r="1.6" />
      </svg>
      <span className="cart-count-label">{VIEW_CART_TEXT}</span>{' '}
      <span className="cart-count-number" part="count">
        {count}
      </span>
    </a>
  );
}
