/**
 * What the landing loads (products spec 7) and how each failure shows (spec 8): the tab's productSummary answer
 * (the "Error" popup and the section text), the class totals and the footnote numbers (logged, and the table
 * does without them).
 */
import { useService, type ServiceState } from '../../../runtime/use-service';
import { getFundDisclosureRefs, type FundDisclosureRefs } from '../../../services/content';
import {
  getEtfSummary,
  getIntervalFundSummary,
  getMutualFundSummary,
  getProductTotals,
  type ClassTotal,
  type LandingMeta,
} from '../../../services/products';
import type { ProductSummaryRequest } from './model';

const NO_FOOTNOTES: FundDisclosureRefs = {};
const NO_TOTALS: ClassTotal[] = [];

/**
 * The answer to the tab's productSummary call. A new call (tab, class, frequency) clears the rows and shows the
 * spinner (products spec 4); a failure opens the "Error" popup and the view shows the section text with Retry.
 * An answer already in the session cache (a tab or class seen before) is drawn in place of the shown one in one
 * step: there is nothing to wait for, so no spinner is drawn and taken down again before the frame, and no
 * "Loading..." status reaches a screen reader. The table keeps its rows and cells and changes their contents
 * (docs/performance.md: the class and tab switches). The shown answer is held (`current` false) until then.
 */
export function useLandingSummary(request: ProductSummaryRequest, section: string): ServiceState<LandingMeta> {
  const { group, dataType, className } = request;
  return useService<LandingMeta>(
    (context) =>
      group === 'etf'
        ? getEtfSummary(dataType, context)
        : group === 'interval'
          ? getIntervalFundSummary(dataType, context)
          : getMutualFundSummary(dataType, className ?? '', context),
    [group, dataType, className],
    { failure: { show: 'popup', section }, shape: group },
  );
}

/**
 * The class totals of the mutual funds page (products spec 3 "Class totals"): the Class dropdown and the Asset
 * Class options; the ETF page's are static. The table loads without them, so a failure is logged and the spec's
 * lists are used (spec 9 share classes and categories), with no popup and no section text over a table that
 * loaded: the answer is then empty.
 */
export function useClassTotals(etf: boolean): ServiceState<ClassTotal[]> {
  return useService<ClassTotal[]>((context) => getProductTotals(context), [], {
    enabled: !etf,
    failure: { show: 'log', empty: NO_TOTALS },
  });
}

/**
 * The footnote numbers by cusip (products spec 3 "disclosureRef", 7): asked once, whatever the tab; a failed
 * lookup is logged and the tables show no footnotes (products spec 7: "log the failure and use empty data").
 */
export function useFundFootnotes(): FundDisclosureRefs {
  const refs = useService<FundDisclosureRefs>((context) => getFundDisclosureRefs(context), [], {
    failure: { show: 'log', empty: NO_FOOTNOTES },
  });
  return refs.data ?? NO_FOOTNOTES;
}
