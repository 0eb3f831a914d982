/**
 * Literature rows (products spec 3 "Literature") built from what the literature service reads: a fund tab's class
 * documents with their product documents and summary-prospectus data, or the SMA tab's accordion; the investor
 * display rules (spec 6); and what a row shows in each column (spec 2.15).
 */
import type { Audience } from '../../../runtime/config';
import type { CartItemInput } from '../../../runtime/stores/cart';
import type { AccordionSection, FundLiteratureData, LiteratureBundles } from '../../../services/literature';
import {
  DEFAULT_FUND_GROUP,
  ETF_PRODUCT_TYPE,
  INVESTMENT_INSIGHTS,
  INVESTMENT_INSIGHTS_PREFIX,
  LITERATURE_TEXTS,
  NOT_ORDERABLE,
  NULL_CUSIP,
  SHAREHOLDER_REPORTS,
  SMA_FUND_GROUP,
  SMA_SHAREHOLDER_REPORT_TYPES,
  SUMMARY_PROSPECTUS_DOC_TYPES,
  type LiteratureTab,
} from '../../../services/literature-vocabulary';
import { cartIdOf } from '../../../runtime/stores/cart';
import { FUND_TYPE_LABELS } from '../../../services/product-vocabulary';
import { isSecureDocument, siteDocumentLink, type SiteLinkContext } from '../links';

/** products spec 3 "Literature row", with the id the cart and the table key use. */
export interface LiteratureRow {
  /** The cart id (products spec 3), unique among a tab's rows. */
  id: string;
  fundName: string;
  /** null when the document has no class (shown as None). */
  fundClass: string | null;
  /** 'null' for rows without a fund class (SMA). */
  cusip: string;
  symbol: string;
  /** The tab label. */
  productType: string;
  fundGroup: string;
  docType: string;
  fileName: string;
  /** The document's address; '' when it has none. */
  url: string;
  secure: boolean;
  /** The user contexts the document's link requires, space-separated (accounts spec 2.7). */
  contexts?: string;
  /** 'false' or the doc type's mail-order value. */
  byEmailOrder: string;
}

/**
 * products spec 6: "A literature document shows only when displayLiterature and displayInvestor are both true.
 * The advisor site requires displayLiterature only."
 */
export function isDisplayed(
  document: { displayLiterature: boolean; displayInvestor: boolean },
  audience: Audience,
): boolean {
  return document.displayLiterature && (audience !== 'investor' || document.displayInvestor);
}

/** products spec 3: "byEmailOrder: the string 'false' or a value from the mail-order bundle". */
function mailOrderValue(bundles: LiteratureBundles, ...docTypes: string[]): string {
  for (const docType of docTypes) {
    const value = bundles.mailOrder[docType]?.trim();
    if (value && value !== NOT_ORDERABLE) return value;
  }
  return NOT_ORDERABLE;
}

/** Rows keep the first document of each cart id: the same file listed twice is one document. */
function uniqueRows(rows: LiteratureRow[]): LiteratureRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
}

/**
 * The rows of a fund tab (products spec 3): each displayed product document of each class, then the documents
 * its summary-prospectus flags stand for, at {prospectusDetail.domain}/{cusip}/{literatureDoctypes[flag]}
 * (left out when the bundles give no address for them). fundGroup is the fund's fundCategory, default Retail.
 */
export function fundLiteratureRows(
  data: FundLiteratureData,
  tab: LiteratureTab,
  links: SiteLinkContext,
): LiteratureRow[] {
  const { bundles } = data;
  const flagsByCusip = new Map(data.summaryProspectuses.map((entry) => [entry.cusip, entry.flags]));
  const rows: LiteratureRow[] = [];
  for (const fund of data.classes) {
    if (!fund.title) continue;
    const cusip = fund.cusip || NULL_CUSIP;
    const base = {
      fundName: fund.title,
      fundClass: fund.classCategory,
      cusip,
      symbol: fund.symbol,
      productType: tab.label,
      fundGroup: (fund.fundRef && data.fundCategories.get(fund.fundRef)) || DEFAULT_FUND_GROUP,
    };
    const add = (docType: string, fileName: string, address: string, contexts?: string) => {
      const url = siteDocumentLink(address, { ...links, prospectusDomain: bundles.prospectusDomain });
      rows.push({
        ...base,
        id: cartIdOf({ cusip, fundName: base.fundName, fileName }),
        docType,
        fileName,
        url,
        secure: isSecureDocument(url),
        ...(contexts ? { contexts } : {}),
        byEmailOrder: mailOrderValue(bundles, docType),
      });
    };
    for (const document of fund.documents) {
      if (document.docType && isDisplayed(document, links.audience))
        add(document.docType, document.fileName, document.url, document.contexts);
    }
    if (cusip === NULL_CUSIP || !bundles.prospectusDomain) continue;
    for (const flag of flagsByCusip.get(cusip) ?? []) {
      const segment = bundles.docTypes[flag];
      const docType = SUMMARY_PROSPECTUS_DOC_TYPES[flag];
      if (segment) add(docType, docType, `${bundles.prospectusDomain}/${encodeURIComponent(cusip)}/${segment}`);
    }
  }
  return uniqueRows(rows);
}

