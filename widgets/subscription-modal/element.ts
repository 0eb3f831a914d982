import { attr } from '../../runtime/attributes';
import { defineElement, event, type FailureDetail } from '../../runtime/define-element';
import uiStyles from '../../runtime/ui/ui.css?inline';
import type { SubscriptionRole } from '../../services/subscription-vocabulary';
import { MANAGE_URL } from './ManageLink';
import { SubscriptionModal } from './SubscriptionModal';
import styles from './styles.css?inline';

export const attributes = {
  view: attr.oneOf(['modal', 'page'], {
    default: 'modal',
    description:
      'What it is: "modal" is the subscription modal (accounts spec 2.8 reading B), opened by the subscribe buttons, the subscription-open event, its own button or the deep link; "page" is the subscription centre at /subscribe (entry, welcome and preferences screens).',
  }),
  subscriptionName: attr.optionalString({
    description:
      'Subscription names, separated by "|" (accounts spec 2.8 "email-subscription-modal, with data-subscription-name"): the element shows a static "Subscribe" / "Subscribed" button that opens the modal with the first one checked.',
  }),
  openWithQuery: attr.optionalString({
    description:
      'The open-modal query string of the deep link, "name" or "name=value" (site spec 3 openModalWithQueryString): on a page whose address holds it, a signed-in visitor not yet subscribed to data-subscription-name is subscribed at once and the query stripped; anyone else gets the modal, and closing it loads the address without the query.',
    pattern: /^[?&]?(?:[\w.~-]|%[\dA-Fa-f]{2})+(?:=(?:[\w.~:-]|%[\dA-Fa-f]{2})*)?$/,
    allowed: 'a query parameter "name" or "name=value" ("%" only as the start of an escape such as %20)',
  }),
  token: attr.optionalString({
    description:
      'The e-mail passed in from a link (accounts spec 3.5 token, 4.9): the profile check runs at once and the role comes from the contact found.',
  }),
  wholesalerId: attr.optionalString({
    description:
      'A wholesaler id passed in from a link (accounts spec 3.5 wholeSalerID, 4.9): the visitor signs in as Employee.',
    pattern: /^[\w-]{1,40}$/,
    allowed: 'letters, digits, "_" and "-" (at most 40)',
  }),
  manageUrl: attr.link({
    default: MANAGE_URL,
    description: 'Where "Manage All Subscriptions" leads, in a new tab (accounts spec 2.8).',
  }),
};

export const events = {
  open: event<{ subscriptionNames: string[]; category: string | null; fund: string | null }>(
    'The modal opened, for the subscriptions, category or fund named.',
  ),
  signin: event<{ role: SubscriptionRole; registered: boolean }>(
    'The visitor signed in to the subscription centre; registered is true for a new contact, awaiting verification.',
  ),
  save: event<{ active: string[]; inactive: string[] }>(
    'Subscriptions were saved: the publication ids sent Active and Inactive (accounts spec 3.9).',
  ),
  close: event<{ reload: boolean }>(
    'The visitor closed the modal; with reload true the page reloads next (cancel the event to stop it).',
    { cancelable: true },
  ),
  error: event<FailureDetail>('Saving failed; the modal shows the failure text and keeps the choices.'),
};

export const definition = defineElement({
  tag: 'subscription-modal',
  summary: 'The e-mail subscription modal and the subscription centre page',
  spec: 'accounts spec 2.8, 3.5-3.9, 4.9-4.11, 5.5-5.6; products spec 2.21-2.22',
  description:
    'The e-mail subscription centre (accounts spec 2.8, 3.5-3.9, 4.9-4.11, 5.5-5.6; products spec 2.21-2.22): the subscription modal with its sign-in / registration form, saving step and preferences, opened by the subscribe buttons, by page markup or by a deep link; with data-view="page", the subscription centre page. The first one on a page serves every button on it.',
  attributes,
  events,
  component: SubscriptionModal,
  styles: `${uiStyles}\n${styles}`,
  errorName: 'SubscriptionModal',
  cssParts: {
    trigger: 'The static "Subscribe" / "Subscribed" button of data-subscription-name.',
    dialog: 'The <dialog> element.',
    title: 'The "Subscribe" title.',
    'close-button': 'The close button.',
    'continue-button': 'The "Continue" button of the sign-in form.',
    choices: 'The literature and subscription checkboxes.',
    'notice-success': 'The success notice after a save.',
    'modify-button': 'The "Modify Preferences" button.',
    'manage-link': 'The "Manage All Subscriptions" link.',
  },
  cssProperties: {
    '--cm-subscription-modal-width': { description: 'Maximum width of the dialog.', default: '56rem' },
  },
});
