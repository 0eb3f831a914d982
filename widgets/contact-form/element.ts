import { attr, optionalOneOf } from '../../runtime/attributes';
import { defineElement, event, type FailureDetail } from '../../runtime/define-element';
import uiStyles from '../../runtime/ui/ui.css?inline';
import { ContactForm } from './ContactForm';
import { CONTACT_VARIANTS, DEMO_MAILBOXES } from './forms';
import styles from './styles.css?inline';

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
const mailbox = (description: string, demo: string) =>
  attr.optionalString({
    pattern: EMAIL,
    allowed: 'an e-mail address',
    defaultText: `"${demo}" (the demo firm's)`,
    description,
  });

export const attributes = {
  variant: optionalOneOf(CONTACT_VARIANTS, {
    description:
      'Which form: "general" (the contact-us form), "institutional", "ria" (RIA support) or "consultant" (a message to one of a signed-in advisor\'s consultants, named by the emailId query parameter). Without it, the service query parameter chooses (site spec 2.12): institutional, ria or consultant, and any other value the general form and its mailbox.',
  }),
  serviceMailbox: mailbox(
    "The service mailbox: the general form's recipient for ?service=service or none (site spec 7).",
    DEMO_MAILBOXES.service,
  ),
  salesMailbox: mailbox(
    "The sales mailbox: the general form's recipient for ?service=product or sales, and the RIA form's.",
    DEMO_MAILBOXES.sales,
  ),
  planMailbox: mailbox("The 529 mailbox: the general form's recipient for ?service=529_FS.", DEMO_MAILBOXES[529]),
  institutionalMailbox: mailbox("The institutional form's recipient.", DEMO_MAILBOXES.institutional),
  serviceFrom: mailbox(
    'The fixed sender of a message to the service mailbox (site spec 7: "from is a fixed service address").',
    DEMO_MAILBOXES.serviceFrom,
  ),
};

export const events = {
  submit: event<{ variant: 'general' | 'institutional' | 'ria' | 'consultant' }>(
    'The message was sent (the answer\'s ok status): "Thank you for submitting your message" shows. The detail names the form, never what was typed.',
  ),
  error: event<FailureDetail>(
    'The message could not be sent: "We\'re experiencing technical difficulties. Your message could not be submitted at this time. Please try again later." shows, every field kept.',
  ),
};

export const definition = defineElement({
  tag: 'contact-form',
  summary: 'The contact-us, institutional, RIA support and consultant message forms',
  spec: 'site spec 2.12, 5, 7, 8',
  description:
    "The site's contact forms (site spec 2.12, 5, 7, 8): the general contact-us form, the institutional contact form (hidden once sent), the RIA support form and the message to a signed-in advisor's consultant, chosen by data-variant or the service query parameter. Every field is checked with the spec's message on submit; the message is sent as plain text with a honeypot and a minimum fill time against robots.",
  attributes,
  events,
  component: ContactForm,
  styles: `${uiStyles}\n${styles}`,
  // site spec 8: "Error in CTA component" (also used by the RIA form): the one render-failure text of a contact form.
  errorName: 'CTA',
  slots: { '': "The form's heading or introduction, as the CMS renders it (shown above the fields)." },
  cssParts: {
    form: 'The <form>.',
    intro: "The spec's text above the fields (the general and consultant forms).",
    recipient: 'The consultant message form: the consultant the message goes to.',
    field: 'Each field: its label, control and error.',
    submit: 'The Submit button ("Sending..." while the message is on its way).',
    success: 'The "Thank you for submitting your message" block.',
    failure: 'The failure text, above the Submit button.',
    'signed-out': 'The consultant message form for a visitor who is not signed in: the text and its login link.',
    unavailable: "The consultant message form when the consultant is not one of the advisor's: the spec's text.",
  },
  cssProperties: {
    '--cm-contact-form-width': { description: 'The greatest width of the form.', default: '40rem' },
  },
});
