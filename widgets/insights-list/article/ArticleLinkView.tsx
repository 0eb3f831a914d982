import { createContext, useCallback, useContext } from 'react';
import { safeUrl, sameSiteTarget } from '../../../runtime/links';
import type { ArticleLink } from '../../../services/insight-article';
import type { InsightSite } from '../model';
import { ARTICLE_TEXTS, investorLink, isPdfLink, linkIconLabel, opensElsewhere } from './model';

/** The page the article is on: its links follow the site's rules (site spec 2.3). */
export const ArticleSiteContext = createContext<InsightSite | undefined>(undefined);

/**
 * An image or SVG a block names by its address (an SVG path): shown only from this site, so that content loads
 * nothing from another host; '' otherwise.
 */
export function siteResource(url: string): string {
  return url ? (sameSiteTarget(url)?.href ?? '') : '';
}

/** A link's address on this site (the investor prefix, site spec 2.3) through the link rule, and where it opens. */
export function useArticleHref() {
  const site = useContext(ArticleSiteContext);
  return useCallback(
    (url: string, target = '') => {
      const href = safeUrl(site ? investorLink(url, site) : url);
      const newTab = target === '_blank' || isPdfLink(href) || opensElsewhere(href, window.location.href);
      return { href, newTab };
    },
    [site],
  );
}

/**
 * The article's links in CMS HTML (a body, key points, a bio), once sanitised: on the investor site a path of the
 * site is prefixed with /investor (site spec 2.3), and a link to another site or to a PDF opens in a new tab, so the
 * visitor keeps the article.
 */
export function useArticleHtmlLinks() {
  const articleHref = useArticleHref();
  return useCallback(
    (root: HTMLElement) => {
      for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const { href, newTab } = articleHref(link.getAttribute('href') ?? '', link.getAttribute('target') ?? '');
        link.setAttribute('href', href);
        if (newTab) {
          link.setAttribute('target', '_blank');
          link.setAttribute('rel', 'noopener noreferrer');
        }
      }
    },
    [articleHref],
  );
}

/** A link of the article (site spec 3 "Link compound"): a link, or a link drawn as a button (asButton). */
export function ArticleLinkView({ link, className = '' }: { link: ArticleLink; className?: string }) {
  const articleHref = useArticleHref();
  const { href, newTab } = articleHref(link.url, link.target);
  const iconLabel = linkIconLabel(link.icon);
  const classes = [link.asButton ? 'cm-button article-link-button' : 'cm-link article-link', className]
    .filter(Boolean)
    .join(' ');
  return (
    <a className={classes} href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.text}
      {/* site spec 3 "Link icons": the icon's label, when the text does not already say it. */}
      {iconLabel && !link.text.toLowerCase().includes(iconLabel.toLowerCase()) && (
        <span className="cm-visually-hidden"> ({iconLabel})</span>
      )}
      {newTab && <span className="cm-visually-hidden"> {ARTICLE_TEXTS.opensInNewTab}</span>}
    </a>
  );
}
