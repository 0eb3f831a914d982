/**
 * Fund literature of the fixture content system (products spec 3 "Literature", 7 "Content system"): for every
 * fund of the product line-up (data/products.ts) a fund document with its fundCategory and a class document per
 * share class with its product documents; the summary-prospectus data keyed by cusip; the resource bundles
 * summary.prospectus.details, mail.order.details and literature.doctypes; and the prospectus-hosting service the
 * summary-prospectus links point to (a one-page PDF per document, served by literature.ts).
 *
 * Seeded by each class's cusip, so a document stays put when the line-up grows. Some documents are secure (a
 * /secure/ path), some hidden from the investor site (displayInvestor false), a few not displayed at all; a few
 * classes are inactive (status 0). RIA focus funds: an Institutional 2 class of about one mutual fund in four
 * and about four ETFs in ten, with commentaries and attribution reports.
 */
import {
  LITERATURE_BUNDLES,
  PROSPECTUS_DOMAIN_KEY,
  SUMMARY_PROSPECTUS_DOC_TYPES,
  SUMMARY_PROSPECTUS_FLAGS,
  type FundLiteratureProductType,
  type SummaryProspectusFlag,
} from '../../../services/literature-vocabulary';
import { DEMO_CONTEXTS } from './advisors';
import { slugify } from './insights';
import { productCatalogue, seedOf } from './products';
import { createRandom, type Random } from './random';
import { mirror, type HalDocument } from './types';

const ADVISOR_PRODUCTS = '/content/documents/cm-advisor/products';

/** The prospectus-hosting service of the demo: literature.ts answers {domain}/{cusip}/{segment} with a PDF. */
export const PROSPECTUS_DOMAIN = '/api/prospectus-documents';

/** literature.doctypes: the last segment of a summary-prospectus document's address, by flag. */
export const LITERATURE_DOCTYPE_SEGMENTS: Readonly<Record<SummaryProspectusFlag, string>> = {
  summaryProspectus: 'SP',
  prospectus: 'P',
  statementofAdditionalInformation: 'SAI',
  semiAnnualFinancialStatements: 'SAFS',
  annualFinancialStatements: 'AFS',
  annualReport: 'AR',
  semiAnnualReport: 'SAR',
  firstQtrReport: 'Q1',
  thirdQtrReport: 'Q3',
};

/**
 * mail.order.details: the doc types printed copies can be ordered of, with their order code. Attribution reports
 * are listed as 'false'; Reports, the financial statements and the quarterly reports are not listed.
 */
export const MAIL_ORDER_CODES: Readonly<Record<string, string>> = {
  'Fact Sheet': 'FS',
  'Fund Commentary': 'FC',
  'Summary Prospectus': 'SP',
  Prospectus: 'PROS',
  'Statement of Additional Information': 'SAI',
  'Annual Report': 'AR',
  'Semiannual Report': 'SAR',
  'Product Guide': 'PG',
  'Investment Insights': 'II',
  'Shareholder Reports': 'SHR',
  'Attribution/Contribution': 'false',
};

/** Titles of the Investment Insights pieces some funds carry. */
const INSIGHT_TITLES = [
  'Navigating the Rate Cycle',
  'Quality at a Reasonable Price',
  'The Case for Active Fixed Income',
  'Income Beyond the Benchmark',
  'Rethinking Diversification',
  'Municipal Credit in Focus',
  'Emerging Markets Reconsidered',
  'Dividend Growth Through Cycles',
];

export interface LiteratureClass {
  className: string | null;
  cusip: string;
  symbol: string;
}

/** A fund of one library tab, as the literature fixtures see the product line-up. */
export interface LiteratureFund {
  productType: FundLiteratureProductType;
  fundName: string;
  slug: string;
  fundCategory: string;
  classes: LiteratureClass[];
}

let funds: LiteratureFund[] | undefined;

