/**
 * The mutual funds and ETF landing (products spec 2.3): hash tabs, search, filters, class, performance basis and
 * frequency, benchmark and category-average rows, prices & yields, ratings with category grouping and capital
 * gains with the two CSV downloads. This part decides the first tab; LandingBody is the landing itself.
 */
import { Spinner } from '../../../runtime/ui/Spinner';
import { useService } from '../../../runtime/use-service';
import { getResourceBundle } from '../../../services/content';
import { LandingBody } from './LandingBody';
import { defaultTabFromContent, tabNamedByHash, type LandingTab } from './tabs';
import type { LandingVariant } from './texts';

interface LandingProps {
  variant: LandingVariant;
  provider: string;
  defaultTab: LandingTab | undefined;
  tabBundle: string | undefined;
  container: string | undefined;
  emptyText: string | undefined;
}

const NO_TAB_CONFIG: Record<string, string> = {};

/**
 * Resolves the default tab (products spec 2.3: "The default tab comes from managed content") before the
 * landing starts, so the first call is the right one: the hash when it names a tab, else data-default-tab, else
 * the tab configuration bundle, else performance.
 */
export function Landing({ variant, provider, defaultTab, tabBundle, container, emptyText }: LandingProps) {
  const fromHash = tabNamedByHash(window.location.hash, provider);
  const needsBundle = !fromHash && !defaultTab && Boolean(tabBundle);
  // products spec 7: a content lookup that fails is logged and empty data used (the performance tab).
  const bundle = useService<Record<string, string>>((context) => getResourceBundle(tabBundle!, context), [tabBundle], {
    enabled: needsBundle,
    failure: { show: 'log', empty: NO_TAB_CONFIG },
  });
  const bundleTab = bundle.data ? defaultTabFromContent(bundle.data, container ?? '', provider) : undefined;

  const initialTab = fromHash ?? defaultTab ?? (needsBundle ? bundleTab : 'performance');
  if (!initialTab) return <Spinner />;
  return <LandingBody variant={variant} provider={provider} initialTab={initialTab} emptyText={emptyText} />;
}
