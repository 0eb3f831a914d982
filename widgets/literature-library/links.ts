/**
 * Document links of the literature tables: the investor site's link prefix (products spec 2.1, 6), what counts as a
 * PDF (2.1) and which documents are secure (3), shared with the fund page from services/document-links.ts; and the
 * fund detail pages. How a secure document's link behaves for the visitor (locked, unlocked, the login) is the
 * runtime's secured link (runtime/ui/SecuredLink).
 */
import {
  closedEndFundLink,
  etfLink,
  intervalFundLink,
  mutualFundLink,
  variableProductLink,
} from '../../services/product-links';

// The rules of document links are shared with the fund page (services/document-links.ts).
export { isPdfLink, isSecureDocument, siteDocumentLink } from '../../services/document-links';
export type { SiteLinkContext } from '../../services/document-links';

/** A document in a table cell: its name, address and whether it is a secure document. */
export interface LinkedDocument {
  fileName: string;
  url: string;
  secure: boolean;
  /** The user contexts the link requires, space-separated (accounts spec 2.7); none when absent. */
  contexts?: string | undefined;
}

/**
 * The Fund Name cell's link: the fund's detail page by the library tab's product type (products spec 2.1);
 * undefined for a product without detail pages here (separately managed accounts).
 */
export function fundDetailHref(
  siteBase: string,
  fund: { productType: string; fundName: string; fundClass: string | null; cusip: string },
): string | undefined {
  const { fundName, cusip } = fund;
  const fundClass = fund.fundClass ?? '';
  switch (fund.productType) {
    case 'mutual-funds':
      return mutualFundLink(siteBase, { fundName, fundClass, cusip });
    case 'exchange-traded-funds':
      return etfLink(siteBase, { fundName, cusip });
    case 'variable-products':
      return variableProductLink(siteBase, { name: fundName, className: fundClass, cusip });
    case 'closed-end-funds':
      return closedEndFundLink(siteBase, { fundName, cusip });
    case 'interval-funds':
      return intervalFundLink(siteBase, { fundName, fundClass, cusip });
    default:
      return undefined;
  }
}
