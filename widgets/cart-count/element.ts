import { attr } from '../../runtime/attributes';
import { defineElement } from '../../runtime/define-element';
import { CartCount } from './CartCount';
import styles from './styles.css?inline';

export const attributes = {
  cartUrl: attr.siteUrl({
    description: 'Where the indicator leads: the cart page, a path or URL on this site.',
    defaultText: '"{siteBase}/resources/literature/cart-order"',
  }),
};

export const events = {};

export const definition = defineElement({
  tag: 'cart-count',
  summary: 'The site header\'s "View Cart" with the number of documents in the cart',
  spec: 'products spec 2.16',
  description:
    'The literature cart indicator for the site header (products spec 2.16): "View Cart" with the number of documents in the cart (the sum of the quantities), linked to the cart page. A small element of its own, so a page header carries it without the cart\'s checkout; it follows the cart every element of the page shares, and other tabs\' changes.',
  attributes,
  events,
  component: CartCount,
  styles,
  errorName: 'CartCount',
  cssParts: {
    link: 'The link to the cart page.',
    count: 'The number of documents in the cart.',
  },
  cssProperties: {
    '--cm-cart-count-background': { description: 'Background of the count badge.', default: 'the brand colour' },
  },
});
