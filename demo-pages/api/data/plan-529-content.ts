/**
 * The 529.plan resource bundle document (products spec 2.8 "The initial tab comes from the hash, or else from the
 * content bundle document named 529.plan (the key that includes the current container name)"; 7 "The 529.plan
 * document: reads _embedded.documents[0].bundles.default"), in the administration folder.
 *
 * The advisor page's container opens on the target-allocation tab, the investor page's on the age-based tab.
 */
import type { HalDocument } from './types';

export const PLAN_529_BUNDLE = '529.plan';

export const PLAN_529_TAB_CONFIG: Readonly<Record<string, string>> = {
  'plan529-advisor.default.tab': 'target-allocation-single-fund-portfolios',
  'plan529-investor.default.tab': 'age-based-portfolios',
};

export function plan529Documents(): HalDocument[] {
  return [
    {
      _meta: {
        id: 'cm-common-529-plan',
        path: '/content/documents/administration/cm-common/529-plan',
        type: 'resourcebundle:resourcebundle',
        name: '529-plan',
      },
      id: PLAN_529_BUNDLE,
      basename: PLAN_529_BUNDLE,
      bundles: { default: PLAN_529_TAB_CONFIG },
    },
  ];
}
