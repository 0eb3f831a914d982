import { describe, expect, it } from 'vitest';
import { initialLandingState, landingReducer, landingRequestOf, type LandingAction, type LandingState } from './state';
import { parseLandingQuery } from './query';

const start = (search = '', variant: 'mutual-funds' | 'exchange-traded-funds' = 'mutual-funds') =>
  initialLandingState({ variant, provider: 'Starling', tab: 'performance', query: parseLandingQuery(search) });

const run = (state: LandingState, ...actions: LandingAction[]) => actions.reduce(landingReducer, state);

describe('arriving on the landing (products spec 2.3)', () => {
  it('asks for the monthly performance of the Institutional class, sorted by fund name', () => {
    const state = start();
    expect(landingRequestOf(state)).toEqual({ group: 'retail', dataType: 'Monthly', className: 'Institutional' });
    expect(state.sort).toEqual({ key: 'fundName', direction: 'asc' });
  });

  it('applies the query: class, filters, grouping, benchmark rows, expandable', () => {
    const state = start('?class=C&featured-funds&top-performing-funds&group-by-category&primarybenchmark&expandable');
    expect(landingRequestOf(state).className).toBe('C');
    expect(state.filters).toMatchObject({ featured: true, topRated: true, multiManager: false });
    expect([state.groupByCategory, state.showBenchmark, state.expandable]).toEqual([true, true, true]);
  });

  it('sorts the ETF page by symbol and asks without a class', () => {
    const state = start('', 'exchange-traded-funds');
    expect(state.sort).toEqual({ key: 'symbol', direction: 'asc' });
    expect(landingRequestOf(state)).toEqual({ group: 'etf', dataType: 'Monthly' });
  });
});

describe('landing transitions (products spec 4)', () => {
  const ready = start('?class=A');

  it('asks for another call when the class or the frequency changes', () => {
    const byClass = landingReducer(ready, { type: 'class', className: 'C' });
    expect(landingRequestOf(byClass)).toEqual({ group: 'retail', dataType: 'Monthly', className: 'C' });
    const byFrequency = landingReducer(ready, { type: 'frequency', frequency: 'Quarterly' });
    expect(landingRequestOf(byFrequency).dataType).toBe('Quarterly');
  });

  it('loads the data of another tab', () => {
    expect(landingRequestOf(landingReducer(ready, { type: 'tab', tab: 'prices-yields' })).dataType).toBe(
      'PricesAndYields',
    );
  });

  it('switches the performance type without a reload, back to NAV where POP is hidden', () => {
    const pop = landingReducer(ready, { type: 'basis', basis: 'pop' });
    expect(pop.basis).toBe('pop');
    expect(landingRequestOf(pop)).toEqual(landingRequestOf(ready));
    expect(landingReducer(pop, { type: 'class', className: 'Institutional' }).basis).toBe('nav');
    expect(landingReducer(start(), { type: 'basis', basis: 'pop' }).basis).toBe('nav');
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
