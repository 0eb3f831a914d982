import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getPageConfig } from '../../runtime/config';
import { ElementContext, type ElementContextValue } from '../../runtime/element-context';
import { jsonResponse, onPage, sentRequest, stubFetch, type FetchMock } from '../../runtime/test-fetch';
import { AUTOCOMPLETE_SETTLE_MS, SEARCH_RESULTS_DELAY_MS } from '../../services/search';
import { SearchBoxView } from './SearchBoxView';
import { SearchPage } from './SearchPage';

let fetchMock: FetchMock;
let emit: ReturnType<typeof vi.fn>;
/** The answers the test has not given yet, in the order asked. */
let pending: Array<{ url: string; signal: AbortSignal; answer(body: unknown, status?: number): void }>;

function InElement({ children }: { children: ReactNode }) {
  const value: ElementContextValue = {
    host: document.createElement('div'),
    tag: 'site-search',
    config: getPageConfig(),
    emit: emit as unknown as ElementContextValue['emit'],
    reportFailure: () => {},
  };
  return <ElementContext.Provider value={value}>{children}</ElementContext.Provider>;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const autocompleteCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes('/autocomplete/'))
    .map(([url, init]) => [onPage(url), init] as const);
/** Types `text` after what the box holds, a key at a time with no time between keys (a fast typist). */
function type(input: HTMLElement, text: string) {
  for (const key of text) {
    if (key === '\n') fireEvent.keyDown(input, { key: 'Enter' });
    else fireEvent.change(input, { target: { value: (input as HTMLInputElement).value + key } });
  }
}
const press = (input: HTMLElement, ...keys: string[]) => keys.forEach((key) => fireEvent.keyDown(input, { key }));

const RESULT = {
  source: 'public',
  metadata: { source: { url: '/investment-products/mutual-funds/growth/Class-A/details/?cusip=1' } },
  properties: {
    title: 'Calder Meridian Growth Fund',
    enriched_html: [{ entities: [{ model_name: 'Ticker', text: 'CMGAX' }] }],
  },
};

