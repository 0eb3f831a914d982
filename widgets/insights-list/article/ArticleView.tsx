/**
 * The blog article (site spec 2.10 "Blog article page"): `<insights-list data-view="article">`. Loaded with its own
 * chunk (a dynamic import in InsightsList), with its stylesheet, so the list pages do not carry it.
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { useAdoptedStyles } from '../../../runtime/adopted-styles';
import { useElement } from '../../../runtime/element-context';
import { formatLongDate } from '../../../runtime/format';
import { setHostState } from '../../../runtime/host-state';
import { logRetrievalFailure, isAborted, ServiceError } from '../../../runtime/http';
import { CmsHtml } from '../../../runtime/ui/CmsHtml';
import { Spinner } from '../../../runtime/ui/Spinner';
import { useService } from '../../../runtime/use-service';
import {
  getActiveAuthorSubscription,
  getArticleAuthor,
  getInsightArticle,
  type ArticleAuthor,
  type InsightArticle,
} from '../../../services/insight-article';
import { allInsightsPath, type TaxonomyEntry } from '../../../services/insights';
import { Alert } from '../../../runtime/ui/Alert';
import type { InsightSite } from '../model';
import { useInsightSite, useInsightsScope, useTaxonomy } from '../use-insights';
import { ArticleBanner } from './ArticleBanner';
import { ArticleBody } from './ArticleBody';
import { ArticleSiteContext, useArticleHtmlLinks } from './ArticleLinkView';
import { AuthorBios } from './AuthorBios';
import {
  aboutHeading,
  articleLocator,
  articleSections,
  ARTICLE_TEXTS,
  bioAuthors,
  sharedUrl,
  shareLinks,
  sortedTopicLinks,
} from './model';
import { ShareBlock } from './ShareBlock';
import { SideNavigation } from './SideNavigation';
import styles from './styles.css?inline';

const NO_AUTHORS: ArticleAuthor[] = [];
const NO_ENTRIES: TaxonomyEntry[] = [];

/**
 * The article view: finds the article (the block's document, ?id=, or the page's path), shows the spinner while it
 * comes, the error notice with Retry when its call fails (site spec 8 "Documents fetch non-OK"), a clear not-found
 * state when there is no article at that address, and the article.
 */
export default function ArticleView({
  documentId,
  scope,
}: {
  documentId: string | undefined;
  scope: string | undefined;
}) {
  const { host } = useElement();
  useAdoptedStyles(host, styles);
  const site = useInsightSite();
  const insightsScope = useInsightsScope(scope);
  const locator = useMemo(
    () =>
      articleLocator({
        documentId,
        search: window.location.search,
        pathname: window.location.pathname,
        scope: insightsScope,
      }),
    [documentId, insightsScope],
  );
  const article = useService<InsightArticle | undefined>(
    (context) => (locator ? getInsightArticle(locator, context) : Promise.resolve(undefined)),
    [locator],
    { failure: { show: 'section', section: 'Insight' } },
  );
  const rootRef = useRef<HTMLDivElement>(null);

  // While printing, the article's print disclosure replaces the footer's (site spec 2.10): the page's print
  // stylesheet hides its own while the element is in this state (docs/elements/insights-list.md, "The blog article").
  const printDisclosure = Boolean(article.data?.printDisclosure);
  useEffect(() => {
    setHostState(host, 'print-disclosure', printDisclosure);
    return () => setHostState(host, 'print-disclosure', false);
  }, [host, printDisclosure]);

  let content;
  if (article.status === 'error')
    content = (
      <Alert
        title={ARTICLE_TEXTS.failureTitle}
        onRetry={() => {
          // The notice goes with the press: the focus waits on the view, which shows the spinner, then the article.
          rootRef.current?.focus();
          article.retry();
        }}
      >
        {ARTICLE_TEXTS.failureText}
      </Alert>
    );
  else if (article.status !== 'ready') content = <Spinner />;
  else if (!article.data) content = <ArticleNotFound site={site} />;
  else content = <Article article={article.data} site={site} root={rootRef} />;
  return (
    <ArticleSiteContext.Provider value={site}>
      <div className="article-view" ref={rootRef} tabIndex={-1}>
        {content}
      </div>
    </ArticleSiteContext.Provider>
  );
}

