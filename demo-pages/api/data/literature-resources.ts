/**
 * The other literature of the fixture content system (products spec 2.13, 2.15, 2.17-2.20, 2.23, 3, 7): the
 * managed-accounts (SMA) accordion, forms and applications of the advisor and investor folders, collective
 * investment trusts and stable value funds, the index description glossary of both sites, the tax centre's capital
 * gains and dividends distributions, and the answers of the retirement literature service
 * (/service/funds/literature).
 */
import { productCatalogue, seedOf } from './products';
import { ASSET_CLASSES } from './products-catalogue';
import { slugify } from './insights';
import { createRandom } from './random';
import { CITS as SUBSCRIPTION_CITS } from './subscriptions';
import { mirror, type HalDocument } from './types';

const meta = (id: string, path: string, type: string) => ({ id, path, type, name: path.split('/').pop() ?? id });

// ---------------------------------------------------------------------------------------------------------------
// The SMA accordion (products spec 7: {b}:Accordion of /content/documents/{b}-advisor/products/managed-accounts)

export const SMA_PORTFOLIOS = [
  'Core Fixed Income',
  'Core Plus Fixed Income',
  'Municipal Intermediate',
  'Municipal Short Duration',
  'Taxable Short Duration',
  'High Yield',
  'Securitized Credit',
  'Emerging Markets Debt',
].map((name) => `Calder Meridian ${name} Completion Portfolio`);

const SMA_DOCUMENTS = [
  'Fact Sheet',
  'Portfolio Commentary',
  'Annual Report',
  'Semiannual Report',
  'First Quarter Report',
  'Third Quarter Report',
];

