/**
 * Footnote marks of the landing tables (products spec 3 "disclosureRef: the footnote number looked up by cusip",
 * 2.14 "a fund-disclosure reference map that gives footnote numbers by cusip"). The footnotes' text is in the
 * page's disclosure block; a row shows only the number.
 */

/** A row's footnote number, or undefined when the map has none for its cusip: shared with the fund page. */
export { footnoteOf } from '../../../services/content';