/** No article at this address: said plainly, with the way to the insights (the spec shows no text; model.ts). */
function ArticleNotFound({ site }: { site: InsightSite }) {
  return (
    <div className="article-not-found" part="empty">
      <h1 className="article-title">{ARTICLE_TEXTS.notFoundTitle}</h1>
      <p>{ARTICLE_TEXTS.notFoundText}</p>
      <p>
        <a className="cm-button" href={allInsightsPath(site.audience)}>
          {ARTICLE_TEXTS.viewAllInsights}
        </a>
      </p>
    </div>
  );
}

/** The authors of the article; one that fails is logged and left out (site spec 8 "Content API failure"). */
function useAuthors(ids: readonly string[]) {
  const key = ids.join(' ');
  return useService<ArticleAuthor[]>(
    async (context) => {
      const authors = await Promise.all(
        key.split(' ').map((id) =>
          getArticleAuthor(id, context).catch((error: unknown) => {
            if (isAborted(error)) throw error;
            if (error instanceof ServiceError) logRetrievalFailure(error);
            return undefined;
          }),
        ),
      );
      return authors.filter((author): author is ArticleAuthor => author !== undefined);
    },
    [key],
    { enabled: key !== '', failure: { show: 'log', empty: NO_AUTHORS } },
  );
}

function Article({
  article,
  site,
  root,
}: {
  article: InsightArticle;
  site: InsightSite;
  root: React.RefObject<HTMLDivElement | null>;
}) {
  const titleId = useId();
  const taxonomy = useTaxonomy();
  const authors = useAuthors(article.authorIds);
  const subscriptionId = article.authorSubscriptionId;
  const subscription = useService<string | undefined>(
    (context) => getActiveAuthorSubscription(subscriptionId!, context),
    [subscriptionId],
    { enabled: subscriptionId !== undefined, failure: { show: 'log', empty: undefined } },
  );
  const links = useArticleHtmlLinks();
  const bios = bioAuthors(authors.data ?? NO_AUTHORS);
  const heading = bios.length > 0 ? aboutHeading(bios.length) : undefined;
  const sections = useMemo(
    () => articleSections({ keyPoints: article.keyPoints?.title || undefined, body: article.body, bios: heading }),
    [article, heading],
  );
  const topics = sortedTopicLinks(article.keys, taxonomy.data ?? NO_ENTRIES, site);
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const share = shareLinks(sharedUrl(window.location.href, canonical), article.title);
  const institutional = site.audience === 'institutional';

  return (
    <article className="article" aria-labelledby={titleId}>
      <ArticleBanner
        article={article}
        date={formatLongDate(article.publicationDate, '', site.timeZone)}
        titleId={titleId}
        badges={institutional}
        subscription={subscription.data}
      />
      {/* site spec 2.10: "some personalisation slots exist" on the institutional site: the page's content there. */}
      {institutional && <slot name="personalization" />}
      <div className="article-layout">
        <SideNavigation sections={sections} root={root} />
        <div className="article-main">
          {article.keyPoints && (
            <section className="article-key-points article-section" id="key-points" aria-labelledby="key-points-title">
              <h2 className="article-heading" id="key-points-title" tabIndex={-1}>
                {article.keyPoints.title || ARTICLE_TEXTS.keyPoints}
              </h2>
              <CmsHtml html={article.keyPoints.html} className="article-html" resources="site" onContent={links} />
            </section>
          )}
          <ArticleBody blocks={article.body} />
          {heading && <AuthorBios heading={heading} authors={bios} />}
          <ShareBlock topics={topics} share={share} />
          {article.printDisclosure && (
            <aside className="article-print-disclosure" aria-label={ARTICLE_TEXTS.disclosure}>
              <CmsHtml html={article.printDisclosure} className="article-html" resources="site" onContent={links} />
            </aside>
          )}
        </div>
      </div>
    </article>
  );
}