/** Every fund of the five fund tabs, in line-up order. */
export function literatureFunds(): LiteratureFund[] {
  if (funds) return funds;
  const catalogue = productCatalogue();
  const fromSeries = (productType: FundLiteratureProductType, series: (typeof catalogue)['mutualFunds']) =>
    series.map((fund) => ({
      productType,
      fundName: fund.fundName,
      slug: slugify(fund.fundName),
      fundCategory: fund.fundGroup,
      classes: fund.classes.map((share) => ({ className: share.fundClass, cusip: share.cusip, symbol: share.symbol })),
    }));
  const fromProducts = (
    productType: FundLiteratureProductType,
    fundCategory: string,
    products: (typeof catalogue)['variableProducts'],
  ) =>
    products.map((product) => ({
      productType,
      fundName: product.name,
      slug: slugify(product.name),
      fundCategory,
      classes: product.classes.map((share) => ({
        className: share.className || null,
        cusip: share.cusip,
        symbol: share.symbol,
      })),
    }));
  funds = [
    ...fromSeries('mutual-funds', catalogue.mutualFunds),
    ...fromSeries('exchange-traded-funds', catalogue.etfs),
    ...fromProducts('variable-products', 'Variable Products', catalogue.variableProducts),
    ...fromProducts('closed-end-funds', 'Closed End', catalogue.closedEndFunds),
    ...fromSeries('interval-funds', catalogue.intervalFunds),
  ];
  return funds;
}

// ---------------------------------------------------------------------------------------------------------------
// Class documents and their product documents

interface ProductDocumentFixture {
  docType: string;
  ucmRefId: string;
  fileName: string;
  file: ReturnType<typeof mirror>;
  displayLiterature: boolean;
  displayInvestor: boolean;
  /** The user contexts the document's link requires (accounts spec 2.7), space-separated. */
  userContext?: string;
}

const randomFor = (text: string) => createRandom(seedOf(text));

/** RIA focus funds: an Institutional 2 class of about a quarter of the mutual funds, about 40 % of the ETFs. */
export function isRiaClass(fund: LiteratureFund, share: LiteratureClass): boolean {
  if (fund.productType === 'mutual-funds')
    return share.className === 'Institutional2' && seedOf(`ria|${fund.slug}`) % 4 === 0;
  return fund.productType === 'exchange-traded-funds' && seedOf(`ria|${fund.slug}`) % 5 < 2;
}

function productDocuments(fund: LiteratureFund, share: LiteratureClass, random: Random): ProductDocumentFixture[] {
  const documents: ProductDocumentFixture[] = [];
  const classSlug = slugify(share.className ?? 'none');
  const add = (
    docType: string,
    fileName: string,
    options: { secure?: boolean; investor?: boolean; displayed?: boolean; contexts?: string } = {},
  ) => {
    const folder = options.secure ? 'literature/secure' : 'literature';
    const path = `content/assets/cm/${folder}/${fund.productType}/${fund.slug}/${classSlug}-${slugify(fileName)}.pdf`;
    const ucmRefId = `CM${(seedOf(path) % 1_000_000).toString().padStart(6, '0')}`;
    documents.push({
      docType,
      ucmRefId,
      fileName,
      file: mirror(path, `lit-file-${ucmRefId}`),
      displayLiterature: options.displayed ?? true,
      displayInvestor: options.investor ?? true,
      ...(options.contexts ? { userContext: options.contexts } : {}),
    });
  };
  const ria = isRiaClass(fund, share);
  const commentary =
    fund.productType === 'exchange-traded-funds' ? 'Monthly Fund Commentary' : 'Quarterly Fund Commentary';
  add('Fact Sheet', 'Fact Sheet', { displayed: !random.chance(0.02) });
  const commentaryChance = { 'closed-end-funds': 0.7, 'interval-funds': 0.8, 'variable-products': 0.4 }[
    fund.productType as string
  ];
  if (ria || random.chance(commentaryChance ?? 0.55))
    add('Fund Commentary', commentary, { investor: random.chance(0.7) });
  if (ria) {
    add('Fund Commentary', 'Annual Fund Commentary');
    if (fund.productType === 'mutual-funds') add('Fund Commentary', 'Monthly Fund Commentary');
  }
  if (ria || (fund.productType === 'mutual-funds' && random.chance(0.15)))
    add('Attribution/Contribution', 'Attribution/Contribution', { secure: true, investor: false });
  if (random.chance(fund.productType === 'closed-end-funds' ? 0.2 : 0.06))
    add('Investment Insights', random.pick(INSIGHT_TITLES));
  if (random.chance(fund.productType === 'interval-funds' ? 0.5 : 0.05)) add('Product Guide', 'Product Guide');
  // Holdings reports are for the firm's consultants (a context no demo advisor holds: "Locked" when signed in); the
  // Institutional class of the first mutual fund always has one, so the demo shows a locked document.
  const holdings = fund === literatureFunds()[0] && share.className === 'Institutional';
  if (holdings || random.chance(0.04)) {
    add('Reports', 'Quarterly Holdings Report', { secure: true, investor: false, contexts: DEMO_CONTEXTS.consultant });
  }
  return documents;
}

