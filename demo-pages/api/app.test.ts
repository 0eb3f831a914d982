import { describe, expect, it } from 'vitest';
import { createApp } from './app';

describe('the fixture backend app', () => {
  it('serves the product routes behind the fault switch', async () => {
    const app = createApp();
    const ok = await app.request('/pnp.svc/productTotals?group=Retail');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toHaveProperty('value');

    const failed = await app.request('/pnp.svc/productTotals?group=Retail', { headers: { 'x-fault': '500@/pnp.svc' } });
    expect(failed.status).toBe(500);
    const elsewhere = await app.request('/pnp.svc/productTotals?group=Retail', {
      headers: { 'x-fault': '500@/adv.svc' },
    });
    expect(elsewhere.status).toBe(200);
  });
});
