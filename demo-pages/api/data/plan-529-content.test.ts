import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { PLAN_529_BUNDLE, PLAN_529_TAB_CONFIG } from './plan-529-content';

const app = createApp();
const SPEC_QUERY =
  "documents?_scope=/content/documents/administration/cm-common&_expr=jcr:contains(@resourcebundle:id, '529.plan')";

describe('the 529.plan resource bundle document (products spec 2.8, 7)', () => {
  it('is found by its id in the administration folder and gives a tab per container', async () => {
    const response = await app.request(`/site/resourceapi/halapi/${encodeURI(SPEC_QUERY)}`, {
      headers: { 'HST-Authorization': 'demo' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      _embedded: { documents: Array<{ id: string; bundles: { default: Record<string, string> } }> };
    };
    expect(body._embedded.documents.map((d) => d.id)).toEqual([PLAN_529_BUNDLE]);
    expect(body._embedded.documents[0]!.bundles.default).toEqual(PLAN_529_TAB_CONFIG);
    expect(Object.values(PLAN_529_TAB_CONFIG).sort()).toEqual([
      'age-based-portfolios',
      'target-allocation-single-fund-portfolios',
    ]);
  });
});
