import { useCallback } from 'react';
import { cmsText } from '../../../runtime/cms-text';
import type { PageConfig } from '../../../runtime/config';
import { useElement } from '../../../runtime/define-element';
import { sanitizeHtml } from '../../../runtime/sanitize';
import { CmsHtml } from '../../../runtime/ui/CmsHtml';
import { isPdfLink } from '../../../services/document-links';
import type { BlockProps } from '../model';
import { FundSection } from './FundSection';
import { documentHref } from './model';

/**
 * The headings: "New and Noteworthy" and "Underlying Funds" are the spec's names of the blocks (products spec 2.14);
 * the spec names the risk block "risk" without its fields (products spec 3, services/fund-detail.ts): chosen, the
 * heading "Risk" and the level labelled "Risk Level".
 */
const TEXTS = {
  risk: 'Risk',
  riskLevel: 'Risk Level',
  noteworthy: 'New and Noteworthy',
  underlyingFunds: 'Underlying Funds',
} as const;

/**
 * HTML from the content service, sanitised (runtime/ui/CmsHtml): no script, handler or style, and images or media
 * only from this site, as an article's body (a fund's text loads nothing from elsewhere); its links as below.
 */
export function FundHtml({ html }: { html: string }) {
  const { config } = useElement();
  const links = useCallback((root: HTMLElement) => fundHtmlLinks(root, config), [config]);
  return <CmsHtml html={html} className="fund-html" resources="site" onContent={links} />;
}

/**
 * The links of a fund's HTML, once sanitised, as the page's document links (products spec 2.1, 6; the content link
 * rule): the investor site's prefix, a PDF opening in a new tab as the literature library opens one, and a link the
 * rule refuses (a script, a site the page configuration does not allow) left as its text, no link at all.
 */
function fundHtmlLinks(root: HTMLElement, config: PageConfig): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = documentHref(link.getAttribute('href'), config);
    if (!href) {
      link.replaceWith(...link.childNodes);
      continue;
    }
    link.setAttribute('href', href);
    if (isPdfLink(href)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/** HTML that shows something once sanitised: a text of nothing but a script is no block. */
function shows(html: string | null | undefined): html is string {
  return Boolean(html) && sanitizeHtml(html).trim() !== '';
}

/** products spec 2.14 "risk": the risk level, then the risk statement (HTML); a fund with neither draws nothing. */
export function RiskBlock({ cusip }: BlockProps) {
  return (
    <FundSection
      cusip={cusip}
      name="risk"
      title={TEXTS.risk}
      content={(details) => {
        const level = cmsText(details.risk?.riskLevel);
        const statement = shows(details.risk?.riskText) ? details.risk.riskText : null;
        if (!level && !statement) return null;
        return (
          <>
            {level && (
              <p className="fund-risk-level">
                <span className="fund-label">{TEXTS.riskLevel}:</span> {level}
              </p>
            )}
            {statement && <FundHtml html={statement} />}
          </>
        );
      }}
    />
  );
}

/** products spec 2.14 '"new and noteworthy" HTML'. */
export function NoteworthyBlock({ cusip }: BlockProps) {
  return (
    <FundSection
      cusip={cusip}
      name="noteworthy"
      optional
      title={TEXTS.noteworthy}
      content={(details) => (shows(details.newNoteWorthy) ? <FundHtml html={details.newNoteWorthy} /> : null)}
    />
  );
}

/** products spec 2.14 "underlying funds HTML". */
export function UnderlyingFundsBlock({ cusip }: BlockProps) {
  return (
    <FundSection
      cusip={cusip}
      name="underlying-funds"
      optional
      title={TEXTS.underlyingFunds}
      content={(details) =>
        shows(details.underlyingFundsDetails) ? <FundHtml html={details.underlyingFundsDetails} /> : null
      }
    />
  );
}
