/**
 * How the product tables show figures and dates (products spec 5 "Sorting and formatting", site spec 9): the rules
 * the fund page shares, from services/product-format.ts.
 */
export { displayDate, figureNumber, formatValue, isPresent, type Figure } from '../../../services/product-format';
