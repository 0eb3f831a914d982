import { useMemo } from 'react';
import { useElement } from '../../runtime/element-context';
import { useService } from '../../runtime/use-service';
import {
  defaultInsightsScope,
  getBlogTaxonomy,
  getImageDescription,
  type TaxonomyEntry,
} from '../../services/insights';
import type { InsightSite } from './model';

const NO_ENTRIES: TaxonomyEntry[] = [];

/** Where the element is: what the topic and article links are built from (site spec 2.10). */
export function useInsightSite(): InsightSite {
  const { config } = useElement();
  return useMemo(
    () => ({
      audience: config.audience,
      siteBase: config.siteBase,
      preview: config.preview,
      brandCode: config.brandCode,
      pathname: window.location.pathname,
      timeZone: config.timeZone,
    }),
    [config],
  );
}

/** The block's scope, else the site's insights (services/insights defaultInsightsScope). */
export function useInsightsScope(scope: string | undefined): string {
  const { config } = useElement();
  return scope ?? defaultInsightsScope(config.audience, config.brandCode);
}

/**
 * The Blog Categories taxonomy: chip and topic names (site spec 7). A failure is logged and leaves no names
 * (site spec 8 "Content API failure: status logged; empty data used"): no chips, no topic links.
 */
export function useTaxonomy() {
  return useService((context) => getBlogTaxonomy(context), [], { failure: { show: 'log', empty: NO_ENTRIES } });
}

/**
 * A card image's alt text: its image document's description (site spec 7 "{base}/halapi/documents/{imageId}
 * ?_fields=description"). Until it is known, or when it fails, the image is decorative: the card's title names
 * the card.
 */
export function useImageDescription(imageId: string | undefined): string {
  const description = useService((context) => getImageDescription(imageId!, context), [imageId], {
    enabled: imageId !== undefined,
    failure: { show: 'log', empty: '' },
  });
  return description.data ?? '';
}
