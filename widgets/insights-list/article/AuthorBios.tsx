import { safeUrl } from '../../../runtime/links';
import type { ArticleAuthor } from '../../../services/insight-article';
import { useArticleHtmlLinks } from './ArticleLinkView';
import { CmsHtml } from '../../../runtime/ui/CmsHtml';

/**
 * site spec 2.10: the author bios under "ABOUT THE THOUGHT LEADER" (with an S when more than one; team authors
 * excluded, model.bioAuthors): each with a portrait, name, title and the bio's sanitised HTML.
 */
export function AuthorBios({ heading, authors }: { heading: string; authors: readonly ArticleAuthor[] }) {
  const links = useArticleHtmlLinks();
  return (
    <section className="article-bios article-section" id="thought-leaders" aria-labelledby="thought-leaders-title">
      <h2 className="article-bios-heading" id="thought-leaders-title" tabIndex={-1}>
        {heading}
      </h2>
      <ul className="article-bio-list">
        {authors.map((author) => (
          <li key={author.id} className="article-bio">
            {author.imageUrl && (
              <img
                className="article-bio-image"
                src={safeUrl(author.imageUrl)}
                alt={author.imageAlt}
                loading="lazy"
                decoding="async"
              />
            )}
            <div>
              <h3 className="article-bio-name">{author.displayName}</h3>
              {(author.title || author.subtitle) && (
                <p className="article-bio-title">{[author.title, author.subtitle].filter(Boolean).join(', ')}</p>
              )}
              {author.html && (
                <CmsHtml html={author.html} className="article-html" resources="site" onContent={links} />
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
