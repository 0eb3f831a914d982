/**
 * The tax centre's capital gains and dividends distributions (products spec 2.23: "A list of titled sections. Each
 * holds report links (name, url)"): the sections as shown, each report a document link of the library's rules (the
 * investor site's prefix, the secure mark; products spec 2.1, 3, 6).
 */
import type { DistributionsSection } from '../../../services/literature-resources';
import { isSecureDocument, siteDocumentLink, type LinkedDocument, type SiteLinkContext } from '../links';

export const TAX_CENTRE_TEXTS = {
  // The spec shows no text for a tax centre without reports (and products spec 7 has a failed lookup give empty
  // data): a visitor reads that there are none to show now, with Retry after a failure.
  empty: 'No capital gains and dividends distribution reports are available at this time.',
} as const;

export interface TaxCentreSection {
  id: string;
  title: string;
  reports: LinkedDocument[];
}

/**
 * The sections in the content system's order. A section without reports is left out: a title with nothing under it
 * would tell the visitor nothing (the content system holds a year's folder before its reports are published).
 */
export function taxCentreSections(
  sections: readonly DistributionsSection[],
  links: SiteLinkContext,
): TaxCentreSection[] {
  return sections
    .filter((section) => section.reports.length > 0)
    .map((section) => ({
      id: section.id,
      title: section.title,
      reports: section.reports.map((report) => {
        const url = siteDocumentLink(report.url, links);
        return { fileName: report.name || report.url, url, secure: isSecureDocument(url) };
      }),
    }));
}
