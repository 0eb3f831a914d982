/**
 * The managed content of the account pages (accounts spec 2.4 terms and conditions, 2.6 investor login prompts, 7.3):
 * the terms and conditions of registration and the login tiles, for the content repository (documents.ts).
 */
import type { HalDocument } from './types';

export const TERMS_SCOPE = '/content/documents/cm-advisor/terms-conditions-content';
export const LOGIN_PROMPTS_SCOPE = '/content/documents/cm-investor/login-prompts';
/** Terms whose HTML is hostile (a script, a handler, a script link, a style): the tests show none of it acts. */
export const UNSAFE_TERMS_SCOPE = '/content/documents/cm-samples/terms-unsafe';
/** Login tiles whose content is hostile (a script link, markup in the title): the tests show none of it runs. */
export const UNSAFE_PROMPTS_SCOPE = '/content/documents/cm-samples/login-prompts-unsafe';

const TERMS_HTML = [
  '<h3>Terms and Conditions of Use</h3>',
  '<p>These terms govern your use of the Calder Meridian website for financial professionals. By registering, you agree to use the site and its materials only in the course of your business as a financial professional, and not to share your user ID or password with anyone.</p>',
  '<p>The materials on this site are provided for informational purposes for financial professionals. They are not intended for use with the public, and they are not an offer to buy or sell any security.</p>',
  '<h4>Your account</h4>',
  '<p>You are responsible for the activity of your account. Tell us at once if you believe someone else has used it. We may suspend or end your access if we cannot confirm that you are a financial professional.</p>',
  '<h4>Privacy</h4>',
  '<p>We use the information you give us to verify your registration, to provide the services you request and as our privacy notice describes. We will send e-mail about your account and, where you choose, about our products and insights.</p>',
  '<h4>Changes</h4>',
  '<p>We may change these terms at any time. The version on this page applies from the date it is posted; your continued use of the site means you accept the changes.</p>',
].join('');

/** The terms and conditions document and the investor login tiles, for the content repository. */
export function registrationDocuments(): HalDocument[] {
  const terms: HalDocument = {
    _meta: {
      id: 'terms-conditions-content',
      path: `${TERMS_SCOPE}/registration-terms`,
      type: 'cm:TermsAndConditions',
      name: 'registration-terms',
    },
    title: 'Terms and Conditions of Use',
    html: { content: TERMS_HTML },
  };
  // Stored in another order than their cti:meta, which the call sorts by (accounts spec 2.6).
  const tiles: Array<[string, number, string, string, string]> = [
    [
      'retirement-plans',
      3,
      'Retirement plan accounts',
      'Employer-sponsored plans and IRAs',
      '/investor/account-login?account=retirement',
    ],
    [
      'brokerage',
      1,
      'Mutual fund accounts',
      'Accounts held directly with Calder Meridian',
      '/investor/account-login?account=funds',
    ],
    ['education-savings', 2, '529 plan accounts', 'Education savings plans', '/investor/account-login?account=529'],
  ];
  const prompts = tiles.map(([name, meta, title, subtitle, url]): HalDocument => ({
    _meta: { id: `login-prompt-${name}`, path: `${LOGIN_PROMPTS_SCOPE}/${name}`, type: 'cm:LoginPrompt', name },
    title,
    subtitle,
    url,
    meta,
  }));
  const unsafe: HalDocument[] = [
    ['script-link', 1, 'Script link', 'javascript:alert(document.domain)'],
    ['markup-title', 2, '<img src=x onerror=alert(1)>Markup title', '//evil.example/login'],
  ].map(([name, meta, title, url]) => ({
    _meta: {
      id: `login-prompt-${name}`,
      path: `${UNSAFE_PROMPTS_SCOPE}/${name}`,
      type: 'cm:LoginPrompt',
      name: `${name}`,
    },
    title,
    subtitle: 'Hostile content',
    url,
    meta,
  }));
  const unsafeTerms: HalDocument = {
    _meta: { id: 'terms-unsafe', path: `${UNSAFE_TERMS_SCOPE}/terms`, type: 'cm:TermsAndConditions', name: 'terms' },
    title: 'Hostile terms',
    html: {
      content: [
        '<p>Hostile terms.</p>',
        '<script>window.__cmTermsRan = true</script>',
        '<img src="x" onerror="window.__cmTermsRan = true">',
        '<a href="javascript:window.__cmTermsRan = true">Read more</a>',
        '<style>:host { display: none !important }</style>',
        '<p style="position: fixed; inset: 0">Covering paragraph</p>',
      ].join(''),
    },
  };
  return [terms, ...prompts, ...unsafe, unsafeTerms];
}
