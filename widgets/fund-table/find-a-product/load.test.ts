import { describe, expect, it } from 'vitest';
import { loadInPlanOrder } from './load';

/** A load a test settles by hand, recording the groups asked for, in order. */
function deferredLoads() {
  const asked: string[] = [];
  const pending = new Map<string, { resolve(rows: string[]): void; reject(error: unknown): void }>();
  const load = (group: string) =>
    new Promise<string[]>((resolve, reject) => {
      asked.push(group);
      pending.set(group, { resolve, reject });
    });
  const answer = async (group: string, rows: string[]) => {
    pending.get(group)!.resolve(rows);
    await Promise.resolve();
    await Promise.resolve();
  };
  const fail = async (group: string, error: unknown) => {
    pending.get(group)!.reject(error);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { asked, load, answer, fail };
}

const plan = { first: 'Retail', then: ['RetailETF', 'ClosedEnd'] };

describe('Find a Product load plan (products spec 7)', () => {
  it('asks for Retail first, and for the other groups together once Retail has answered', async () => {
    const { asked, load, answer } = deferredLoads();
    const shown: string[][] = [];
    const done = loadInPlanOrder(plan, load, (rows) => shown.push(rows));
    expect(asked).toEqual(['Retail']);
    await answer('Retail', ['r1', 'r2']);
    expect(asked).toEqual(['Retail', 'RetailETF', 'ClosedEnd']);
    expect(shown).toEqual([['r1', 'r2']]);
    await answer('ClosedEnd', ['c1']);
    await answer('RetailETF', ['e1']);
    // Each arrival shows every row so far, in the plan's order whatever order the groups arrive in.
    expect(shown).toEqual([
      ['r1', 'r2'],
      ['r1', 'r2', 'c1'],
      ['r1', 'r2', 'e1', 'c1'],
    ]);
    const rows = await done;
    expect(rows).toEqual(['r1', 'r2', 'e1', 'c1']);
    // The answer is the array last shown, so a view keyed on it does not rebuild its rows at the end.
    expect(rows).toBe(shown.at(-1));
  });

  it('keeps loading the other groups when one fails, shows them with the failed group, then fails with that failure', async () => {
    const { asked, load, answer, fail } = deferredLoads();
    const shown: { rows: string[]; failed: string[] }[] = [];
    const failure = new Error('HTTP 500 from /pnp.svc/productList?group=RetailETF');
    const done = loadInPlanOrder(plan, load, (rows, failed) => shown.push({ rows, failed }));
    const settled = done.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await answer('Retail', ['r1']);
    await fail('RetailETF', failure);
    await answer('ClosedEnd', ['c1']);
    expect(await settled).toBe(failure);
    expect(asked).toEqual(['Retail', 'RetailETF', 'ClosedEnd']);
    // The failed group is named as soon as it fails, and with every later arrival.
    expect(shown).toEqual([
      { rows: ['r1'], failed: [] },
      { rows: ['r1'], failed: ['RetailETF'] },
      { rows: ['r1', 'c1'], failed: ['RetailETF'] },
    ]);
  });

  it('goes on to the other groups when Retail fails, and names every failed group in the plan order', async () => {
    const { asked, load, answer, fail } = deferredLoads();
    const shown: { rows: string[]; failed: string[] }[] = [];
    const done = loadInPlanOrder(plan, load, (rows, failed) => shown.push({ rows, failed })).catch(
      (error: unknown) => error,
    );
    await fail('Retail', new Error('down'));
    expect(asked).toEqual(['Retail', 'RetailETF', 'ClosedEnd']);
    await fail('ClosedEnd', new Error('also down'));
    await answer('RetailETF', ['e1']);
    expect(await done).toEqual(new Error('down'));
    expect(shown).toEqual([
      { rows: [], failed: ['Retail'] },
      { rows: [], failed: ['Retail', 'ClosedEnd'] },
      { rows: ['e1'], failed: ['Retail', 'ClosedEnd'] },
    ]);
  });
});
