/**
 * Document links of the product and literature pages (products spec 2.1, 3, 6): what counts as a PDF, the investor
 * site's link prefix and which documents are secure. The literature library and the fund page list documents alike;
 * how a secure document's link behaves for the visitor (locked, unlocked, the login) is the runtime's secured link
 * (runtime/ui/SecuredLink).
 */
import type { Audience } from '../runtime/config';
import { SECURE_PATH_MARK } from './literature-vocabulary';

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
