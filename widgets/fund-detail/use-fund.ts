/**
 * The fund of the page and its data, for every block. Each `<fund-detail>` on a page asks for what its block needs;
 * identical calls are shared and cached for the page session (runtime/http.ts), so a page of twelve blocks makes
 * each call once.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useService, type ServiceState } from '../../runtime/use-service';
import {
  getFundCapitalGains,
  getFundDetails,
  getHistoricalData,
  getPerformanceGrowth,
  getProductDetail,
  type CapitalGainsRow,
  type FundDetails,
  type HistoricalData,
  type PerformanceGrowth,
  type ProductDetail,
} from '../../services/fund-detail';
import { cusipFromSearch, FUND_DETAILS_SECTION, shareClassHref } from './model';

/** Told to every `<fund-detail>` of the page when one of them switched the share class (the address changed). */
const ADDRESS_CHANGED = 'cm-fund-detail-address';

function subscribeToAddress(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ADDRESS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ADDRESS_CHANGED, onChange);
  };
}

const searchNow = () => location.search;

/**
 * The fund's cusip: the element's `data-cusip` (a CMS that knows the fund), else `?cusip=` of the address, which
 * follows a share-class switch and the browser's Back and Forward.
 */
export function usePageCusip(attribute: string | undefined): string | undefined {
  const search = useSyncExternalStore(subscribeToAddress, searchNow, () => '');
  return attribute ?? cusipFromSearch(search);
}

/**
 * Goes to another share class of the fund (products spec 2.14): a new history entry with the class segment and the
 * cusip replaced; every block of the page follows, and Back returns to the class before.
 */
export function useSwitchShareClass(): (fundClass: string | null | undefined, cusip: string) => void {
  return useCallback((fundClass, cusip) => {
    history.pushState(history.state, '', shareClassHref(location, fundClass, cusip));
    window.dispatchEvent(new Event(ADDRESS_CHANGED));
  }, []);
}

const failure = { show: 'popup', section: FUND_DETAILS_SECTION } as const;

/** The fund details (content service): header, messages, summary, risk, HTML blocks, literature. */
export function useFundDetails(cusip: string): ServiceState<FundDetails | null> {
  return useService((context) => getFundDetails(cusip, context), [cusip], { failure });
}

/**
 * Whether the product service's calls of the fund go out. They wait for the fund details: a fund the content service
 * does not know (its answer's value is null) is not asked for, as its calls would fail, each block with the failure
 * text and the page with its popup, for a fund that is not there; the header says so instead. When the fund details
 * fail, the calls go on, and the blocks of the product service stay.
 */
function useKnownFund(cusip: string): boolean {
  const details = useFundDetailsQuietly(cusip);
  return details.status === 'error' || (details.status === 'ready' && details.data !== null);
}

/**
 * The fund details for a block that only needs to know whether they answered: the same call, shared, whose failure
 * the blocks that show the details report (a second report would open the popup again after the visitor closed it).
 */
export function useFundDetailsQuietly(cusip: string): ServiceState<FundDetails | null> {
  return useService((context) => getFundDetails(cusip, context), [cusip], { failure: { show: 'elsewhere' } });
}

/** The product detail (product service): performance, asset mix, identity and ratings. */
export function useProductDetail(cusip: string): ServiceState<ProductDetail> {
  const enabled = useKnownFund(cusip);
  return useService((context) => getProductDetail(cusip, context), [cusip], { failure, enabled });
}

export function useHistoricalData(cusip: string): ServiceState<HistoricalData> {
  const enabled = useKnownFund(cusip);
  return useService((context) => getHistoricalData(cusip, context), [cusip], { failure, enabled });
}

export function usePerformanceGrowth(cusip: string): ServiceState<PerformanceGrowth> {
  const enabled = useKnownFund(cusip);
  return useService((context) => getPerformanceGrowth(cusip, context), [cusip], { failure, enabled });
}

export function useFundCapitalGains(cusip: string): ServiceState<CapitalGainsRow | null> {
  const enabled = useKnownFund(cusip);
  return useService((context) => getFundCapitalGains(cusip, context), [cusip], { failure, enabled });
}
