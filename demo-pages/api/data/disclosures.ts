/**
 * The fund-disclosure reference map (products spec 2.14 "Disclosures", 3 "disclosureRef: the footnote number
 * looked up by cusip", 7 "Content system"): a resource bundle document in the administration folder, found with
 * `_expr=jcr:contains(@resourcebundle:id, 'fund.disclosure.reference.map')`, whose bundles.default maps a cusip
 * to the number of a footnote in the page's disclosure block (the footnotes' text is the page's, not the map's).
 *
 * About one fund in eight carries a footnote, numbered 1 to 6. A footnote is about the fund, so every share
 * class of a marked fund has the same number. Chosen from the fund's name, so the marks stay put when the
 * line-up grows.
 */
import { productCatalogue, seedOf } from './products';
import { createRandom } from './random';
import type { HalDocument } from './types';

export const FUND_DISCLOSURE_REFERENCE_MAP = 'fund.disclosure.reference.map';
/** The footnotes of the page's disclosure block that a fund can refer to. */
export const FOOTNOTE_COUNT = 6;

/** The footnote number of a fund, or undefined for the seven funds in eight without one. */
export function fundFootnote(fundName: string): number | undefined {
  const random = createRandom(seedOf(`disclosure|${fundName}`));
  return random.chance(1 / 8) ? random.int(1, FOOTNOTE_COUNT) : undefined;
}

/** cusip -> footnote number, for every class of the mutual funds, ETFs and interval funds that have a footnote. */
export function fundDisclosureReferenceMap(): Record<string, string> {
  const { mutualFunds, etfs, intervalFunds } = productCatalogue();
  const map: Record<string, string> = {};
  for (const series of [...mutualFunds, ...etfs, ...intervalFunds]) {
    const footnote = fundFootnote(series.fundName);
    if (footnote === undefined) continue;
    for (const share of series.classes) map[share.cusip] = String(footnote);
  }
  return map;
}

/** The resource bundle document, as the content system's HAL API lists it. */
export function disclosureDocuments(): HalDocument[] {
  return [
    {
      _meta: {
        id: 'cm-common-fund-disclosure-reference-map',
        path: '/content/documents/administration/cm-common/fund-disclosure-reference-map',
        type: 'resourcebundle:resourcebundle',
        name: 'fund-disclosure-reference-map',
      },
      id: FUND_DISCLOSURE_REFERENCE_MAP,
      basename: FUND_DISCLOSURE_REFERENCE_MAP,
      bundles: { default: fundDisclosureReferenceMap() },
    },
  ];
}

/** The product types whose fund pages show performance disclosures (products spec 2.14), by their folder. */
const PERFORMANCE_DISCLOSURE_PRODUCTS: ReadonlyArray<readonly [path: string, what: string]> = [
  ['mutual-funds', 'mutual fund'],
  ['exchange-traded-funds', 'exchange-traded fund'],
  ['interval-funds', 'interval fund'],
  ['closed-end-funds', 'closed-end fund'],
  ['variable-products', 'variable product'],
  ['529-plan', '529 portfolio'],
  ['model-portfolios', 'model portfolio'],
];

/**
 * products spec 2.14 "Disclosures: performance disclosures per product", 7
 * `documents?_scope=/content/documents/{b}-{advisor|investor}/products/{product}/performance-disclosure`: one
 * document per product type and site, its text as HTML.
 */
export function performanceDisclosureDocuments(): HalDocument[] {
  return (['advisor', 'investor'] as const).flatMap((site) =>
    PERFORMANCE_DISCLOSURE_PRODUCTS.map(([path, what]) => ({
      _meta: {
        id: `cm-${site}-${path}-performance-disclosure`,
        path: `/content/documents/cm-${site}/products/${path}/performance-disclosure/performance-disclosure`,
        type: 'cm:HtmlContent',
        name: 'performance-disclosure',
      },
      title: 'Performance disclosure',
      html: {
        content:
          `<p>Performance data quoted represents past performance, which does not guarantee future results. ` +
          `Investment return and principal value of ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what} will fluctuate, so shares, when redeemed, may be worth ` +
          `more or less than their original cost. Current performance may be lower or higher than the performance ` +
          `quoted.</p><p>Returns at NAV do not reflect a sales charge; had they, returns would be lower.</p>`,
      },
    })),
  );
}
