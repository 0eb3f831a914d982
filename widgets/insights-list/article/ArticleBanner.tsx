import { createElement } from 'react';
import { safeUrl } from '../../../runtime/links';
import type { InsightArticle } from '../../../services/insight-article';
import { authorsLine, typeBadges } from '../model';
import { TypeIcon } from '../TypeIcon';
import { useImageDescription } from '../use-insights';
import { ArticleLinkView } from './ArticleLinkView';
import { VideoPlayer } from './VideoPlayer';

/**
 * The article's banner (site spec 2.10 "Banner with types, read time, title, date and authors, summary and links";
 * 2.9 "Banner"): the types with their icons and the read time (on the institutional site, as badges), the title as
 * the page's heading, the date ("Month D, YYYY", none when hidden) and the authors ("displayName, title" separated by
 * "; "), the summary, the links, and the e-mail subscription button of an active author subscription (2.9: "when its
 * author subscription is active, an e-mail subscription element"): the library's <category-subscription-button>. The
 * picture is the article's image, or its video when it has one (2.9: the banner type is "video" when a videoId
 * exists).
 */
export function ArticleBanner({
  article,
  date,
  titleId,
  badges,
  subscription,
}: {
  article: InsightArticle;
  /** "Month D, YYYY" in the site's time zone; '' for none. */
  date: string;
  titleId: string;
  /** The institutional site shows the type and the time as badges. */
  badges: boolean;
  /** The active author subscription's name. */
  subscription: string | undefined;
}) {
  const types = typeBadges(article.types);
  const authors = authorsLine(article.authors);
  const meta = [date, authors].filter(Boolean);
  // The image's alt text is its image document's description (site spec 7), decorative until it is known.
  const imageAlt = useImageDescription(article.videoId ? undefined : article.imageId);
  return (
    <header className={badges ? 'article-banner article-banner--badges' : 'article-banner'}>
      <div className="article-banner-text">
        {(types.length > 0 || article.time) && (
          <ul className="article-types">
            {types.map((badge, index) => (
              <li key={`${index}:${badge.label}`} className="article-type">
                {badge.kind === 'time' ? <TypeIcon icon="time" /> : badge.icon && <TypeIcon icon={badge.icon} />}
                {badge.label}
              </li>
            ))}
            {article.time && (
              <li className="article-type article-time">
                <TypeIcon icon="time" />
                {article.time}
              </li>
            )}
          </ul>
        )}
        <h1 className="article-title" id={titleId} tabIndex={-1}>
          {article.title}
        </h1>
        {meta.length > 0 && (
          <p className="article-meta">
            {meta.map((text, index) => (
              <span key={index}>{text}</span>
            ))}
          </p>
        )}
        {article.bannerSummary && <p className="article-summary">{article.bannerSummary}</p>}
        {(article.links.length > 0 || subscription) && (
          <div className="article-banner-actions">
            {article.links.map((link, index) => (
              <ArticleLinkView key={index} link={link} />
            ))}
            {subscription &&
              createElement('category-subscription-button', {
                'data-variant': 'content',
                'data-presentation': 'link',
                'data-subscription-name': subscription,
              })}
          </div>
        )}
      </div>
      <div className="article-banner-media">
        {article.videoId ? (
          <VideoPlayer videoId={article.videoId} title={article.title} posterUrl={article.largeImageUrl} />
        ) : (
          article.imageUrl && (
            <img
              className="article-image-main"
              src={safeUrl(article.largeImageUrl ?? article.imageUrl)}
              alt={imageAlt}
              decoding="async"
            />
          )
        )}
      </div>
    </header>
  );
}
