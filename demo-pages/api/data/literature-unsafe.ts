/**
 * Hostile literature for the demo page and tests of unsafe values (DESIGN "All HTML from the CMS or a service goes
 * through DOMPurify; every link through the link rule"): a content site of its own, brand code `unsafe`, whose
 * fund, document, trust and form names carry markup and script, whose links are javascript: addresses, and whose
 * document names look like spreadsheet formulas; its glossary's titles and summaries and its tax centre's reports
 * carry the same. An element reads it with data-brand-code="unsafe"; the firm's
 * own pages never see it.
 */
import { LITERATURE_BUNDLES } from '../../../services/literature-vocabulary';
import { mirror, type HalDocument } from './types';

export const UNSAFE_BRAND = 'unsafe';
const SITE = `/content/documents/${UNSAFE_BRAND}-advisor`;

/** The texts the demo page and the tests look for, shown as text. */
export const UNSAFE_TEXTS = {
  fundName: 'Calder <script>alert("fund")</script> Income <img src=x onerror=alert(1)> Fund',
  factSheet: '<b>Fact Sheet</b>',
  formula: '=HYPERLINK("https://evil.example/","Prospectus")',
  trust: '<script>alert("trust")</script> Stable Value Trust',
  trustDocument: 'Fact Sheet <img src=x onerror=alert(2)>',
  form: 'Account <svg onload=alert(3)> Application',
  formDescription:
    '<p>Open an account.</p><a href="javascript:alert(4)">Read more</a><script>alert(5)</script>' +
    '<details open ontoggle="alert(6)"><summary>Terms</summary></details>',
  glossaryTitle: 'Quote "Index" <script>alert(7)</script>& Co',
  glossarySummary:
    '<p>Measures markup.</p><img src=x alt="" onerror="window.__glossaryXss=1"><script>window.__glossaryXss=2</script>' +
    '<a href="javascript:alert(8)">More</a>',
  taxSection: '<img src=x onerror=alert(9)>2025 Distributions',
  taxReport: 'Capital Gains <script>alert(10)</script>',
  offSiteReport: 'Dividends',
} as const;
export const UNSAFE_CUSIP = 'XSS000001';

const meta = (id: string, path: string, type: string) => ({ id, path, type, name: path.split('/').pop() ?? id });

function bundle(key: string, texts: Record<string, string>): HalDocument {
  const name = key.replace(/\./g, '-');
  return {
    _meta: meta(
      `${UNSAFE_BRAND}-common-${name}`,
      `/content/documents/administration/${UNSAFE_BRAND}-common/${name}`,
      'resourcebundle:resourcebundle',
    ),
    id: key,
    basename: key,
    bundles: { default: texts },
  };
}

export function unsafeLiteratureDocuments(): HalDocument[] {
  return [
    {
      _meta: meta('unsafe-fund', `${SITE}/products/mutual-funds/funds/unsafe-income`, `${UNSAFE_BRAND}:Fund`),
      title: UNSAFE_TEXTS.fundName,
      fundCategory: 'Retail <i>and</i> Institutional',
    },
    {
      _meta: meta('unsafe-class', `${SITE}/products/mutual-funds/classes/unsafe-income`, `${UNSAFE_BRAND}:FundClass`),
      title: UNSAFE_TEXTS.fundName,
      cusipId: UNSAFE_CUSIP,
      symbol: 'XSSIX',
      classCategory: 'Institutional',
      status: '1',
      fundName: 'unsafe-fund',
      productDocuments: [
        {
          docType: 'Fact Sheet',
          fileName: UNSAFE_TEXTS.factSheet,
          file: 'javascript:alert(document.domain)',
          displayLiterature: true,
          displayInvestor: true,
        },
        {
          docType: 'Prospectus',
          fileName: UNSAFE_TEXTS.formula,
          file: mirror('content/assets/unsafe/prospectus.pdf', 'unsafe-prospectus'),
          displayLiterature: true,
          displayInvestor: true,
        },
      ],
    },
    bundle(LITERATURE_BUNDLES.mailOrder, { 'Fact Sheet': 'FS', Prospectus: 'PROS' }),
    {
      _meta: meta(
        'unsafe-trust',
        `${SITE}/retirement/collective-investment-trusts/unsafe-trust`,
        `${UNSAFE_BRAND}:Document`,
      ),
      title: UNSAFE_TEXTS.trust,
      content: [
        { text: UNSAFE_TEXTS.trustDocument, Link: [mirror('javascript:alert(document.cookie)', 'unsafe-trust-fs')] },
      ],
    },
    {
      _meta: meta(
        'unsafe-form',
        `${SITE}/resources/forms-and-applications/unsafe-application`,
        `${UNSAFE_BRAND}:FormsAndApplications`,
      ),
      title: UNSAFE_TEXTS.form,
      description: { content: UNSAFE_TEXTS.formDescription },
      link: { Link: [{ string: 'javascript:alert(document.domain)' }] },
      productType: 'productType.Mutual-Funds',
      documentType: 'Account-Applications',
    },
    // The glossary: a title of markup and quotes, twice (the anchors stay unique), a title of spaces only, and a
    // summary whose image and script would run if they were not removed.
    ...[UNSAFE_TEXTS.glossaryTitle, UNSAFE_TEXTS.glossaryTitle, '   ', '#1 <b>Ranked</b> Index'].map(
      (title, index) => ({
        _meta: meta(
          `unsafe-glossary-${index}`,
          `${SITE}/products/index-description-glossary-spa/body-content/unsafe-${index}`,
          `${UNSAFE_BRAND}:GlossaryEntry`,
        ),
        title,
        summary: { content: UNSAFE_TEXTS.glossarySummary },
      }),
    ),
    {
      _meta: meta(
        'unsafe-tax-centre',
        `${SITE}/resources/tax-center/capital-gains-and-dividends/unsafe`,
        `${UNSAFE_BRAND}:Document`,
      ),
      title: UNSAFE_TEXTS.taxSection,
      content: [
        { text: UNSAFE_TEXTS.taxReport, Link: [{ string: 'javascript:alert(document.domain)' }] },
        { text: UNSAFE_TEXTS.offSiteReport, Link: [{ string: '//evil.example/dividends.pdf' }] },
      ],
    },
  ];
}
