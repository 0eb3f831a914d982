/**
 * Resource bundles (site spec 7: {prefix}/halapi/resourcebundles/{bundleName} reads bundles.default, a map of
 * keys to texts). The footer bundles carry the keys of site spec 9 "Footer keys": legal links, contact phones,
 * contact e-mails and social links per audience; the contact-us bundles carry the mailboxes of site spec 7
 * "E-mail (contact forms)" and the texts of site spec 2.12 and 8.
 *
 * Telephone numbers are in the 800-555-01xx range and addresses on the reserved .example domain.
 *
 * Bundles looked up as documents of the administration folder (products spec 7), such as the fund-disclosure
 * reference map of disclosures.ts, are added to the content repository here.
 */
import { disclosureDocuments, performanceDisclosureDocuments } from './disclosures';
import { addDocumentSource } from './documents';
import { plan529Documents } from './plan-529-content';

export type Bundle = Readonly<Record<string, string>>;

// Bundles the widgets find as documents of the administration folder rather than by name (products spec 7
// "Content system": documents?_scope=/content/documents/administration/{b}-common&_expr=jcr:contains(...)).
addDocumentSource(disclosureDocuments);
addDocumentSource(performanceDisclosureDocuments);
addDocumentSource(plan529Documents);

const SOCIAL: Bundle = {
  'social.professional.label': 'LinkedIn',
  'social.professional.url': 'https://www.linkedin.com/company/calder-meridian-example',
  'social.video.label': 'YouTube',
  'social.video.url': 'https://www.youtube.com/@caldermeridian-example',
  'social.photo.label': 'Instagram',
  'social.photo.url': 'https://www.instagram.com/caldermeridian.example',
};

const FOOTER_COMMON: Bundle = {
  'footer.contact.heading': 'Contact Us',
  'footer.contact.jumpLink': 'Contact Us',
  'footer.consent.button': 'Do Not Sell or Share My Personal Data',
  'footer.copyright': 'Calder Meridian. All rights reserved.',
  'footer.disclosure':
    'Investing involves risk, including the possible loss of principal. Past performance does not guarantee future results. Mutual funds and ETFs are distributed by Calder Meridian Distributors, LLC, member FINRA and SIPC. Not FDIC insured. May lose value. No bank guarantee.',
};

const SUBSCRIBE: Bundle = {
  // site spec 2.5: the subscribe banner, not shown on the institutional site.
  'footer.subscribe.heading': 'Get updates on things you care about',
  'footer.subscribe.button': 'Choose subscriptions',
  'footer.subscribe.url': '/subscribe',
};

/** Legal links of the advisor and investor sites: privacy, terms, entities, disclosures, glossary. */
const legal = (prefix: string): Bundle => ({
  'legal.privacy.text': 'Privacy & Security',
  'legal.privacy.url': `${prefix}/privacy-security`,
  'legal.terms.text': 'Terms of Use',
  'legal.terms.url': `${prefix}/terms-of-use`,
  'legal.entities.text': 'Corporate Entities',
  'legal.entities.url': `${prefix}/corporate-entities`,
  'legal.disclosures.text': 'Disclosures',
  'legal.disclosures.url': `${prefix}/disclosures`,
  'legal.glossary.text': 'Glossary',
  'legal.glossary.url': `${prefix}/resources/glossary`,
});

const HOURS = 'Monday through Friday, 8 a.m. to 7 p.m. ET';

const CONTACT_SUCCESS: Bundle = {
  // site spec 8
  'contact.success.title': 'Thank you for submitting your message',
  'contact.success.text': 'Our team will respond as soon as possible.',
  'contact.error':
    "We're experiencing technical difficulties. Your message could not be submitted at this time. Please try again later.",
};

const GENERAL_CONTACT: Bundle = {
  // site spec 2.12 and 7
  'contact.intro':
    'All fields are required. Please do not include personal information such as account numbers, Social Security numbers or taxpayer numbers in your email.',
  'contact.subject': 'Contacting for Help',
  ...CONTACT_SUCCESS,
};

