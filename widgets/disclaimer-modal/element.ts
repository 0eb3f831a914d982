import { attr } from '../../runtime/attributes';
import { defineElement, event } from '../../runtime/define-element';
import { DisclaimerModal } from './DisclaimerModal';
import { DEFAULT_EXPIRY_DAYS } from './model';
import styles from './styles.css?inline';

export const attributes = {
  variant: attr.oneOf(['general', 'institutional'], {
    default: 'general',
    description:
      'Which disclaimer: "institutional" is the institutional site\'s modal (shown only on the institutional site, never on {siteBase}/investor-redirect); "general" is the configurable disclaimer block.',
  }),
  storageKey: attr.optionalString({
    description: 'Storage key of the acceptance in local and session storage.',
    defaultText: '"CM_Modal_Disclaimer_Accepted" ("CM_Institutional_Disclaimer" for the institutional variant)',
    pattern: /^[\w.:-]{1,100}$/,
    allowed: 'letters, digits, "_", ".", ":" and "-" (at most 100)',
  }),
  expiryDays: attr.number({
    default: DEFAULT_EXPIRY_DAYS,
    // Whole days (site spec 9 counts the expiry in days): "2.5" is told, not quietly kept.
    integer: true,
    min: 0,
    exclusiveMin: true,
    max: 3650,
    unit: 'days',
    description: 'Days an acceptance on a private device stays valid.',
  }),
  redirectUrl: attr.siteUrl({
    description: 'Where "I do not accept" leads: a path or URL on this site.',
    defaultText: '"/" ("{siteBase}/investor-redirect" for the institutional variant)',
  }),
  heading: attr.string({
    default: 'Important Information',
    description: 'Heading of the dialog, used when no content document gives a title.',
  }),
  documentId: attr.optionalString({
    description:
      "Id of a content document (content API halapi) whose title and HTML are the disclaimer; otherwise the element's own content is the disclaimer text.",
    pattern: /^[\w-]{1,200}$/,
    allowed: 'a document id (letters, digits, "_" and "-")',
  }),
};

export const events = {
  open: event<{ storageKey: string }>('The disclaimer opened because no valid acceptance exists.'),
  accept: event<{ storageKey: string; privateDevice: boolean; expiresAt: number | null }>('The visitor accepted.'),
  decline: event<{ url: string }>(
    'The visitor chose "I do not accept" (`url`: where it leads, a whole URL of this site); cancel it to stop the navigation.',
    {
      cancelable: true,
    },
  ),
};

export const definition = defineElement({
  tag: 'disclaimer-modal',
  summary: 'The institutional and general disclaimer dialog',
  spec: 'site spec 2.6, 4, 9',
  description:
    'The institutional and general disclaimer (site spec 2.6, 4, 9): a modal dialog with "I accept", "I do not accept" and the private-device choice; the acceptance is kept in local storage for the expiry days, or for the browser session only.',
  attributes,
  events,
  component: DisclaimerModal,
  styles,
  errorName: 'DisclaimerModal',
  slots: { '': 'The disclaimer text, as the CMS renders it (shown above the choices).' },
  cssParts: {
    dialog: 'The <dialog> element.',
    heading: 'The dialog heading.',
    body: 'The scrolling disclaimer text.',
    actions: 'The row with the private-device checkbox and the two choices.',
    'accept-button': 'The "I accept" button.',
    'decline-link': 'The "I do not accept" link.',
    'preview-label': 'The "Disclaimer Modal Container" label shown in preview mode.',
  },
  cssProperties: {
    '--cm-disclaimer-width': { description: 'Maximum width of the dialog.', default: '44rem' },
  },
});
