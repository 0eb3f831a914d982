import { attr } from '../../runtime/attributes';
import { defineElement, event, type FailureDetail } from '../../runtime/define-element';
import uiStyles from '../../runtime/ui/ui.css?inline';
import { CartOrder } from './CartOrder';
import styles from './styles.css?inline';

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
const EMAIL_LIST =
  /^[^\s@,<>()";:]+@[^\s@,<>()";:]+\.[^\s@,<>()";:]+( *, *[^\s@,<>()";:]+@[^\s@,<>()";:]+\.[^\s@,<>()";:]+)*$/;

export const attributes = {
  orderFrom: attr.optionalString({
    pattern: EMAIL,
    allowed: 'an e-mail address',
    defaultText: '"no-reply@caldermeridian.example" (the demo firm\'s)',
    description: 'The sender of the order e-mail (products spec 7 leaves it to the site).',
  }),
  orderTo: attr.optionalString({
    pattern: EMAIL_LIST,
    allowed: 'e-mail addresses separated by commas',
    defaultText: '"literature@caldermeridian.example" (the demo firm\'s)',
    description:
      "The firm's mailboxes that receive the order e-mail (products spec 7 leaves them to the site); the visitor's own address is added.",
  }),
};

export const events = {
  step: event<{ step: 'cart' | 'checkout' | 'confirmation' }>('The cart moved to another step.'),
  quantity: event<{ cartId: string; quantity: number }>('The visitor changed the quantity of an item.'),
  remove: event<{ cartId: string }>('The visitor removed an item with Remove.'),
  submit: event<{ items: number; count: number }>(
    'The order e-mail was sent (its ok flag) and the ordered items left the cart; count is the sum of their quantities.',
  ),
  error: event<FailureDetail>(
    'The order e-mail could not be sent: the checkout shows "There was an error submitting this order. Please try again later." and keeps every field and item.',
  ),
};

export const definition = defineElement({
  tag: 'cart-order',
  summary: 'The literature cart: My Cart, Checkout and Order Confirmation',
  spec: 'products spec 2.16, 4, 5, 7',
  description:
    'The literature mail-order cart (products spec 2.16, 4, 5, 7): My Cart with quantities 1-10 and Remove, Checkout with the mailing address form, and Order Confirmation. Submit Order sends the order e-mail; the cart is the one every element of the page shares, kept in local storage and in step with other tabs.',
  attributes,
  events,
  component: CartOrder,
  styles: `${uiStyles}\n${styles}`,
  errorName: 'CartOrder',
  cssParts: {
    heading: 'The step heading: "My Cart", "Checkout" or "Order Confirmation".',
    items: 'The scroll area holding the item rows.',
    empty: 'The "Your cart is currently empty." text.',
    actions: 'The row with "Continue Browsing" and "Check Out".',
    form: 'The mailing address form.',
    message: 'The checkout message: the missing fields, or the order failure.',
  },
  cssProperties: {
    '--cm-table-max-height': {
      description: "Height of the items' scroll area, inside which the header stays in view.",
      default: '75vh (70vh on phones)',
    },
  },
});
