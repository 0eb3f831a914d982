import { lazy, Suspense } from 'react';
import type { AttributeValues } from '../../runtime/attributes';
import { Spinner } from '../../runtime/ui/Spinner';
import type { attributes } from './element';
import { LatestInsights } from './LatestInsights';
import { ListView } from './ListView';

/** The article's code and styles load only on an article page (their own chunk). */
const ArticleView = lazy(() => import('./article/ArticleView'));

/** The element's root: the insights list, the latest insights block or the blog article (data-view). */
export function InsightsList(props: AttributeValues<typeof attributes>) {
  const query = { scope: props.scope, sortField: props.sortField, sortOrder: props.sortOrder };
  if (props.view === 'article')
    return (
      <Suspense fallback={<Spinner />}>
        <ArticleView documentId={props.documentId} scope={props.scope} />
      </Suspense>
    );
  return props.view === 'latest' ? (
    <LatestInsights
      query={query}
      topic={props.topic}
      heading={props.heading}
      allInsightsLink={props.allInsightsLink}
      backgroundImage={props.backgroundImage}
      subscription={props.subscription}
      subscriptionButtonStyle={props.subscriptionButtonStyle}
      subscribeText={props.subscribeText}
    />
  ) : (
    <ListView query={query} pageSize={props.pageSize} layout={props.layout} gridSize={props.gridSize} />
  );
}