/** products spec 2.15, 9: "SMA reports mapped to "Shareholder Reports"". */
export function smaDocType(label: string): string {
  return SMA_SHAREHOLDER_REPORT_TYPES.includes(label) ? SHAREHOLDER_REPORTS : label;
}

/**
 * The SMA tab's rows from the managed-accounts accordion (products spec 3: fundGroup Managed Accounts): the
 * outer label names the portfolio, the inner label the doc type (shareholder report kinds as "Shareholder
 * Reports"), each link a document. SMA rows have no cusip and no class.
 */
export function smaLiteratureRows(
  sections: readonly AccordionSection[],
  bundles: LiteratureBundles,
  tab: LiteratureTab,
  links: SiteLinkContext,
): LiteratureRow[] {
  const rows: LiteratureRow[] = [];
  for (const section of sections) {
    if (!section.label) continue;
    for (const item of section.items) {
      const docType = smaDocType(item.label);
      for (const link of item.links) {
        const fileName = link.text || item.label;
        if (!fileName) continue;
        const url = siteDocumentLink(link.url, links);
        rows.push({
          id: cartIdOf({ cusip: NULL_CUSIP, fundName: section.label, fileName }),
          fundName: section.label,
          fundClass: null,
          cusip: NULL_CUSIP,
          symbol: '',
          productType: tab.label,
          fundGroup: SMA_FUND_GROUP,
          docType,
          fileName,
          url,
          secure: isSecureDocument(url),
          ...(link.contexts ? { contexts: link.contexts } : {}),
          byEmailOrder: mailOrderValue(bundles, docType, item.label),
        });
      }
    }
  }
  return uniqueRows(rows);
}

// ---------------------------------------------------------------------------------------------------------------
// What each column shows (products spec 2.15)

/** Fund Name: "For ETFs it shows "SYMBOL - name"". */
export function fundNameText(row: LiteratureRow, productType: string): string {
  return productType === ETF_PRODUCT_TYPE && row.symbol ? `${row.symbol} - ${row.fundName}` : row.fundName;
}

/**
 * A fund's detail page (products spec 2.1) by the tab's product type; undefined when the product has none. The
 * product tables' link builder, given by the caller.
 */
export type FundDetailLink = (fund: {
  productType: string;
  fundName: string;
  fundClass: string | null;
  cusip: string;
}) => string | undefined;

/**
 * The Fund Name cell's link to the fund's detail page: products spec 2.15 "A row with no link, or with cusip
 * "null", shows the fund name as plain text" (undefined). The document itself is linked from Literature Type.
 */
export function fundNameHref(
  row: LiteratureRow,
  productType: string,
  detailLink: FundDetailLink | undefined,
): string | undefined {
  if (!detailLink || !row.cusip || row.cusip === NULL_CUSIP) return undefined;
  return detailLink({ productType, fundName: row.fundName, fundClass: row.fundClass, cusip: row.cusip }) || undefined;
}

/** Class: "a value of null shows as None". */
export function classText(row: Pick<LiteratureRow, 'fundClass'>): string {
  return row.fundClass ?? LITERATURE_TEXTS.noClass;
}

/**
 * Literature Type: the file name; "The doc type Investment Insights gets the prefix "Investment Insights - "".
 * "Shareholder report kinds are shown as "Shareholder Reports"" (products spec 2.15, 9): an SMA annual, semiannual or
 * quarterly report reads "Shareholder Reports", followed as an insight is by its own name ("Shareholder Reports -
 * 2026 Annual Report"), so a portfolio's two reports stay two links a visitor can tell apart.
 */
export function literatureTypeText(row: Pick<LiteratureRow, 'docType' | 'fileName'>): string {
  if (row.docType === INVESTMENT_INSIGHTS) return `${INVESTMENT_INSIGHTS_PREFIX}${row.fileName}`;
  if (row.docType === SHAREHOLDER_REPORTS && row.fileName !== SHAREHOLDER_REPORTS)
    return `${SHAREHOLDER_REPORTS} - ${row.fileName}`;
  return row.fileName;
}

/**
 * Fund Type: the spec 9 "Fund type labels" of the row's fund group (products spec 3: the fund's fundCategory;
 * "Retail" reads "Mutual Fund", "Retail ETF" "Exchange Traded Fund"), a group without a label (Managed Accounts) as
 * it is named.
 */
export function fundTypeText(row: Pick<LiteratureRow, 'fundGroup'>): string {
  return FUND_TYPE_LABELS[row.fundGroup] ?? row.fundGroup;
}

/** Mail Order: a checkbox only for documents the mail-order bundle lists. */
export function isOrderable(row: LiteratureRow): boolean {
  return row.byEmailOrder !== NOT_ORDERABLE && row.byEmailOrder !== '';
}

/** The Mail Order checkbox's label: "Add to Cart" / "In Cart". */
export function mailOrderLabel(inCart: boolean): string {
  return inCart ? LITERATURE_TEXTS.inCart : LITERATURE_TEXTS.addToCart;
}

/** The cart item of a row (products spec 3 "Cart item"). */
export function cartItemOf(row: LiteratureRow): CartItemInput {
  return {
    cusip: row.cusip,
    fundName: row.fundName,
    productType: row.productType,
    dDocType: row.docType,
    fileName: row.fileName,
    fileDDocType: row.byEmailOrder,
    fileUrl: row.url,
    fundClass: row.fundClass,
  };
}
