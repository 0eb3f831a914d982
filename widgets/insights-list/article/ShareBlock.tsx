import { useId } from 'react';
import { safeUrl } from '../../../runtime/links';
import type { TopicLink } from '../model';
import { ARTICLE_TEXTS, type ShareLinks } from './model';

/**
 * The social share block of the article (site spec 2.9, 2.10): "Topics:" with the article's topics, sorted, each a
 * deep link to the insights list opened on it (client-materials shown, not linked); "Share:" with the professional
 * network, the short-message network ("present but hidden": in the page, hidden from everyone) and Email. Hidden on
 * paper, where nothing can be followed.
 */
export function ShareBlock({ topics, share }: { topics: readonly TopicLink[]; share: ShareLinks }) {
  const topicsId = useId();
  const shareId = useId();
  const newTab = { target: '_blank', rel: 'noopener noreferrer' };
  return (
    <div className="article-share print-hidden">
      {topics.length > 0 && (
        <div className="article-share-row" role="group" aria-labelledby={topicsId}>
          <span className="article-share-label" id={topicsId}>
            {ARTICLE_TEXTS.topics}
          </span>
          <ul className="article-topics">
            {topics.map((topic) => (
              <li key={topic.key}>
                {topic.href ? (
                  <a className="insight-topic" href={safeUrl(topic.href)}>
                    {topic.name}
                  </a>
                ) : (
                  <span className="insight-topic">{topic.name}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="article-share-row" role="group" aria-labelledby={shareId}>
        <span className="article-share-label" id={shareId}>
          {ARTICLE_TEXTS.share}
        </span>
        <ul className="article-share-links">
          <li>
            <a className="article-share-link" href={share.linkedIn} {...newTab}>
              {ARTICLE_TEXTS.shareOnLinkedIn}
              <span className="cm-visually-hidden"> {ARTICLE_TEXTS.opensInNewTab}</span>
            </a>
          </li>
          <li hidden>
            <a className="article-share-link" href={share.x} {...newTab}>
              {ARTICLE_TEXTS.shareOnX}
            </a>
          </li>
          <li>
            <a className="article-share-link" href={share.email}>
              {ARTICLE_TEXTS.shareByEmail}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