export function smaAccordionDocuments(): HalDocument[] {
  const folder = '/content/documents/cm-advisor/products/managed-accounts';
  const outer = SMA_PORTFOLIOS.map((portfolio) => {
    const random = createRandom(seedOf(`sma|${portfolio}`));
    const slug = slugify(portfolio);
    const contentBlock = SMA_DOCUMENTS.filter((_label, index) => index < 3 || random.chance(0.6)).map(
      (label, index) => {
        const path = `content/assets/cm/sma/${slug}/${slugify(label)}.pdf`;
        const link = {
          text: label === 'Annual Report' ? `2026 ${label}` : label,
          Link: [mirror(path, `sma-${slug}-${index}`)],
        };
        // The content system holds links both ways: a LinkList compound, or a plain links list.
        return index % 2 === 0
          ? { innerLabel: label, LinkList: { links: [link] } }
          : { innerLabel: label, links: [link] };
      },
    );
    return { outerLabel: portfolio, contentBlock };
  });
  return [
    {
      _meta: meta('sma-literature', `${folder}/sma-literature`, 'cm:Accordion'),
      title: 'Separately Managed Accounts Literature',
      OuterAccordionCompound: outer,
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Forms and applications (products spec 2.17, 3; spec 6: an investor folder and an advisor folder)

type FormEntry = readonly [title: string, productType: string, documentType: string, advisorOnly?: boolean];

export const FORMS: readonly FormEntry[] = [
  ['New Account Application', 'Mutual-Funds', 'Account-Applications'],
  ['Individual Retirement Account Application', 'Mutual-Funds', 'Account-Applications'],
  ['Roth IRA Conversion Form', 'Mutual-Funds', 'Transfers-and-Rollovers'],
  ['IRA Transfer of Assets Form', 'Mutual-Funds', 'Transfers-and-Rollovers'],
  ['Account Maintenance Form', 'Mutual-Funds', 'Account-Maintenance'],
  ['Systematic Withdrawal Plan Form', 'Mutual-Funds', 'Distributions'],
  ['IRA Distribution Request', 'Mutual-Funds', 'Distributions'],
  ['Beneficiary Designation Form', 'Mutual-Funds', 'Beneficiary-Designations'],
  ['Transfer on Death Registration Form', 'Mutual-Funds', 'Beneficiary-Designations'],
  ['Form W-9 Request for Taxpayer Identification Number', 'Mutual-Funds', 'Tax-Forms'],
  ['Letter of Intent Agreement', 'Mutual-Funds', 'Account-Maintenance'],
  ['Broker/Dealer Selling Agreement', 'Mutual-Funds', 'Firm-Agreements', true],
  ['Wire Order Trading Authorization', 'Mutual-Funds', 'Firm-Agreements', true],
  ['Institutional Account Application', 'Mutual-Funds', 'Account-Applications', true],
  ['ETF Authorized Participant Agreement', 'Exchange-Traded-Funds', 'Firm-Agreements', true],
  ['ETF Model Portfolio Access Request', 'Exchange-Traded-Funds', 'Account-Applications', true],
  ['Dividend Reinvestment Plan Enrollment', 'Closed-End-Funds', 'Account-Applications'],
  ['Closed-End Fund Transfer Form', 'Closed-End-Funds', 'Transfers-and-Rollovers'],
  ['Closed-End Fund Cost Basis Election', 'Closed-End-Funds', 'Tax-Forms'],
  ['Variable Portfolio Allocation Change', 'Variable-Products', 'Account-Maintenance'],
  ['Variable Portfolio Fund Transfer Request', 'Variable-Products', 'Transfers-and-Rollovers'],
  ['Interval Fund Repurchase Request', 'Interval-Funds', 'Distributions'],
  ['Interval Fund Subscription Agreement', 'Interval-Funds', 'Account-Applications'],
  ['529 Plan Account Application', '529-Plan', 'Account-Applications'],
  ['529 Plan Withdrawal Request', '529-Plan', 'Distributions'],
  ['529 Plan Rollover Form', '529-Plan', 'Transfers-and-Rollovers'],
  ['529 Plan Successor Owner Designation', '529-Plan', 'Beneficiary-Designations'],
  ['529 Plan Change of Beneficiary', '529-Plan', 'Beneficiary-Designations'],
];

const FORM_PURPOSES: Readonly<Record<string, string>> = {
  'Account-Applications': 'open a new account',
  'Transfers-and-Rollovers': 'move assets into or between accounts',
  'Account-Maintenance': 'change the options or the details of an existing account',
  Distributions: 'request a withdrawal or set up regular payments',
  'Beneficiary-Designations': 'name or change the beneficiaries of an account',
  'Tax-Forms': 'give or confirm tax information',
  'Firm-Agreements': 'set up the relationship between a firm and Calder Meridian',
};

export function formDocuments(): HalDocument[] {
  return (['advisor', 'investor'] as const).flatMap((site) =>
    FORMS.filter(([, , , advisorOnly]) => site === 'advisor' || !advisorOnly).map(
      ([title, productType, documentType]) => {
        const slug = slugify(title);
        const path = `/content/documents/cm-${site}/resources/forms-and-applications/${slug}`;
        return {
          _meta: meta(`form-${site}-${slug}`, path, 'cm:FormsAndApplications'),
          title,
          description: {
            content: `<p>Use this form to ${FORM_PURPOSES[documentType] ?? 'complete a request'}. Print it, sign it and mail it to the address on the form.</p>`,
          },
          link: { Link: [mirror(`content/assets/cm/forms/${slug}.pdf`, `form-file-${slug}`)] },
          productType: `productType.${productType}`,
          documentType,
        };
      },
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Collective investment trusts and stable value funds (products spec 2.19, 7)

export const CIT_SCOPE = '/content/documents/cm-advisor/retirement/collective-investment-trusts';
export const STABLE_VALUE_SCOPE = '/content/documents/cm-advisor/retirement/stable-value-funds';

/**
 * The trusts are named as the subscription catalogue names its CITs (data/subscriptions.ts), so that a row's Email
 * Updates checkbox finds the fund's literature subscriptions; the trusts the catalogue does not know show how such
 * a row reads.
 */
const CITS = [
  'Large Cap Growth',
  'Large Cap Value',
  'Disciplined Core',
  'Mid Cap Growth',
  'Small Cap Value',
  'International Equity',
  'Core Bond',
  'Core Plus Bond',
  'Short Duration Income',
  'Target Retirement 2045',
].map((name) => `Calder Meridian ${name} CIT`);

const STABLE_VALUE_FUNDS = [
  'Stable Value CIT',
  'Stable Value Fund II',
  'Stable Value Select Fund',
  'Guaranteed Income Fund',
].map((name) => `Calder Meridian ${name}`);

/** The trusts with literature subscriptions: each has a commentary, the item their Email Updates checkbox toggles. */
const SUBSCRIBED_TRUSTS: ReadonlySet<string> = new Set(SUBSCRIPTION_CITS.map((cit) => cit.name));

function trustDocument(scope: string, name: string, texts: readonly string[]): HalDocument {
  const slug = slugify(name);
  return {
    _meta: meta(`cit-${slug}`, `${scope}/${slug}`, 'cm:Document'),
    title: name,
    content: texts.map((text) => ({
      text,
      Link: [mirror(`content/assets/cm/retirement/${slug}/${slugify(text)}.pdf`, `cit-file-${slug}-${slugify(text)}`)],
    })),
  };
}

export function citDocuments(): HalDocument[] {
  return [
    ...CITS.map((name) => {
      const commentary = SUBSCRIBED_TRUSTS.has(name) || seedOf(`cit|${name}`) % 4 !== 0;
      return trustDocument(CIT_SCOPE, name, commentary ? ['Fact Sheet', 'Quarterly Commentary'] : ['Fact Sheet']);
    }),
    ...STABLE_VALUE_FUNDS.map((name) => trustDocument(STABLE_VALUE_SCOPE, name, ['Story Sheet', 'Fact Sheet'])),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Index description glossary (products spec 2.13, 7; spec 6: the scope follows the site variant)

const INDEX_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /Target Date/i,
    'measures the performance of diversified portfolios whose allocation grows more conservative as the target year nears',
  ],
  [/Blended/i, 'combines the stock and bond indexes named, in the weights shown, rebalanced monthly'],
  [/Municipal/i, 'measures the performance of investment-grade, tax-exempt bonds issued by U.S. states and localities'],
  [/Treasury|T-Bill|Bill/i, 'measures the performance of short-term U.S. Treasury securities'],
  [/High Yield|Corporate/i, 'measures the performance of U.S. dollar-denominated corporate bonds'],
  [/Aggregate|Bond|Fixed/i, 'measures the performance of investment-grade, U.S. dollar-denominated bonds'],
  [/Emerging/i, 'measures the performance of large- and mid-cap stocks of emerging-market countries'],
  [
    /EAFE|ACWI|World|International|Global/i,
    'measures the performance of large- and mid-cap stocks of developed and emerging markets',
  ],
  [/Growth/i, 'measures the performance of the growth segment of the U.S. equity market'],
  [/Value/i, 'measures the performance of the value segment of the U.S. equity market'],
  [/Small|2000/i, 'measures the performance of small-capitalization U.S. stocks'],
];

function indexDescription(name: string): string {
  const phrase =
    INDEX_PHRASES.find(([pattern]) => pattern.test(name))?.[1] ??
    'measures the performance of the market segment it is named for';
  return `<p>The ${name} ${phrase}. An index is unmanaged; it is not possible to invest directly in an index.</p>`;
}

/** Every benchmark and tracked index of the line-up, in name order. */
export function glossaryIndexes(): string[] {
  const { mutualFunds, etfs, intervalFunds } = productCatalogue();
  const names = new Set<string>();
  for (const series of [...mutualFunds, ...etfs, ...intervalFunds]) if (series.benchmark) names.add(series.benchmark);
  return [...names].sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * Terms of the glossary that name no index of the line-up and start with a number: they show the glossary's
 * numeric titles (products spec 2.13: "then numeric titles numerically", 3 before 10 before 60).
 */
export const NUMERIC_GLOSSARY_TERMS: ReadonlyArray<readonly [title: string, html: string]> = [
  [
    '10-Year U.S. Treasury Yield',
    '<p>The yield of the U.S. Treasury note maturing in ten years, a reference for long-term interest rates.</p>',
  ],
  [
    '3-Month U.S. Treasury Bill Rate',
    '<p>The yield of the U.S. Treasury bill maturing in three months, often used as the return of cash.</p>',
  ],
  [
    '60/40 Blended Portfolio',
    '<p>A portfolio of 60% stocks and 40% bonds, rebalanced monthly; a common reference for balanced funds.</p>',
  ],
];

export function glossaryDocuments(): HalDocument[] {
  const entries: Array<readonly [string, string]> = [
    ...glossaryIndexes().map((name) => [name, indexDescription(name)] as const),
    ...NUMERIC_GLOSSARY_TERMS,
  ];
  return (['advisor', 'investor'] as const).flatMap((site) =>
    entries.map(([name, html]) => {
      const slug = slugify(name);
      const path = `/content/documents/cm-${site}/products/index-description-glossary-spa/body-content/${slug}`;
      return {
        _meta: meta(`glossary-${site}-${slug}`, path, 'cm:GlossaryEntry'),
        title: name,
        summary: { content: html },
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Capital gains and dividends distributions: the tax centre (products spec 2.23, 3, 7)

export const TAX_CENTRE_SCOPE = '/content/documents/cm-advisor/resources/tax-center/capital-gains-and-dividends';

/** Each year's reports: the estimates come before the year's distributions are paid. */
const TAX_CENTRE_YEARS: ReadonlyArray<readonly [year: number, reports: readonly string[]]> = [
  [2026, ['Estimated Capital Gains Distributions', 'Capital Gains Distribution Schedule']],
  [
    2025,
    [
      'Capital Gains Distributions',
      'Ordinary Income Dividends',
      'Qualified Dividend Income',
      'Foreign Tax Credit Information',
      'U.S. Government Obligations Income',
      'Tax-Exempt Income by State',
    ],
  ],
  [
    2024,
    [
      'Capital Gains Distributions',
      'Ordinary Income Dividends',
      'Qualified Dividend Income',
      'Foreign Tax Credit Information',
    ],
  ],
];

export function taxCentreDocuments(): HalDocument[] {
  return TAX_CENTRE_YEARS.map(([year, reports]) => {
    const slug = `${year}-capital-gains-and-dividends`;
    return {
      _meta: meta(`tax-centre-${year}`, `${TAX_CENTRE_SCOPE}/${slug}`, 'cm:Document'),
      title: `${year} Capital Gains and Dividends Distributions`,
      content: reports.map((name) => ({
        text: name,
        Link: [{ string: `/binaries/content/assets/cm/tax-center/${year}/${slugify(name)}.pdf` }],
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Retirement literature (products spec 2.20, 7: /service/funds/literature?classes=...&type=TARGET|DCIO)

interface RetirementDocument {
  fileName: string;
  url: string;
}

/** One element where a list has one item: the service's JSON is born of XML. */
const oneOrMany = <T>(items: T[]): T | T[] => (items.length === 1 ? items[0]! : items);

/**
 * The service's answer for a class and scope: TARGET the target retirement funds, DCIO every other fund with the
 * class, its subcategory the fund's asset class. Each has a fact sheet; most a quarterly fund commentary; some an
 * investor guide or a product guide.
 */
export function retirementLiterature(className: string, scope: 'TARGET' | 'DCIO') {
  const { mutualFunds } = productCatalogue();
  const fund = mutualFunds
    .filter((series) => /Target Retirement/.test(series.fundName) === (scope === 'TARGET'))
    .flatMap((series) => {
      const share = series.classes.find((c) => c.fundClass === className);
      if (!share) return [];
      const random = createRandom(seedOf(`retirement|${share.cusip}`));
      const slug = slugify(series.fundName);
      const document = (fileName: string): RetirementDocument => ({
        fileName,
        url: `/binaries/content/assets/cm/retirement/${slug}/${slugify(fileName)}.pdf`,
      });
      const types: Array<{ name: string; documents: RetirementDocument[] }> = [
        { name: 'Fact Sheet', documents: [document('Fact Sheet')] },
      ];
      if (random.chance(0.75)) types.push({ name: 'Commentary', documents: [document('Quarterly Fund Commentary')] });
      const guides = [
        ...(random.chance(0.3) ? [document('Investor Guide')] : []),
        ...(random.chance(0.25) ? [document('Product Guide')] : []),
      ];
      if (guides.length) types.push({ name: 'Guides', documents: guides });
      return [
        {
          cusip: share.cusip,
          fundName: series.fundName,
          subCategoryName: scope === 'TARGET' ? 'Target Retirement' : ASSET_CLASSES[series.assetClass].name,
          documentTypes: {
            documentType: oneOrMany(
              types.map((type) => ({ name: type.name, documents: { document: oneOrMany(type.documents) } })),
            ),
          },
        },
      ];
    });
  return { fundLiterature: { literature: { funds: fund.length ? { fund: oneOrMany(fund) } : null } } };
}
