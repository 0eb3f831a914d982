import type { ReactNode } from 'react';
import { safeUrl } from '../../runtime/links';
import { CART_TEXTS } from '../../services/literature-vocabulary';
import { continueBrowsingHref, type CartStep as Step } from './model';

/**
 * What a step shows around its items (products spec 2.16): the empty text of an empty cart; in the cart
 * "Continue Browsing" and "Check Out" (disabled when the cart is empty); at confirmation "Continue Browsing".
 */
export function CartStep({
  step,
  empty,
  siteBase,
  onCheckOut,
  children,
}: {
  step: Step;
  empty: boolean;
  siteBase: string;
  onCheckOut: () => void;
  children: ReactNode;
}) {
  const continueBrowsing = (
    <a className="cm-button cm-button--secondary" href={safeUrl(continueBrowsingHref(siteBase))}>
      {CART_TEXTS.continueBrowsing}
    </a>
  );
  return (
    <div className="cart-step">
      {empty && step !== 'confirmation' ? (
        <p className="cart-empty" part="empty">
          {CART_TEXTS.empty}
        </p>
      ) : (
        children
      )}
      {step === 'cart' && (
        <div className="cart-actions" part="actions">
          {continueBrowsing}
          <button type="button" className="cm-button" disabled={empty} onClick={onCheckOut}>
            {CART_TEXTS.checkOut}
          </button>
        </div>
      )}
      {step === 'confirmation' && (
        <div className="cart-actions" part="actions">
          {continueBrowsing}
        </div>
      )}
    </div>
  );
}
