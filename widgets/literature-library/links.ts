/**
 * Document links of the literature tables: the investor site's link prefix (products spec 2.1, 6), what counts
 * as a PDF (2.1), which documents are secure (3) and the fund detail pages. How a secure document's link behaves
 * for the visitor (locked, unlocked, the login) is the runtime's secured link (runtime/ui/SecuredLink).
 */
import type { Audience } from '../../runtime/config';
import { SECURE_PATH_MARK } from '../../services/literature-vocabulary';
import {
  closedEndFundLink,
  etfLink,
  intervalFundLink,
  mutualFundLink,
  variableProductLink,
} from '../../services/product-links';

/** A document in a table cell: its name, address and whether it is a secure document. */
export interface LinkedDocument {
  fileName: string;
  url: string;
  secure: boolean;
  /** The user contexts the link requires, space-separated (accounts spec 2.7); none when absent. */
  contexts?: string | undefined;
}

/**
 * products spec 2.1: "A document link counts as a PDF when it contains .pdf or points to an external
 * prospectus-hosting service" (the summary-prospectus bundle's domain).
 */
export function isPdfLink(url: string, prospectusDomain = ''): boolean {
  if (/\.pdf/i.test(url)) return true;
  return prospectusDomain !== '' && url.toLowerCase().startsWith(prospectusDomain.toLowerCase());
}

export interface SiteLinkContext {
  audience: Audience;
  /** {siteBase}: '/investor' on the investor site. */
  siteBase: string;
  /** The binaries base of the page (site spec 2.1): links under it are the site's already. */
  binariesBase: string;
  prospectusDomain?: string;
}

/**
 * products spec 2.1, 6: on the investor site, relative document links are prefixed with /investor, PDFs
 * excepted. Links under the page's binaries base, absolute addresses and links already under the site base are
 * left as they are.
 */
export function siteDocumentLink(url: string, context: SiteLinkContext): string {
  if (context.audience !== 'investor' || !url.startsWith('/') || url.startsWith('//')) return url;
  if (isPdfLink(url, context.prospectusDomain)) return url;
  const base = context.siteBase.replace(/\/+$/, '');
  if (base === '' || url === base || url.startsWith(`${base}/`)) return url;
  const binaries = context.binariesBase.replace(/\/+$/, '');
  if (url.startsWith(`${binaries}/`)) return url;
  return `${base}${url}`;
}

/** products spec 3: "secure: true when the url contains /secure/". */
export function isSecureDocument(url: string): boolean {
  return url.includes(SECURE_PATH_MARK);
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