function classDocument(fund: LiteratureFund, share: LiteratureClass): HalDocument {
  const random = randomFor(`literature|${share.cusip}`);
  const name = `${fund.slug}-class-${slugify(share.className ?? 'none')}`;
  const ria = isRiaClass(fund, share);
  const doc: HalDocument = {
    _meta: {
      id: `lit-class-${share.cusip}`,
      path: `${ADVISOR_PRODUCTS}/${fund.productType}/classes/${name}`,
      type: 'cm:FundClass',
      name,
    },
    title: fund.fundName,
    cusipId: share.cusip,
    symbol: share.symbol,
    classCategory: share.className ?? '',
    fundClass: share.className ?? '',
    // A few classes are retired: the library's _expr @cmfund:status='1' leaves them out.
    status: random.chance(0.02) ? '0' : '1',
    type: ria ? 'RIA' : 'Standard',
    fundName: `lit-fund-${fund.productType}-${fund.slug}`,
    productDocuments: productDocuments(fund, share, random),
  };
  if (ria && seedOf(`closed|${fund.slug}`) % 9 === 0)
    doc.closedFundMsg = 'This fund is closed to new investors. Existing shareholders may continue to invest.';
  return doc;
}

function fundDocument(fund: LiteratureFund): HalDocument {
  return {
    _meta: {
      id: `lit-fund-${fund.productType}-${fund.slug}`,
      path: `${ADVISOR_PRODUCTS}/${fund.productType}/funds/${fund.slug}`,
      type: 'cm:Fund',
      name: fund.slug,
    },
    title: fund.fundName,
    fundCategory: fund.fundCategory,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Summary-prospectus data and the bundles

const FLAG_CHANCES: Readonly<Record<FundLiteratureProductType, Partial<Record<SummaryProspectusFlag, number>>>> = {
  'mutual-funds': {
    summaryProspectus: 0.9,
    prospectus: 0.95,
    statementofAdditionalInformation: 0.6,
    annualReport: 0.4,
    semiAnnualReport: 0.3,
    annualFinancialStatements: 0.2,
    semiAnnualFinancialStatements: 0.15,
  },
  'exchange-traded-funds': {
    summaryProspectus: 0.9,
    prospectus: 0.95,
    statementofAdditionalInformation: 0.6,
    annualReport: 0.4,
    semiAnnualReport: 0.3,
    annualFinancialStatements: 0.2,
  },
  'variable-products': {
    summaryProspectus: 0.8,
    prospectus: 0.95,
    statementofAdditionalInformation: 0.6,
    annualReport: 0.5,
    semiAnnualReport: 0.4,
  },
  'closed-end-funds': {
    prospectus: 0.3,
    annualReport: 0.9,
    semiAnnualReport: 0.85,
    firstQtrReport: 0.6,
    thirdQtrReport: 0.6,
  },
  'interval-funds': {
    summaryProspectus: 0.9,
    prospectus: 0.95,
    statementofAdditionalInformation: 0.7,
    annualReport: 0.5,
    semiAnnualReport: 0.4,
    firstQtrReport: 0.3,
    thirdQtrReport: 0.3,
  },
};

/** The summary-prospectus flags of a class; none for about one class in twenty (no document at all). */
export function summaryProspectusFlags(
  fund: LiteratureFund,
  share: LiteratureClass,
): SummaryProspectusFlag[] | undefined {
  const random = randomFor(`summary-prospectus|${share.cusip}`);
  if (random.chance(0.05)) return undefined;
  const chances = FLAG_CHANCES[fund.productType];
  return SUMMARY_PROSPECTUS_FLAGS.filter((flag) => random.chance(chances[flag] ?? 0));
}

function summaryProspectusDocument(share: LiteratureClass, flags: readonly SummaryProspectusFlag[]): HalDocument {
  return {
    _meta: {
      id: `lit-sp-${share.cusip}`,
      path: `/content/documents/cm-advisor/common/summary-prospectus/${share.cusip.toLowerCase()}`,
      type: 'cm:SummaryProspectus',
      name: share.cusip.toLowerCase(),
    },
    cusip: share.cusip,
    ...Object.fromEntries(SUMMARY_PROSPECTUS_FLAGS.map((flag) => [flag, flags.includes(flag)])),
  };
}

function bundleDocument(key: string, texts: Record<string, string>): HalDocument {
  const name = key.replace(/\./g, '-');
  return {
    _meta: {
      id: `cm-common-${name}`,
      path: `/content/documents/administration/cm-common/${name}`,
      type: 'resourcebundle:resourcebundle',
      name,
    },
    id: key,
    basename: key,
    bundles: { default: texts },
  };
}

/** The three literature bundles of products spec 7. */
export function literatureBundleDocuments(): HalDocument[] {
  return [
    bundleDocument(LITERATURE_BUNDLES.summaryProspectus, { [PROSPECTUS_DOMAIN_KEY]: PROSPECTUS_DOMAIN }),
    bundleDocument(LITERATURE_BUNDLES.mailOrder, { ...MAIL_ORDER_CODES }),
    bundleDocument(LITERATURE_BUNDLES.docTypes, { ...LITERATURE_DOCTYPE_SEGMENTS }),
  ];
}

/** Every fund, class and summary-prospectus document and the literature bundles. */
export function fundLiteratureDocuments(): HalDocument[] {
  const documents: HalDocument[] = [];
  for (const fund of literatureFunds()) {
    documents.push(fundDocument(fund));
    for (const share of fund.classes) {
      documents.push(classDocument(fund, share));
      const flags = summaryProspectusFlags(fund, share);
      if (flags) documents.push(summaryProspectusDocument(share, flags));
    }
  }
  return [...documents, ...literatureBundleDocuments()];
}

/**
 * The prospectus-hosting service: the document a summary-prospectus link names, or undefined when the cusip has
 * no such document.
 */
export function hostedProspectus(cusip: string, segment: string): { title: string } | undefined {
  const flag = SUMMARY_PROSPECTUS_FLAGS.find((name) => LITERATURE_DOCTYPE_SEGMENTS[name] === segment);
  if (!flag) return undefined;
  for (const fund of literatureFunds()) {
    const share = fund.classes.find((c) => c.cusip === cusip);
    if (!share) continue;
    if (!summaryProspectusFlags(fund, share)?.includes(flag)) return undefined;
    return { title: `${fund.fundName} ${SUMMARY_PROSPECTUS_DOC_TYPES[flag]}` };
  }
  return undefined;
}
