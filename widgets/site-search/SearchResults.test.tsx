import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAdvisor, signOut } from '../../runtime/stores/session';
import { InElement } from '../../runtime/test-element';
import type { SearchHit } from '../../services/search';
import { searchResults, type SearchResultView } from './model';
import { SearchResults } from './SearchResults';

function hit(url: string, title: string, extra: Array<[string, string]> = [], secure = false): SearchHit {
  return {
    url,
    title,
    secure,
    entities: [['Title', title] as [string, string], ...extra].map(([model, text]) => ({ model, text })),
  };
}

const many = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => hit(`${prefix}/page-${i}`, `${prefix} page ${i}`));

const RESULTS: SearchResultView[] = searchResults([
  ...many('/investment-products/mutual-funds', 7),
  ...many('/insights/latest-insights', 120),
  hit('/secure/resources/model-portfolio-commentary', 'Model Portfolio Commentary', [], true),
  hit('/about/contact-us', 'Contact Us', [['Omni_description', 'Phone numbers &amp; addresses.']]),
]);

const props = {
  term: 'bond',
  categorised: true,
  view: { kind: 'all' } as const,
  onViewAll: () => {},
  onBackToResults: () => {},
};

const sectionNamed = (name: string) => screen.getByRole('region', { name });
const titlesIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('SearchResults on the advisor site (site spec 2.11)', () => {
  it('shows each category with results, 5 each, and "View all" for those with more', () => {
    render(<SearchResults {...props} results={RESULTS} />, { wrapper: InElement });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Products',
      'Resources',
      'Insights',
      'Other',
    ]);
    expect(titlesIn(sectionNamed('Insights'))).toHaveLength(5);
    expect(within(sectionNamed('Insights')).getByRole('button', { name: 'View all' })).toBeTruthy();
    expect(within(sectionNamed('Other')).queryByRole('button', { name: 'View all' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leadership' })).toHaveProperty('disabled', true);
  });

  it('asks for one category on "View all" and on its filter button', async () => {
    const onViewAll = vi.fn();
    render(<SearchResults {...props} results={RESULTS} onViewAll={onViewAll} />, { wrapper: InElement });
    await userEvent.click(within(sectionNamed('Products')).getByRole('button', { name: 'View all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Insights' }));
    expect(onViewAll.mock.calls).toEqual([['Products'], ['Insights']]);
  });

  it('shows up to 99 of one category with "Back to results"', async () => {
    const onBack = vi.fn();
    render(
      <SearchResults
        {...props}
        results={RESULTS}
        view={{ kind: 'category', category: 'Insights' }}
        onBackToResults={onBack}
      />,
      { wrapper: InElement },
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Insights']);
    expect(titlesIn(sectionNamed('Insights'))).toHaveLength(99);
    expect(screen.getByRole('button', { name: 'Insights' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Back to results' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('a secure result is a secured link: locked, with the login, for a visitor who is not signed in', () => {
    render(<SearchResults {...props} results={RESULTS} />, { wrapper: InElement });
    const secure = within(sectionNamed('Resources')).getByRole('heading', { level: 3 });
    const link = within(secure).getByRole('link', { name: 'Model Portfolio Commentary Locked' });
    expect(link.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/secure/resources/model-portfolio-commentary')}`,
    );
    expect(within(sectionNamed('Other')).getByText('Phone numbers & addresses.')).toBeTruthy();
  });

  it('a secure result opens for a signed-in advisor, without the lock', () => {
    signInAdvisor({ username: 'ada' });
    render(<SearchResults {...props} results={RESULTS} />, { wrapper: InElement });
    const secure = within(sectionNamed('Resources')).getByRole('heading', { level: 3 });
    expect(within(secure).getByRole('link', { name: 'Model Portfolio Commentary' }).getAttribute('href')).toBe(
      '/secure/resources/model-portfolio-commentary',
    );
    signOut();
  });
});

describe('SearchResults on the other sites (site spec 2.11)', () => {
  it('shows a single "Results" list of the first 10', () => {
    render(<SearchResults {...props} categorised={false} results={RESULTS} />, { wrapper: InElement });
    expect(titlesIn(sectionNamed('Results'))).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'View all' })).toBeNull();
  });
});

describe('SearchResults without results (site spec 2.11, 8)', () => {
  it('says nothing was found for the term', () => {
    render(<SearchResults {...props} results={[]} term="zzzz" />, { wrapper: InElement });
    expect(
      screen.getByText(
        'Sorry, no results were found for "zzzz". You can check the spelling, or try using a different search term.',
      ),
    ).toBeTruthy();
  });
});

describe('markup and script in a search result', () => {
  it('shows the text as written (markup dropped, encoded markup as characters); a javascript: link leads nowhere', () => {
    const payload = '<img src=x onerror="window.cmXss=1">';
    const results = searchResults([
      hit('javascript:window.cmXss=1', `Markup &lt;img src=x onerror=&quot;window.cmXss=1&quot;&gt;`, [
        ['Omni_description', `<script>window.cmXss=1</script>${payload}`],
      ]),
    ]);
    const { container } = render(<SearchResults {...props} categorised={false} results={results} />, {
      wrapper: InElement,
    });
    const link = screen.getByRole('link');
    expect(link.textContent).toBe(`Markup ${payload}`);
    expect(link.getAttribute('href')).toBe('about:blank');
    // Live markup in a field is dropped, with the script's content: the description has no text left, no line.
    expect(container.querySelector('.result-description')).toBeNull();
    expect(container.textContent).not.toContain('cmXss=1</script>');
    expect(container.querySelector('img, script')).toBeNull();
  });
});
