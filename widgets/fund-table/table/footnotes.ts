/**
 * Footnote marks of the landing tables (products spec 3 "disclosureRef: the footnote number looked up by cusip",
 * 2.14 "a fund-disclosure reference map that gives footnote numbers by cusip"). The footnotes' text is in the
 * page's disclosure block; a row shows only the number.
 */
import type { FundDisclosureRefs } from '../../../services/content';

/** A row's footnote number, or undefined when the map has none for its cusip. */
export function footnoteOf(refs: FundDisclosureRefs, cusip: string | null | undefined): string | undefined {
  const key = cusip?.trim().toUpperCase();
  return key && Object.hasOwn(refs, key) ? refs[key] : undefined;
}
