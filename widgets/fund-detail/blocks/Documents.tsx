import { useElement } from '../../../runtime/define-element';
import { SecuredAnchor, useLinkAccess } from '../../../runtime/ui/SecuredLink';
import { isSecureDocument } from '../../../services/document-links';
import type { BlockProps } from '../model';
import { FundSection } from './FundSection';
import { documentHref } from './model';

/**
 * products spec 2.14 "fact sheet, prospectus and attribution report links", taken from the literature by docTitle
 * 'Fact Sheet', 'Prospectus' and 'Attribution/Contribution' (spec 3): each link reads the title it was found by. The
 * spec gives the block no heading: chosen, "Fund Documents".
 */
const TITLE = 'Fund Documents';
const DOCUMENTS: ReadonlyArray<{ text: string; field: 'fundFactsURL' | 'prospectusURL' | 'attrReportURL' }> = [
  { text: 'Fact Sheet', field: 'fundFactsURL' },
  { text: 'Prospectus', field: 'prospectusURL' },
  { text: 'Attribution/Contribution', field: 'attrReportURL' },
];

/**
 * The fund's three documents, those it has (a fund with none draws nothing). Each opens in a new tab through the
 * runtime's secured link, as the literature library opens a document (a secure one shows its lock to a visitor who
 * may not open it yet). A link the link rule refuses (a script, another site) is left out: a document that cannot be
 * opened is not offered.
 */
export function DocumentsBlock({ cusip }: BlockProps) {
  const { config } = useElement();
  const access = useLinkAccess();
  return (
    <FundSection
      cusip={cusip}
      name="documents"
      title={TITLE}
      content={({ header }) => {
        const links = DOCUMENTS.flatMap(({ text, field }) => {
          const href = documentHref(header[field], config);
          return href ? [{ text, href }] : [];
        });
        if (links.length === 0) return null;
        return (
          <ul className="fund-documents">
            {links.map(({ text, href }) => (
              <li key={text}>
                <SecuredAnchor
                  className="cm-link fund-document"
                  href={href}
                  secure={isSecureDocument(href)}
                  access={access}
                  newWindow
                >
                  {text}
                </SecuredAnchor>
              </li>
            ))}
          </ul>
        );
      }}
    />
  );
}