export const BUNDLES: Readonly<Record<string, Bundle>> = {
  'cm-common.footer': {
    ...FOOTER_COMMON,
    ...SUBSCRIBE,
    ...legal(''),
    'phone.financial.label': 'Financial Professionals',
    'phone.financial.number': '800-555-0110',
    'phone.broker.label': 'Broker-Dealer Support',
    'phone.broker.number': '800-555-0111',
    'phone.registered.label': 'Registered Investment Advisers',
    'phone.registered.number': '800-555-0112',
    'phone.independent.label': 'Independent Advisors',
    'phone.independent.number': '800-555-0113',
    'phone.dealer.label': 'Dealer Services',
    'phone.dealer.number': '800-555-0114',
    'phone.hours': HOURS,
    'email.services.label': 'Advisor Services',
    'email.services.address': 'advisorservices@caldermeridian.example',
    'email.products.label': 'Product Questions',
    'email.products.address': 'products@caldermeridian.example',
    'email.sales.label': 'National Sales Desk',
    'email.sales.address': 'salesdesk@caldermeridian.example',
    ...SOCIAL,
  },
  'cm-investor.footer': {
    ...FOOTER_COMMON,
    ...SUBSCRIBE,
    ...legal('/investor'),
    'phone.shareholder.label': 'Shareholder Services',
    'phone.shareholder.number': '800-555-0140',
    'phone.transaction.label': 'Automated Transactions',
    'phone.transaction.number': '800-555-0141',
    'phone.hours': HOURS,
    'email.services.label': 'Shareholder Services',
    'email.services.address': 'shareholderservices@caldermeridian.example',
    'email.products.label': 'Product Questions',
    'email.products.address': 'investorproducts@caldermeridian.example',
    ...SOCIAL,
  },
  'cm-institutional.footer': {
    ...FOOTER_COMMON,
    'footer.disclosure':
      'For institutional investor and consultant use only. Not for use with the public. Past performance does not guarantee future results. Calder Meridian Investment Management, LLC is an investment adviser registered with the U.S. Securities and Exchange Commission.',
    // Legal links of the institutional site: privacy, agreement, disclosures.
    'legal.privacy.text': 'Privacy & Security',
    'legal.privacy.url': '/institutional/privacy-security',
    'legal.agreement.text': 'User Agreement',
    'legal.agreement.url': '/institutional/user-agreement',
    'legal.disclosures.text': 'Disclosures',
    'legal.disclosures.url': '/institutional/disclosures',
    'phone.specialist.label': 'Institutional Specialist',
    'phone.specialist.number': '800-555-0150',
    'phone.hours': 'Monday through Friday, 8 a.m. to 6 p.m. ET',
    'email.products.label': 'Institutional Client Service',
    'email.products.address': 'institutional@caldermeridian.example',
    ...SOCIAL,
  },
  'cm-advisor.contact-us-mutual-funds': {
    ...GENERAL_CONTACT,
    // site spec 7: service or default -> the service mailbox; product and sales inquiries -> the sales
    // mailbox; 529_FS -> the 529 mailbox; a fixed service address as sender for service mailboxes.
    'email.service': 'advisorservices@caldermeridian.example',
    'email.sales': 'salesdesk@caldermeridian.example',
    'email.529': 'collegesavings@caldermeridian.example',
    'email.from.service': 'no-reply@caldermeridian.example',
    'email.ria': 'riasupport@caldermeridian.example',
    'phone.number': '800-555-0110',
    'phone.hours': HOURS,
  },
  'cm-investor.contact-us-mutual-funds': {
    ...GENERAL_CONTACT,
    'email.service': 'shareholderservices@caldermeridian.example',
    'email.sales': 'investorproducts@caldermeridian.example',
    'email.529': 'collegesavings@caldermeridian.example',
    'email.from.service': 'no-reply@caldermeridian.example',
    'phone.number': '800-555-0140',
    'phone.hours': HOURS,
  },
  'cm-institutional.contact-us': {
    ...CONTACT_SUCCESS,
    // site spec 7: subject "{brand} Institutional Contact Us Form".
    'contact.subject': 'Calder Meridian Institutional Contact Us Form',
    'contact.intro':
      'Tell us how we can help. A member of the institutional team will respond within one business day.',
    'email.to': 'institutional@caldermeridian.example',
    'email.from': 'no-reply@caldermeridian.example',
    'phone.number': '800-555-0150',
  },
  'cm-common.disclaimer': {
    // site spec 2.6 and 9
    'disclaimer.privateDevice': 'I am using a private computer or device.',
    'disclaimer.accept': 'I accept',
    'disclaimer.decline': 'I do not accept',
    'disclaimer.expiryDays': '30',
    'disclaimer.institutional.storageKey': 'CM_Institutional_Disclaimer',
    'disclaimer.institutional.documentId': 'institutional-disclaimer',
    'disclaimer.general.storageKey': 'CM_Modal_Disclaimer_Accepted',
    'disclaimer.general.redirectUrl': '/',
    'disclaimer.general.documentId': 'general-disclaimer',
  },
};
