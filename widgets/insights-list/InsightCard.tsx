import { useId } from 'react';
import { safeUrl } from '../../runtime/links';
import { SecuredLink } from '../../runtime/ui/SecuredLink';
import type { InsightCard as Card } from './model';
import { TypeIcon } from './TypeIcon';
import { useImageDescription } from './use-insights';

/**
 * An insight card (site spec 2.10): image, type icons, title linking to the article, date and authors,
 * summary, read time and topic links (client-materials shown, not linked). Every field is text: markup in a
 * CMS field shows as characters. The image is lazy-loaded; its alt text is the image document's description
 * when known, otherwise empty, as the title beside it already names the card.
 */
export function InsightCard({
  card,
  imageAlt = '',
  headingLevel = 3,
}: {
  card: Card;
  imageAlt?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const meta = [card.date, card.authors].filter(Boolean);
  return (
    <article className="insight-card" aria-labelledby={titleId} part="card">
      <div className="insight-image">
        {card.imageUrl && <img src={safeUrl(card.imageUrl)} alt={imageAlt} loading="lazy" decoding="async" />}
      </div>
      <div className="insight-body">
        {card.types.length > 0 && (
          <ul className="insight-types">
            {card.types.map((badge, index) => (
              <li key={`${index}:${badge.label}`} className="insight-type">
                {badge.kind === 'time' ? <TypeIcon icon="time" /> : badge.icon && <TypeIcon icon={badge.icon} />}
                {badge.label}
              </li>
            ))}
          </ul>
        )}
        <Heading className="insight-title" id={titleId}>
          {/* accounts spec 2.7: an article that requires user contexts is a secured link, marked while locked. */}
          <SecuredLink href={card.href} contexts={card.contexts} secure={card.contexts !== undefined}>
            {card.title}
          </SecuredLink>
        </Heading>
        {meta.length > 0 && (
          <p className="insight-meta">
            {meta.map((text, index) => (
              <span key={index}>{text}</span>
            ))}
          </p>
        )}
        {card.summary && <p className="insight-summary">{card.summary}</p>}
        {card.time && (
          <p className="insight-time">
            <TypeIcon icon="time" />
            {card.time}
          </p>
        )}
        {card.topics.length > 0 && (
          <ul className="insight-topics">
            {card.topics.map((topic) => (
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
        )}
      </div>
    </article>
  );
}

/** A card whose image's alt text is its image document's description, once known. */
export function DescribedInsightCard({ card, headingLevel }: { card: Card; headingLevel?: 2 | 3 | 4 }) {
  const alt = useImageDescription(card.imageId);
  return <InsightCard card={card} imageAlt={alt} {...(headingLevel ? { headingLevel } : {})} />;
}
