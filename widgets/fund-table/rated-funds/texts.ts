/**
 * What the {rating provider} Rated Funds table shows (products spec 2.5): its title, its class filters and the
 * rating header. Texts are quoted from the spec; {rating provider} is the provider's name.
 */
import {
  ETF_CLASS_LABEL,
  ETF_CLASS_NAME,
  MUTUAL_FUND_CLASSES,
  stripClassPrefix,
} from '../../../services/product-vocabulary';
import type { Option } from '../table/columns';
import { groupByCategoryText } from '../table/ratings';
import type { SortState } from '../table/sorting';

export interface RatedFundsConfig {
  title: string;
  section: string;
  filterGroups: readonly { title: string; group: 'retail' | 'etf'; options: readonly Option[] }[];
  groupByCategoryLabel: string;
  defaultSort: SortState;
}

export function ratedFundsConfig(provider: string): RatedFundsConfig {
  return {
    title: `${provider} Rated Funds`,
    section: `${provider} Rated Fund`,
    filterGroups: [
      { title: 'Mutual Fund', group: 'retail', options: MUTUAL_FUND_CLASSES.map((c) => ({ value: c, label: c })) },
      {
        title: ETF_CLASS_LABEL,
        group: 'etf',
        options: [{ value: ETF_CLASS_NAME, label: ETF_CLASS_NAME }],
      },
    ],
    groupByCategoryLabel: groupByCategoryText(provider),
    defaultSort: { key: 'fundName', direction: 'asc' },
  };
}

/** products spec 2.5 header: "{rating provider} Rating as of {asOfDate} (based on a {rating provider} Risk-Adjusted Return measure)". */
export function ratedFundsHeader(provider: string, asOfDate: string): string {
  return `${provider} Rating as of ${asOfDate} (based on a ${provider} Risk-Adjusted Return measure)`;
}

/**
 * A ticked class as the failure text names it when its rows did not load (products spec 8, after the section's
 * text): a mutual fund class as "Class X", the ETF class by its label (products spec 9).
 */
export function ratedClassName(choice: { group: 'retail' | 'etf'; className: string }): string {
  return choice.group === 'etf' ? ETF_CLASS_LABEL : `Class ${stripClassPrefix(choice.className)}`;
}
