/**
 * The 529 plan table (products spec 2.8): the target-allocation / single-fund and age-based tabs. This part
 * decides the first tab (the hash, else the 529.plan content bundle); Plan529Body is the table itself.
 */
import { Spinner } from '../../../runtime/ui/Spinner';
import { useService } from '../../../runtime/use-service';
import { getBundleDocument } from '../../../services/content';
import { plan529TabFromBundle, plan529TabFromHash } from './model';
import { Plan529Body } from './Plan529Body';

/** products spec 2.8: "the content bundle document named 529.plan". */
const PLAN_529_BUNDLE = '529.plan';
const NO_TAB_CONFIG: Record<string, string> = {};

export function Plan529({
  container,
  plan529Brand,
  emptyText,
}: {
  container: string | undefined;
  plan529Brand: string;
  emptyText: string | undefined;
}) {
  const fromHash = plan529TabFromHash(window.location.hash);
  // products spec 7: a content lookup that fails is logged and empty data used (the first tab).
  const bundle = useService<Record<string, string>>((context) => getBundleDocument(PLAN_529_BUNDLE, context), [], {
    enabled: !fromHash,
    failure: { show: 'log', empty: NO_TAB_CONFIG },
  });
  const initialTab = fromHash ?? (bundle.data ? plan529TabFromBundle(bundle.data, container ?? '') : undefined);
  if (!initialTab) return <Spinner />;
  return <Plan529Body initialTab={initialTab} brand={plan529Brand} emptyText={emptyText} />;
}
