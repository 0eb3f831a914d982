import { attr } from '../../runtime/attributes';
import { defineElement, event, type FailureDetail } from '../../runtime/define-element';
import uiStyles from '../../runtime/ui/ui.css?inline';
import blockStyles from './blocks/blocks.css?inline';
import figureStyles from './figures/figures.css?inline';
import { RATING_PROVIDER } from '../../services/product-vocabulary';
import { FundDetail } from './FundDetail';
import { CUSIP_PATTERN, ERROR_POPUP, FUND_DETAIL_VIEWS } from './model';
import styles from './styles.css?inline';

export const attributes = {
  block: attr.oneOf(FUND_DETAIL_VIEWS, {
    default: 'page',
    description:
      'What this element shows of the fund page (products spec 2.14): "page" is every block in the spec\'s order; a template that places and orders the blocks itself puts one element per block: "header" (name, symbol, class, ratings, category, investor goals, multi-manager flag and the share-class switch), "documents" (fact sheet, prospectus, attribution report), "messages" (merger and rename), "investment" (minimum and subsequent investment), "distributions" (the schedule), "holdings" (top holdings, their disclosure and the full-holdings download), "risk", "noteworthy" ("new and noteworthy"), "underlying-funds", "literature", "performance", "asset-mix", "historical-data", "growth" (growth of an investment), "capital-gains" (with its download) and "disclosures". "crumb" is the fund\'s name as the breadcrumb\'s last crumb, on the paths that take one.',
  }),
  cusip: attr.optionalString({
    description:
      "The fund's cusip (a model portfolio's account id), for a CMS that knows the fund. Without it, the page's ?cusip= (products spec 2.1), which follows a share-class switch and the browser's Back.",
    defaultText: 'the ?cusip= of the page address',
    pattern: CUSIP_PATTERN,
    allowed: '4 to 12 letters and digits',
  }),
  provider: attr.string({
    ...RATING_PROVIDER,
    description:
      'Name of the rating provider ({rating provider}) in the header\'s "{rating provider} Rating" and "{rating provider} Category", as the fund tables name them.',
  }),
  productsUrl: attr.siteUrl({
    description:
      'Where the page leads a visitor whose address names no fund, or a fund the service does not know: the list of products.',
    defaultText: '{siteBase}/investment-products/',
  }),
};

export const events = {
  'class-change': event<{ cusip: string; fundClass: string | null; href: string }>(
    'The visitor chose another share class: the address has its class segment and ?cusip= replaced (a new history entry) and every block follows.',
  ),
  download: event<{ kind: 'full-holdings' | 'capital-gains'; period: string; href: string }>(
    'The visitor downloads the full holdings or the capital gains of a period (products spec 7 /cmg.svc/exportFullHoldings, /cmg.svc/exportCapGains).',
  ),
  name: event<{ cusip: string; fundName: string }>(
    'The "crumb" block found the fund\'s name for the breadcrumb\'s last crumb (products spec 2.14).',
  ),
  error: event<FailureDetail>(
    'A call of the fund page failed: the block shows "Fund Details information is unavailable at this time. Please try again later." with Retry, and the page\'s "Error" popup opens once (products spec 8).',
  ),
};

export const definition = defineElement({
  tag: 'fund-detail',
  summary: 'The fund page: header, share classes, data blocks, charts and downloads',
  spec: 'products spec 2.1, 2.14, 3, 7, 8',
  description:
    "The fund page a visitor reaches from every fund table (products spec 2.1, 2.14, 3, 7, 8): the product header with its share-class switch, and the data blocks a template places and orders, each loading what it needs; a block that cannot load shows the spec's text with Retry while the others stay.",
  attributes,
  events,
  component: FundDetail,
  styles: `${uiStyles}\n${styles}\n${blockStyles}\n${figureStyles}`,
  // products spec 8 names no component for the fund page; its error text names the element's own.
  errorName: 'FundDetail',
  failurePopup: ERROR_POPUP,
  cssParts: {
    block: 'Each block of the page.',
    heading: "Each block's heading.",
  },
});
