/** The Product List's headings (products spec 2.11). */
export const PRODUCT_LIST_TEXTS = {
  header: 'Product List',
  fundsTable: 'Links to the Funds',
  managedAccounts: 'Managed Accounts',
} as const;
