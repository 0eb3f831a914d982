/**
 * What a library tab loads and the rows it shows (products spec 2.15, 3, 7): a fund tab reads the fund classes
 * with their documents, the fund categories, the summary prospectuses and the literature bundles; the managed
 * accounts tab reads the SMA accordion and the bundles.
 */
import type { CallContext } from '../../../runtime/http';
import {
  getFundLiterature,
  getSmaLiterature,
  type AccordionSection,
  type FundLiteratureData,
  type LiteratureBundles,
} from '../../../services/literature';
import {
  SMA_PRODUCT_TYPE,
  type FundLiteratureProductType,
  type LiteratureTab,
} from '../../../services/literature-vocabulary';
import type { SiteLinkContext } from '../links';
import { fundLiteratureRows, smaLiteratureRows, type LiteratureRow } from './rows';

export type LibraryTabData =
  | { kind: 'fund'; data: FundLiteratureData }
  | { kind: 'sma'; sections: AccordionSection[]; bundles: LiteratureBundles };

/** products spec 7: a content lookup that fails is logged and its data is empty: a tab without documents. */
export const EMPTY_TAB_DATA: LibraryTabData = {
  kind: 'fund',
  data: {
    fundCategories: new Map(),
    classes: [],
    summaryProspectuses: [],
    bundles: { prospectusDomain: '', mailOrder: {}, docTypes: {} },
  },
};

/** The calls of a tab. */
export async function loadLibraryTab(tab: LiteratureTab, context: CallContext): Promise<LibraryTabData> {
  if (tab.productType === SMA_PRODUCT_TYPE) return { kind: 'sma', ...(await getSmaLiterature(context)) };
  const productType = tab.productType as FundLiteratureProductType;
  return { kind: 'fund', data: await getFundLiterature(productType, {}, context) };
}

/** The rows of a tab's data. */
export function libraryRows(data: LibraryTabData, tab: LiteratureTab, links: SiteLinkContext): LiteratureRow[] {
  return data.kind === 'sma'
    ? smaLiteratureRows(data.sections, data.bundles, tab, links)
    : fundLiteratureRows(data.data, tab, links);
}
