import { useCallback, useEffect, useEffectEvent, useId, useLayoutEffect, useReducer, useRef } from 'react';
import { useStore } from 'zustand';
import type { AttributeValues } from '../../runtime/attributes';
import { useElement } from '../../runtime/define-element';
import type { FailureKind } from '../../runtime/element-context';
import { ServiceError } from '../../runtime/http';
import { cartCount, cartStore, removeFromCart, removeManyFromCart, setCartQuantity } from '../../runtime/stores/cart';
import { sendEmail } from '../../services/email';
import { DEMO_ORDER_ADDRESSES, ORDER_PHONE_KEY } from '../../services/literature-vocabulary';
import { CartStep } from './CartStep';
import { CartItems } from './CartItems';
import type { attributes, events } from './element';
import { MailingAddressForm } from './MailingAddressForm';
import {
  cartOrderReducer,
  checkAddress,
  INITIAL_CART_ORDER_STATE,
  itemsTable,
  orderEmail,
  orderMailboxes,
  stepHeading,
} from './model';

/**
 * The literature cart order (products spec 2.16, 4, 5, 7): My Cart, Checkout and Order Confirmation on the cart
 * every element of the page shares. Submit Order sends the order e-mail; its ok flag leads to the confirmation
 * and removes the ordered items; a failure stays at checkout with the spec's text, every field and item kept.
 */
export function CartOrder({ orderFrom, orderTo }: AttributeValues<typeof attributes>) {
  const { config, emit, host, reportFailure } = useElement<typeof events>();
  const items = useStore(cartStore, (state) => state.items);
  const [state, dispatch] = useReducer(cartOrderReducer, INITIAL_CART_ORDER_STATE);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // products spec 4: a new step starts at the top ("Check Out ... scrolls to the top"), its heading focused.
  useLayoutEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    host.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
    emit('step', { step: state.step });
  }, [state.step, host, emit]);

  // The order e-mail, once Submit Order found the address complete (the reducer's `submitting`).
  const send = useEffectEvent((signal: AbortSignal) => {
    const ordered = [...items];
    const message = orderEmail(state.address, ordered, {
      from: orderFrom ?? DEMO_ORDER_ADDRESSES.from,
      to: orderMailboxes(orderTo, DEMO_ORDER_ADDRESSES.to),
      phone: config.phones[ORDER_PHONE_KEY] ?? '',
    });
    const failed = (kind: FailureKind) => {
      dispatch({ type: 'failed' });
      reportFailure({ section: 'Literature order', kind }, false);
    };
    sendEmail(message, { config, signal }).then(
      (ok) => {
        if (signal.aborted) return;
        if (!ok) return failed('http');
        // products spec 4: "All ordered items are then removed from the cart".
        removeManyFromCart(ordered.map((item) => item.cartId));
        dispatch({ type: 'sent', ordered });
        emit('submit', { items: ordered.length, count: cartCount(ordered) });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        failed(error instanceof ServiceError && error.kind !== 'aborted' ? error.kind : 'network');
      },
    );
  });
  useEffect(() => {
    if (!state.submitting) return;
    const controller = new AbortController();
    send(controller.signal);
    return () => controller.abort();
  }, [state.submitting]);

  const onQuantity = useCallback(
    (cartId: string, quantity: number) => {
      setCartQuantity(cartId, quantity);
      emit('quantity', { cartId, quantity });
    },
    [emit],
  );
  // Remove takes its button away: the focus goes to the Remove of the row that takes its place (the next, else the
  // one before), or to the step's heading when the cart is empty.
  const focusAfterRemove = useRef<{ cartId: string | undefined } | null>(null);
  // The cart as it is at the click, read from the store: the callback stays the same while the items change, and so
  // do the table's columns.
  const onRemove = useCallback(
    (cartId: string) => {
      const current = cartStore.getState().items;
      const index = current.findIndex((item) => item.cartId === cartId);
      const neighbour = current[index + 1] ?? current[index - 1];
      focusAfterRemove.current = { cartId: neighbour?.cartId };
      removeFromCart(cartId);
      emit('remove', { cartId });
    },
    [emit],
  );
  useLayoutEffect(() => {
    const target = focusAfterRemove.current;
    if (!target) return;
    focusAfterRemove.current = null;
    const button = target.cartId
      ? [...(host.shadowRoot?.querySelectorAll<HTMLButtonElement>('.cart-remove') ?? [])].find(
          (candidate) => candidate.dataset.cartId === target.cartId,
        )
      : undefined;
    (button ?? heading.current)?.focus();
  }, [items, host]);

  // A cart emptied elsewhere during checkout: back to the empty cart, which says why (its heading takes the focus).
  useEffect(() => {
    if (state.step === 'checkout' && items.length === 0) dispatch({ type: 'emptied' });
  }, [state.step, items.length]);
  const submit = () => {
    const check = checkAddress(state.address);
    dispatch({ type: 'submit', items });
    // The first field the message names takes the focus.
    const first = check.missing[0];
    if (first && items.length > 0) host.shadowRoot?.getElementById(`${id}-${first.name}`)?.focus();
  };

  const { step } = state;
  const table = itemsTable(step);
  const shown = step === 'confirmation' ? state.ordered : items;
  return (
    <div className="cart-order" data-step={step}>
      <h1 className="cart-heading" ref={heading} tabIndex={-1} part="heading">
        {stepHeading(step)}
      </h1>
      {step === 'cart' && state.notice && (
        <p className="cart-notice" role="status" part="notice">
          {state.notice}
        </p>
      )}
      <CartStep
        step={step}
        empty={shown.length === 0}
        siteBase={config.siteBase}
        onCheckOut={() => dispatch({ type: 'check-out', items })}
      >
        {shown.length > 0 && (
          <CartItems
            items={shown}
            quantityEditable={table.quantityEditable}
            removable={table.removable}
            locked={state.submitting}
            onQuantity={onQuantity}
            onRemove={onRemove}
            caption={`${stepHeading(step)}: ${shown.length === 1 ? '1 document' : `${shown.length} documents`}`}
          />
        )}
      </CartStep>
      {step === 'checkout' && (
        <MailingAddressForm
          address={state.address}
          missing={state.missing}
          {...(state.message ? { message: state.message } : {})}
          submitting={state.submitting}
          onEdit={(field, value) => dispatch({ type: 'edit', field, value })}
          onSubmit={submit}
          onBack={() => dispatch({ type: 'back-to-cart' })}
          idPrefix={id}
        />
      )}
    </div>
  );
}
