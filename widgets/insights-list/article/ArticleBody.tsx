import { CmsHtml } from '../../../runtime/ui/CmsHtml';
import { safeUrl } from '../../../runtime/links';
import type { BodyBlock } from '../../../services/insight-article';
import { ArticleLinkView, siteResource, useArticleHref, useArticleHtmlLinks } from './ArticleLinkView';
import { ARTICLE_TEXTS, bodyRows } from './model';
import { VideoPlayer } from './VideoPlayer';

type Block<T extends BodyBlock['type']> = Extract<BodyBlock, { type: T }>;

/** The article's own HTML: sanitised, its images from this site only, its links by the article's rules. */
function ArticleHtml({ html, className }: { html: string; className?: string }) {
  const links = useArticleHtmlLinks();
  return <CmsHtml html={html} className={className ?? 'article-html'} resources="site" onContent={links} />;
}

/**
 * The body blocks (site spec 2.10 "Body block types", 3): HTML; paragraphs (title, HTML, links; hidden on paper when
 * printHidden); images (title, caption, download link, an SVG by its path, alignment); video lists; quotes; white
 * papers; stats and columns, those that follow one another side by side. The video compound is not shown
 * (services/insight-article toBodyBlock).
 */
export function ArticleBody({ blocks }: { blocks: readonly BodyBlock[] }) {
  return (
    <div className="article-body">
      {bodyRows(blocks).map((row, position) => {
        if (row.kind === 'stats')
          return (
            <ul key={position} className="article-stats">
              {row.items.map((stat, index) => (
                <li key={index} className="article-stat">
                  {stat.imageUrl && <img src={safeUrl(stat.imageUrl)} alt="" loading="lazy" decoding="async" />}
                  <p className="article-stat-number">{stat.number}</p>
                  {stat.description && <p className="article-stat-description">{stat.description}</p>}
                </li>
              ))}
            </ul>
          );
        if (row.kind === 'columns')
          return (
            <ul key={position} className="article-columns">
              {row.items.map((column, index) => (
                <li key={index} className="article-column">
                  {column.imageUrl && <img src={safeUrl(column.imageUrl)} alt="" loading="lazy" decoding="async" />}
                  {column.title && <h3 className="article-column-title">{column.title}</h3>}
                  {column.html && <ArticleHtml html={column.html} />}
                  {column.link && <ArticleLinkView link={column.link} />}
                </li>
              ))}
            </ul>
          );
        return <BodyBlockView key={position} block={row.block} id={`section-${row.index}`} />;
      })}
    </div>
  );
}

function BodyBlockView({ block, id }: { block: Exclude<BodyBlock, { type: 'stats' | 'columns' }>; id: string }) {
  switch (block.type) {
    case 'html':
      return <ArticleHtml html={block.html} />;
    case 'paragraph':
      return <Paragraph block={block} id={id} />;
    case 'image':
      return <ImageBlock block={block} />;
    case 'video-list':
      return (
        <ul className="article-videos">
          {block.videos.map((video, index) => (
            <li key={index} className="article-video">
              <VideoPlayer videoId={video.videoId} account={video.account} title={video.title} />
              <div className="article-video-text">
                {video.title && <h3 className="article-video-title">{video.title}</h3>}
                {video.watchTime && <p className="article-video-time">{video.watchTime}</p>}
                {video.html && <ArticleHtml html={video.html} />}
                {video.link && <ArticleLinkView link={video.link} />}
              </div>
            </li>
          ))}
        </ul>
      );
    case 'quote':
      return (
        <figure className="article-quote">
          <blockquote>
            <p>{block.quote}</p>
          </blockquote>
          {(block.title || block.subTitle) && (
            <figcaption>
              {block.title && <span className="article-quote-name">{block.title}</span>}
              {block.subTitle && <span className="article-quote-role">{block.subTitle}</span>}
            </figcaption>
          )}
        </figure>
      );
    case 'white-paper':
      return <WhitePaper block={block} id={id} />;
  }
}

function Paragraph({ block, id }: { block: Block<'paragraph'>; id: string }) {
  const Tag = block.title ? 'section' : 'div';
  return (
    <Tag
      className={
        block.printHidden ? 'article-paragraph article-section print-hidden' : 'article-paragraph article-section'
      }
      {...(block.title ? { id, 'aria-labelledby': `${id}-title` } : {})}
    >
      {block.title && (
        <h2 className="article-heading" id={`${id}-title`} tabIndex={-1}>
          {block.title}
        </h2>
      )}
      {block.html && <ArticleHtml html={block.html} />}
      {block.links.length > 0 && (
        <ul className="article-links">
          {block.links.map((link, index) => (
            <li key={index}>
              <ArticleLinkView link={link} />
            </li>
          ))}
        </ul>
      )}
    </Tag>
  );
}

function ImageBlock({ block }: { block: Block<'image'> }) {
  const articleHref = useArticleHref();
  // An SVG by its path shows as an image (an SVG shown by <img> runs no script and loads nothing else), and only
  // from this site.
  const source = siteResource(block.imageUrl || block.svgPath);
  const download = block.downloadUrl ? articleHref(block.downloadUrl) : undefined;
  return (
    <figure className={`article-image article-image--${block.alignment}`}>
      {block.title && <h3 className="article-image-title">{block.title}</h3>}
      {source && <img src={source} alt={block.title || block.caption} loading="lazy" decoding="async" />}
      {(block.caption || download) && (
        <figcaption>
          {block.caption}
          {download && (
            <a className="cm-link article-download" href={download.href} download>
              {ARTICLE_TEXTS.download}
              <span className="cm-visually-hidden"> {block.title || block.caption}</span>
            </a>
          )}
        </figcaption>
      )}
    </figure>
  );
}

function WhitePaper({ block, id }: { block: Block<'white-paper'>; id: string }) {
  return (
    <section
      className="article-white-paper article-section"
      {...(block.title ? { id, 'aria-labelledby': `${id}-title` } : {})}
    >
      {block.imageUrl && <img src={safeUrl(block.imageUrl)} alt="" loading="lazy" decoding="async" />}
      <div>
        {block.overline && <p className="article-overline">{block.overline}</p>}
        {block.title && (
          <h2 className="article-heading" id={`${id}-title`} tabIndex={-1}>
            {block.title}
          </h2>
        )}
        {block.html && <ArticleHtml html={block.html} />}
        {block.link && <ArticleLinkView link={block.link} />}
      </div>
    </section>
  );
}
