import { attr, optionalOneOf } from '../../runtime/attributes';
import { defineElement, event } from '../../runtime/define-element';
import uiStyles from '../../runtime/ui/ui.css?inline';
import { CONSULTANT_TEAM_HEADING, SALES_CONTACTS_VIEWS } from './views';
import { SalesContacts } from './SalesContacts';
import styles from './styles.css?inline';

export const attributes = {
  view: optionalOneOf(SALES_CONTACTS_VIEWS, {
    description:
      'What the element shows: "consultants" (a signed-in advisor\'s consultant team, site spec 2.13), "relationship-manager" (the institutional "My Relationship Manager" block) or "relationship-manager-alert" (the alert block\'s "Contact your relationship manager, {name}: {email} or {phone}"). Without it: the relationship manager on the institutional site, the consultants elsewhere.',
  }),
  collapsed: attr.boolean({
    description:
      "Consultants view: the team sits behind the consultant button (the heading as a button that shows and hides it), as in a page footer. With no consultant, the button is hidden and the spec's message shows.",
  }),
  heading: attr.string({
    default: CONSULTANT_TEAM_HEADING,
    description: "Consultants view: the team's heading, and the consultant button's text.",
  }),
};

export const events = {
  toggle: event<{ expanded: boolean }>('Consultants view with data-collapsed: the visitor showed or hid the team.'),
};

export const definition = defineElement({
  tag: 'sales-contacts',
  summary: "An advisor's consultants and an institutional visitor's relationship manager",
  spec: 'site spec 2.9, 2.13, 6, 8, 9',
  description:
    "An advisor's consultants and an institutional visitor's relationship manager (site spec 2.9, 2.13, 6, 8, 9): a signed-in advisor's assigned consultants from the profile (the primary channel first, at most 2 per channel, each with title, designation, phone, e-mail link and photo), following sign-in and logout as they happen; the relationship manager and the alert line from cookies.",
  attributes,
  events,
  component: SalesContacts,
  styles: `${uiStyles}\n${styles}`,
  // site spec 8: "Error in FooterContactViewConsultantTeam component", the consultant team block's render failure.
  errorName: 'FooterContactViewConsultantTeam',
  cssParts: {
    heading: 'The heading ("Your Consultant Team", or "My Relationship Manager").',
    'consultant-button': 'Consultants view with data-collapsed: the button that shows and hides the team.',
    channel: "Each channel's group of consultants, headed by its functional area.",
    card: 'Each consultant (and the relationship manager).',
    photo: "A consultant's photo, or the default blank photo.",
    'no-consultant': 'The text shown when the advisor has no consultant.',
    alert: 'The relationship manager alert line.',
  },
  cssProperties: {
    '--cm-sales-contacts-photo-size': { description: "The size of a consultant's photo.", default: '4.5rem' },
  },
});
