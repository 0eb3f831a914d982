/**
 * What Find a Product shows (products spec 2.10): its search, filters and columns. Texts are quoted from the
 * spec; {rating provider} is the provider's name.
 */
import { col, type ColumnDef } from '../table/columns';

export const FIND_A_PRODUCT = {
  searchPlaceholder: 'Find a Product',
  section: 'Find a Product',
  filters: { productType: 'Product Type', assetClass: 'Asset class', class: 'Class' },
} as const;

/** products spec 2.10 "Columns". */
export function findAProductColumns(provider: string): ColumnDef[] {
  return [
    col('symbol', 'Ticker', 'text'),
    col('fundName', 'Fund Name', 'text'),
    col('fundTypeLabel', 'Fund Type', 'text'),
    col('assetClassName', 'Asset Class', 'text'),
    col('category', `${provider} Category`, 'text'),
  ];
}