beforeEach(() => {
  // Only the clock the widgets read: React's scheduler keeps its own (setImmediate, MessageChannel).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  fetchMock = stubFetch();
  emit = vi.fn(() => true);
  pending = [];
  fetchMock.mockImplementation(
    (url, init) =>
      new Promise((resolve) =>
        pending.push({
          url,
          signal: init!.signal!,
          answer: (body, status = 200) => resolve(jsonResponse(body, status)),
        }),
      ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('suggestions (site spec 5, 7 "Autocomplete")', () => {
  it('asks once for the term the visitor settles on, however fast they type', async () => {
    render(<SearchBoxView searchPath={undefined} placeholder="Search the site" searchButton={false} autocomplete />, {
      wrapper: InElement,
    });
    type(screen.getByRole('combobox', { name: 'Search the site' }), 'growth');
    expect(autocompleteCalls()).toHaveLength(0);
    await wait(AUTOCOMPLETE_SETTLE_MS);
    expect(autocompleteCalls().map(([url]) => url)).toEqual(['/api/cm-adv/autocomplete/growth?count=5&field=text']);
    pending[0]!.answer(['growth', 'grower']);
    await wait(0);
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['growth', 'grower']);
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('2 suggestions available.').getAttribute('aria-live')).toBe('polite');
  });

  it('aborts the request of an earlier term and never shows its answer', async () => {
    render(<SearchBoxView searchPath={undefined} placeholder="Search the site" searchButton={false} autocomplete />, {
      wrapper: InElement,
    });
    const input = screen.getByRole('combobox');
    type(input, 'gro');
    await wait(AUTOCOMPLETE_SETTLE_MS);
    type(input, 'wt');
    await wait(AUTOCOMPLETE_SETTLE_MS);
    expect(autocompleteCalls().map(([url]) => url.split('?')[0])).toEqual([
      '/api/cm-adv/autocomplete/gro',
      '/api/cm-adv/autocomplete/growt',
    ]);
    expect(pending[0]!.signal.aborted).toBe(true);
    expect(pending[1]!.signal.aborted).toBe(false);
    pending[1]!.answer(['growth']);
    pending[0]!.answer(['gross', 'group']);
    await wait(0);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['growth']);
  });

  it('never shows the suggestions of an earlier term for the term now in the box', async () => {
    render(<SearchBoxView searchPath={undefined} placeholder="Search the site" searchButton={false} autocomplete />, {
      wrapper: InElement,
    });
    const input = screen.getByRole('combobox');
    type(input, 'gro');
    await wait(AUTOCOMPLETE_SETTLE_MS);
    pending[0]!.answer(['gross', 'group']);
    await wait(0);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['gross', 'group']);
    // "grow" is typed: the list of "gro" offers nothing that begins with it, so it goes at once.
    type(input, 'w');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await wait(AUTOCOMPLETE_SETTLE_MS);
    expect(screen.queryByRole('listbox')).toBeNull();
    pending[1]!.answer(['growth', 'grower']);
    await wait(0);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['growth', 'grower']);
    // Typing on, the list of "grow" keeps only what still begins with "growt" until "growt" is answered.
    type(input, 't');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['growth']);
    // Another word: nothing of "grow" is left.
    fireEvent.change(input, { target: { value: 'bond' } });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('asks for none below 3 characters, for two words, or with autocomplete off', async () => {
    const { unmount } = render(
      <SearchBoxView searchPath={undefined} placeholder="Search the site" searchButton={false} autocomplete />,
      { wrapper: InElement },
    );
    type(screen.getByRole('combobox'), 'gr');
    await wait(AUTOCOMPLETE_SETTLE_MS);
    expect(autocompleteCalls()).toHaveLength(0);
    type(screen.getByRole('combobox'), 'owth');
    await wait(AUTOCOMPLETE_SETTLE_MS);
    type(screen.getByRole('combobox'), ' fund');
    await wait(AUTOCOMPLETE_SETTLE_MS);
    // "growth" qualifies; "growth fund" (two words) does not: its suggestions are cleared, the request dropped.
    expect(autocompleteCalls().map(([url]) => url.split('?')[0])).toEqual(['/api/cm-adv/autocomplete/growth']);
    expect(pending[0]!.signal.aborted).toBe(true);
    unmount();
    render(
      <SearchBoxView searchPath={undefined} placeholder="Search the site" searchButton={false} autocomplete={false} />,
      { wrapper: InElement },
    );
    type(screen.getByRole('textbox'), 'growth');
    await wait(AUTOCOMPLETE_SETTLE_MS);
    expect(autocompleteCalls()).toHaveLength(1);
  });
});

