import { attr } from '../../runtime/attributes';
import { defineElement, event, type FailureDetail } from '../../runtime/define-element';
import { DEFAULT_SUBSCRIPTION_NAME } from '../../services/subscription-vocabulary';
import { SubscribeButton } from './SubscribeButton';
import { BUTTON_STYLES, LABEL_STYLES, PRESENTATIONS, VARIANTS } from './model';
import styles from './styles.css?inline';

export const attributes = {
  category: attr.optionalString({
    description:
      'The category page\'s category (accounts spec 2.8): the subscriptions whose name or category matches it, compared case-insensitively ignoring non-word characters, sorted Thought Leadership, Author, Topic (e.g. "thought-leadership", "Fixed Income").',
  }),
  subscriptionName: attr.optionalString({
    description:
      'Subscription names, separated by "|" (site spec 2.9: an author, topic or blog subscription). Without data-category and data-fund-*, the blog call-to-action\'s default.',
    defaultText: JSON.stringify(DEFAULT_SUBSCRIPTION_NAME),
  }),
  buttonNotClickedText: attr.optionalString({
    description:
      'Label while not subscribed (accounts spec 2.8 buttonNotClickedText), e.g. "Subscribe for the latest ETF market news and insights".',
  }),
  buttonClickedText: attr.optionalString({
    description: 'Label while subscribed (accounts spec 2.8 buttonClickedText), e.g. "Subscribed".',
  }),
  productSubscribe: attr.boolean({
    description:
      'A product\'s subscription (accounts spec 2.8 productSubscribe): after signing in, the modal says "Success! You are subscribed to this product."',
  }),
  variant: attr.oneOf(VARIANTS, {
    default: 'category',
    description:
      'What a click does (accounts spec 2.8): "category" opens the modal for the category; "content" (insight, author, category buttons) toggles at once when signed in and otherwise opens the modal with its item checked, reloading the page when the modal closes; "static" always opens the modal, reloading on close; "fund" is a fund\'s literature button (products spec 2.21), which opens the modal with the fund\'s literature.',
  }),
  presentation: attr.oneOf(PRESENTATIONS, {
    default: 'button',
    description:
      'How it looks (accounts spec 2.8 "Presentation variants"): the mail-icon button, a link-style button, a block button, an institutional block button, an inline link, or a checkbox ("Subscribe" / "Subscribed"; a CIT row\'s checkbox toggles the fund\'s Commentary literature).',
  }),
  label: attr.oneOf(LABEL_STYLES, {
    default: 'default',
    description:
      'Labels: "default" reads "Subscribe to {publication name}" / "Subscribed to {publication name}", "short" reads "Subscribe" / "Subscribed". A single "Education Savings" subscription always reads "Subscribe to Education Savings".',
  }),
  buttonStyle: attr.oneOf(BUTTON_STYLES, {
    default: 'default',
    description: 'accounts spec 2.8: "Style: tertiary, raspberry or default."',
  }),
  fundCusip: attr.optionalString({
    description:
      "A fund's cusip: the button stands for the fund's literature subscriptions (products spec 2.21, 2.19).",
    pattern: /^[0-9A-Za-z*@#]{9}$/,
    allowed: 'a cusip: nine letters and digits',
  }),
  fundName: attr.optionalString({
    description: "A fund's name, when no cusip is given: the fund subscription of that name.",
  }),
  literature: attr.optionalString({
    description:
      'With data-fund-*: one literature item of the fund, as a literature table names it (products spec 2.21: a text containing "commentary" is the fund\'s Commentary item).',
  }),
};

export const events = {
  open: event<{ category: string | null; subscriptionNames: string[]; fund: string | null }>(
    'The visitor asked to subscribe and the subscription modal opens.',
  ),
  toggle: event<{ subscribed: boolean; publicationIds: string[]; category: string | null }>(
    'A signed-in visitor subscribed or unsubscribed at once; category is the analytics category ("Authors" for Author).',
  ),
  error: event<FailureDetail>('Saving a toggle failed; the button shows the failure text and keeps its state.'),
};

export const definition = defineElement({
  tag: 'category-subscription-button',
  summary: "Every subscribe button: a category page's, content buttons, the static button and a fund's literature",
  spec: 'accounts spec 2.8; products spec 2.2, 2.21-2.22; site spec 2.9',
  description:
    "The subscribe buttons (accounts spec 2.8; products spec 2.2, 2.21-2.22; site spec 2.9): a category page's button, content buttons in every presentation, the static button and a fund's literature button. Signed-in visitors toggle at once where the spec says so; others go through the page's <subscription-modal>, which the button adds to the page when it has none.",
  attributes,
  events,
  component: SubscribeButton,
  styles,
  errorName: 'CategorySubscriptionButton',
  cssParts: {
    button: 'The button (or the checkbox label).',
    icon: 'The mail icon.',
    failure: 'The failure text after a toggle failed.',
  },
  cssProperties: {
    '--cm-subscribe-color': { description: 'Colour of the default button.', default: 'var(--cm-color-brand)' },
  },
});
