import type { AttributeValues } from '../../runtime/attributes';
import type { attributes } from './element';
import { LatestInsights } from './LatestInsights';
import { ListView } from './ListView';

/** The element's root: the insights list, or the latest insights block (data-view). */
export function InsightsList(props: AttributeValues<typeof attributes>) {
  const query = { scope: props.scope, sortField: props.sortField, sortOrder: props.sortOrder };
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