describe('the search box view (site spec 2.11)', () => {
  it('leads a chosen suggestion to {searchPath}?search={text}, as the cancellable submit event says', async () => {
    emit.mockReturnValue(false);
    render(<SearchBoxView searchPath="/investor/search" placeholder="Search" searchButton autocomplete />, {
      wrapper: InElement,
    });
    const input = screen.getByRole('combobox');
    type(input, 'bond');
    await wait(AUTOCOMPLETE_SETTLE_MS);
    pending[0]!.answer(['bond', 'bonds']);
    await wait(0);
    press(input, 'ArrowDown', 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    press(input, 'Enter');
    expect(emit).toHaveBeenCalledWith('submit', { term: 'bonds', url: '/investor/search?search=bonds' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(emit).toHaveBeenLastCalledWith('submit', { term: 'bonds', url: '/investor/search?search=bonds' });
  });

  it('goes nowhere with an empty box', async () => {
    render(<SearchBoxView searchPath={undefined} placeholder="Search" searchButton autocomplete />, {
      wrapper: InElement,
    });
    type(screen.getByRole('combobox'), '   \n');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(emit).not.toHaveBeenCalled();
  });
});

describe('the search page (site spec 2.11, 4, 8)', () => {
  it('searches the term of ?search=, showing the loading image for at least 1 s', async () => {
    history.replaceState(null, '', '/search?search=growth');
    render(<SearchPage placeholder="Please enter a search term" autocomplete />, { wrapper: InElement });
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('growth');
    expect(sentRequest(fetchMock).url).toBe('/api/cm-adv/search');
    pending[0]!.answer({ results: [RESULT] });
    await wait(SEARCH_RESULTS_DELAY_MS - 1);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Products' })).toBeNull();
    await wait(1);
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Calder Meridian Growth Fund' })).toBeTruthy();
    expect(emit).toHaveBeenCalledWith('results', { term: 'growth', count: 1 });
  });

  it('searches the same term again when it is submitted again, without a new history entry', async () => {
    history.replaceState(null, '', '/search?search=growth');
    const entries = history.length;
    render(<SearchPage placeholder="Please enter a search term" autocomplete={false} />, { wrapper: InElement });
    const searches = () => fetchMock.mock.calls.filter(([url]) => onPage(url) === '/api/cm-adv/search');
    pending[0]!.answer({ results: [RESULT] });
    await wait(SEARCH_RESULTS_DELAY_MS);
    expect(screen.getByRole('link', { name: 'Calder Meridian Growth Fund' })).toBeTruthy();
    expect(searches()).toHaveLength(1);
    // The visitor presses Search again on the same term (to see what changed since): it is asked for again.
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(searches()).toHaveLength(2);
    expect(screen.getByText('Loading...')).toBeTruthy();
    pending[1]!.answer({ results: [] });
    await wait(SEARCH_RESULTS_DELAY_MS);
    expect(screen.queryByRole('link', { name: 'Calder Meridian Growth Fund' })).toBeNull();
    expect(emit).toHaveBeenLastCalledWith('results', { term: 'growth', count: 0 });
    expect(history.length).toBe(entries);
  });

  it('says a failed search did not run, with Retry, and never the no-results text (site spec 8)', async () => {
    history.replaceState(null, '', '/search?search=growth');
    render(<SearchPage placeholder="Please enter a search term" autocomplete />, { wrapper: InElement });
    pending[0]!.answer({ message: 'down' }, 500);
    await wait(SEARCH_RESULTS_DELAY_MS);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'Search is not available right nowYour search for "growth" could not be completed. Please try again.Retry',
    );
    expect(screen.queryByText(/check the spelling/)).toBeNull();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pending).toHaveLength(2);
    pending[1]!.answer({ results: [RESULT] });
    await wait(SEARCH_RESULTS_DELAY_MS);
    expect(screen.getByRole('link', { name: 'Calder Meridian Growth Fund' })).toBeTruthy();
    expect(screen.getByText('1 result for "growth"').getAttribute('role')).toBe('status');
  });

  it('makes each search a history entry: Back returns to the term before and searches it again', async () => {
    history.replaceState(null, '', '/search?search=growth');
    render(<SearchPage placeholder="Please enter a search term" autocomplete />, { wrapper: InElement });
    pending[0]!.answer({ results: [RESULT] });
    await wait(SEARCH_RESULTS_DELAY_MS);
    const length = history.length;
    const box = screen.getByRole('combobox') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'income' } });
    press(box, 'Enter');
    expect(window.location.search).toBe('?search=income');
    expect(history.length).toBe(length + 1);
    // The same term again is no new entry.
    press(box, 'Enter');
    expect(history.length).toBe(length + 1);
    history.replaceState(null, '', '/search?search=growth');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(box.value).toBe('growth');
    const asked = fetchMock.mock.calls.filter(([url]) => url.includes('/search')).length;
    expect(asked).toBeGreaterThanOrEqual(2);
  });

  it('searches a suggestion picked with the keyboard, sanitised, and names it in the address', async () => {
    history.replaceState(null, '', '/search');
    render(<SearchPage placeholder="Please enter a search term" autocomplete />, { wrapper: InElement });
    expect(fetchMock).not.toHaveBeenCalled();
    type(screen.getByRole('combobox'), 's&p');
    await wait(AUTOCOMPLETE_SETTLE_MS);
    pending[0]!.answer(['s&p 500']);
    await wait(0);
    press(screen.getByRole('combobox'), 'ArrowDown', 'Enter');
    const body = JSON.parse(String(sentRequest(fetchMock, 1).init?.body)) as { query: string; count: number };
    // site spec 5: "&" is replaced by a space before searching.
    expect(body.query).toContain('title:"s p 500"');
    expect(body.count).toBe(200);
    expect(window.location.search).toBe('?search=s%26p+500');
    expect(emit).toHaveBeenCalledWith('submit', { term: 's&p 500' });
  });
});
