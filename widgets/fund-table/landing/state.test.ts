import { describe, expect, it } from 'vitest';
import { initialLandingState, landingReducer, type LandingAction, type LandingState } from './state';
import { parseLandingQuery } from './query';

type Data = { rows: string[] };

const start = (search = '', variant: 'mutual-funds' | 'exchange-traded-funds' = 'mutual-funds') =>
  initialLandingState<Data>({ variant, provider: 'Starling', tab: 'performance', query: parseLandingQuery(search) });

const run = (state: LandingState<Data>, ...actions: LandingAction<Data>[]) => actions.reduce(landingReducer, state);

describe('arriving on the landing (products spec 2.3)', () => {
  it('asks for the monthly performance of the Institutional class, sorted by fund name', () => {
    const state = start();
    expect(state.request).toEqual({ group: 'retail', dataType: 'Monthly', className: 'Institutional' });
    expect(state.status).toBe('loading');
    expect(state.sort).toEqual({ key: 'fundName', direction: 'asc' });
  });

  it('applies the query: class, filters, grouping, benchmark rows, expandable', () => {
    const state = start('?class=C&featured-funds&top-performing-funds&group-by-category&primarybenchmark&expandable');
    expect(state.request.className).toBe('C');
    expect(state.filters).toMatchObject({ featured: true, topRated: true, multiManager: false });
    expect([state.groupByCategory, state.showBenchmark, state.expandable]).toEqual([true, true, true]);
  });

  it('sorts the ETF page by symbol and asks without a class', () => {
    const state = start('', 'exchange-traded-funds');
    expect(state.sort).toEqual({ key: 'symbol', direction: 'asc' });
    expect(state.request).toEqual({ group: 'etf', dataType: 'Monthly' });
  });
});

describe('landing transitions (products spec 4)', () => {
  const ready = run(start('?class=A'), { type: 'loaded', requestId: 1, data: { rows: ['x'] } });

  it('shows the answer to the current request', () => {
    expect(ready.status).toBe('ready');
    expect(ready.data).toEqual({ rows: ['x'] });
  });

  it('clears the rows and reloads when the class or the frequency changes', () => {
    const byClass = landingReducer(ready, { type: 'class', className: 'C' });
    expect([byClass.status, byClass.data, byClass.requestId, byClass.request.className]).toEqual([
      'loading',
      undefined,
      2,
      'C',
    ]);
    const byFrequency = landingReducer(ready, { type: 'frequency', frequency: 'Quarterly' });
    expect([byFrequency.status, byFrequency.request.dataType]).toEqual(['loading', 'Quarterly']);
  });

  it('loads the data of another tab', () => {
    expect(landingReducer(ready, { type: 'tab', tab: 'prices-yields' }).request.dataType).toBe('PricesAndYields');
  });

  it('switches the performance type without a reload, back to NAV where POP is hidden', () => {
    const pop = landingReducer(ready, { type: 'basis', basis: 'pop' });
    expect([pop.basis, pop.status, pop.data]).toEqual(['pop', 'ready', { rows: ['x'] }]);
    expect(landingReducer(pop, { type: 'class', className: 'Institutional' }).basis).toBe('nav');
    expect(landingReducer(start(), { type: 'basis', basis: 'pop' }).basis).toBe('nav');
  });

  it('drops a late answer to an older request, and a failure of one', () => {
    const reloading = landingReducer(ready, { type: 'class', className: 'C' });
    expect(landingReducer(reloading, { type: 'loaded', requestId: 1, data: { rows: ['old'] } }).data).toBeUndefined();
    expect(landingReducer(reloading, { type: 'failed', requestId: 1 }).status).toBe('loading');
    const failed = landingReducer(reloading, { type: 'failed', requestId: 2 });
    expect(failed.status).toBe('error');
    const retried = landingReducer(failed, { type: 'retry' });
    expect([retried.status, retried.requestId]).toEqual(['loading', 3]);
  });

  it('toggles the sort direction of the current column, starts a rating column descending', () => {
    const once = landingReducer(ready, { type: 'sort', column: { key: 'fundName', kind: 'text' } });
    expect(once.sort).toEqual({ key: 'fundName', direction: 'desc' });
    expect(landingReducer(once, { type: 'sort', column: { key: 'msOverallRating', kind: 'rating' } }).sort).toEqual({
      key: 'msOverallRating',
      direction: 'desc',
    });
  });

  it('closes the filter panel on View Results and clears every filter on Clear Filters', () => {
    const open = run(
      ready,
      { type: 'filterPanel', open: true },
      {
        type: 'filters',
        filters: {
          assetClasses: ['money-market'],
          managementStyles: [],
          featured: true,
          topRated: false,
          multiManager: false,
        },
      },
    );
    expect(open.filterPanelOpen).toBe(true);
    expect(landingReducer(open, { type: 'viewResults' }).filterPanelOpen).toBe(false);
    expect(landingReducer(open, { type: 'clearFilters' }).filters).toEqual({
      assetClasses: [],
      managementStyles: [],
      featured: false,
      topRated: false,
      multiManager: false,
    });
  });

  it('collapses groups, and opens them all when category grouping is turned on', () => {
    const collapsed = run(
      ready,
      { type: 'toggleGroup', key: 'Large Growth' },
      { type: 'toggleGroup', key: 'Large Value' },
    );
    expect([...collapsed.collapsed]).toEqual(['Large Growth', 'Large Value']);
    expect([...landingReducer(collapsed, { type: 'toggleGroup', key: 'Large Growth' }).collapsed]).toEqual([
      'Large Value',
    ]);
    expect([...landingReducer(collapsed, { type: 'groupByCategory', on: true }).collapsed]).toEqual([]);
  });

  it("ticks the categories the URL named once the Asset Class options arrive, keeping the visitor's ticks", () => {
    const ticked = run(ready, {
      type: 'filters',
      filters: { ...ready.filters, assetClasses: ['alternative'] },
    });
    const preselected = landingReducer(ticked, { type: 'preselectAssetClasses', assetClasses: ['domestic-equity'] });
    expect(preselected.filters.assetClasses).toEqual(['alternative', 'domestic-equity']);
    expect(landingReducer(preselected, { type: 'preselectAssetClasses', assetClasses: ['alternative'] })).toBe(
      preselected,
    );
  });
});
