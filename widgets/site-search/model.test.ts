import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../services/search';
import {
  categoryOf,
  categorySections,
  initialSearchTerm,
  isPageNotFound,
  noResultsText,
  resultsAnnouncement,
  searchFailureText,
  remainingLoadingTime,
  resultLines,
  sanitizeSearchTerm,
  searchPageUrl,
  searchRedirectUrl,
  searchResults,
  searchViewReducer,
  singleList,
  withSearchParameter,
  type SearchResultView,
} from './model';

/** A hit with the given entities (model, text) and fields. */
function hit(entities: Array<[string, string]>, fields: Partial<SearchHit> = {}): SearchHit {
  return {
    url: '/about/page',
    title: '',
    secure: false,
    entities: entities.map(([model, text]) => ({ model, text })),
    ...fields,
  };
}

describe('character sanitising (site spec 5)', () => {
  it('replaces each of ? . * + ~ ( ) { } [ ] - ^ | $ / & : " \' by a space', () => {
    const special = '?.*+~(){}[]-^|$/&:"\'';
    expect(sanitizeSearchTerm(`a${special}b`)).toBe(`a${' '.repeat(special.length)}b`);
  });

  it('keeps letters, digits and other characters, and trims the ends', () => {
    expect(sanitizeSearchTerm('  S&P 500 (index) ')).toBe('S P 500  index');
    expect(sanitizeSearchTerm('Growth_Fund #1 @ 5%')).toBe('Growth_Fund #1 @ 5%');
  });

  it('leaves nothing to search when the term is only such characters', () => {
    expect(sanitizeSearchTerm('"?*"')).toBe('');
  });
});

describe('the term in the URL and the search box redirect (site spec 2.11)', () => {
  it('reads the initial term from the search query parameter', () => {
    expect(initialSearchTerm('?search=core%20bond&x=1')).toBe('core bond');
    expect(initialSearchTerm('?q=bond')).toBe('');
  });

  it('cuts a term from the address to the longest a search sends (200 characters)', () => {
    expect(initialSearchTerm(`?search=${'a'.repeat(80_000)}`)).toBe('a'.repeat(200));
  });

  it('redirects to {searchPath}?search={text}, the text encoded', () => {
    expect(searchRedirectUrl('/search', ' core & bond ')).toBe('/search?search=core%20%26%20bond');
    expect(searchRedirectUrl('/investor/search?src=box', 'etf')).toBe('/investor/search?src=box&search=etf');
  });

  it("leads to the configured search page, else the site's /search", () => {
    expect(searchPageUrl('', undefined)).toBe('/search');
    expect(searchPageUrl('/investor', undefined)).toBe('/investor/search');
    expect(searchPageUrl('/investor', '/investor/find')).toBe('/investor/find');
  });

  it("names a new term in the page's address, keeping its other parameters and fragment", () => {
    expect(withSearchParameter('https://x.example/search?search=old&src=nav#top', 'core bond')).toBe(
      '/search?search=core+bond&src=nav#top',
    );
    expect(withSearchParameter('https://x.example/investor/search', 'etf')).toBe('/investor/search?search=etf');
  });
});

describe('the no-results text (site spec 2.11, 8)', () => {
  it('names the term', () => {
    expect(noResultsText('zzzz')).toBe(
      'Sorry, no results were found for "zzzz". You can check the spelling, or try using a different search term.',
    );
  });
});

describe('a failed search and the announced count', () => {
  it('says the search did not run, without advice on spelling', () => {
    expect(searchFailureText('bond')).toBe('Your search for "bond" could not be completed. Please try again.');
    expect(searchFailureText('bond')).not.toMatch(/spelling/);
  });

  it('announces how many results a term found; nothing for none (the no-results text speaks)', () => {
    expect(resultsAnnouncement(12, 'bond')).toBe('12 results for "bond"');
    expect(resultsAnnouncement(1, 'bond')).toBe('1 result for "bond"');
    expect(resultsAnnouncement(0, 'bond')).toBe('');
  });
});

describe('the minimum loading time (site spec 4, 9: at least 1 s)', () => {
  it('waits what is left of 1 s since the search started, never less than nothing', () => {
    expect(remainingLoadingTime(1000, 1200)).toBe(800);
    expect(remainingLoadingTime(1000, 2500)).toBe(0);
    expect(remainingLoadingTime(1000, 1000)).toBe(1000);
  });
});

describe('result lines (site spec 2.11, 3)', () => {
  it('builds every line of a fund result from its entities', () => {
    const view = resultLines(
      hit(
        [
          ['Title', 'Calder Meridian Core Bond Fund'],
          ['Ticker', 'CMBIX'],
          ['Omni_description', 'Seeks current income &amp; total return.'],
          ['fundname', 'Calder Meridian Core Bond Fund'],
          ['fundclass', 'Institutional'],
          ['Producttype', 'Mutual Fund'],
          ['Alternatetitle', 'Core Bond'],
          ['Category', 'Fund page'],
        ],
        { url: '/investment-products/mutual-funds/x/Class-Institutional/details/?cusip=1' },
      ),
    );
    expect(view).toEqual({
      url: '/investment-products/mutual-funds/x/Class-Institutional/details/?cusip=1',
      titleLine: 'Calder Meridian Core Bond Fund',
      tickerLine: 'CMBIX',
      authorLine: '',
      descriptionLine: 'Seeks current income & total return.',
      productTypeLine: 'Calder Meridian Core Bond Fund - Institutional | CMBIX | Mutual Fund | Core Bond',
      publicationTypeLine: 'Fund page',
      secure: false,
      leader: false,
      category: 'Products',
    });
  });

  it('builds the author line from the authors and the published date as "Month D, YYYY"', () => {
    const view = resultLines(
      hit([
        ['Title', 'Bond ladders'],
        ['publication_names', 'Daniel Ruiz, CFA'],
        ['published_time', '2025-12-09T14:00:00Z'],
      ]),
    );
    expect(view.authorLine).toBe('Daniel Ruiz, CFA | December 9, 2025');
    expect(resultLines(hit([['published_time', 'last spring']])).authorLine).toBe('last spring');
  });

  it("dates a result the day it was in the site's time zone", () => {
    // 10:30 p.m. of December 8 in New York; already December 9 in London.
    const late = hit([['published_time', '2025-12-09T03:30:00Z']]);
    expect(resultLines(late).authorLine).toBe('December 8, 2025');
    expect(resultLines(late, 'Europe/London').authorLine).toBe('December 9, 2025');
  });

  it('takes the fields from the document when the entities lack them (advisor collection)', () => {
    const view = resultLines(
      hit([], {
        url: '',
        document: {
          Indexedurl: '/investment-products/exchange-traded-funds/x/Class-ETF/details/?cusip=2',
          Title: 'Calder Meridian Quality ETF',
          Ticker: 'CMQE',
          Fundname: 'Calder Meridian Quality ETF',
          Omni_Description: 'Quality companies.',
        },
      }),
    );
    expect(view).toMatchObject({
      url: '/investment-products/exchange-traded-funds/x/Class-ETF/details/?cusip=2',
      titleLine: 'Calder Meridian Quality ETF',
      tickerLine: 'CMQE',
      descriptionLine: 'Quality companies.',
      productTypeLine: 'Calder Meridian Quality ETF | CMQE',
    });
  });

  it('falls back from the Title entity to the Omni title and then the result title, decoded, spaces collapsed', () => {
    expect(resultLines(hit([['Omni_Title', 'Omni &amp; more']])).titleLine).toBe('Omni & more');
    expect(resultLines(hit([], { title: ' Plain&nbsp;&nbsp;title\n' })).titleLine).toBe('Plain title');
  });

  it('passes over an entity or a document field of spaces only, and a title of spaces, for the next one', () => {
    const entities = resultLines(
      hit([
        ['Title', '   '],
        ['Omni_Title', 'Omni title'],
        ['publication_names', ' '],
        ['publication_names', 'Daniel Ruiz, CFA'],
      ]),
    );
    expect(entities).toMatchObject({ titleLine: 'Omni title', authorLine: 'Daniel Ruiz, CFA' });
    const fields = resultLines(hit([], { title: '  ', document: { Title: '  ', Omni_title: 'From the document' } }));
    expect(fields.titleLine).toBe('From the document');
  });

  it('dates a published time with spaces around it', () => {
    const view = resultLines(hit([['published_time', ' 2025-12-09T14:00:00Z  ']]));
    expect(view.authorLine).toBe('December 9, 2025');
  });

  it("links to the URL without the spaces around it; a URL of spaces takes the document's Indexedurl", () => {
    expect(resultLines(hit([['Title', 'Outlook']], { url: ' /insights/outlook  ' })).url).toBe('/insights/outlook');
    const fromDocument = resultLines(
      hit([['Title', 'Quality ETF']], { url: '   ', document: { Indexedurl: ' /investment-products/x/details/ ' } }),
    );
    expect(fromDocument).toMatchObject({ url: '/investment-products/x/details/', category: 'Products' });
  });

  it("takes the user contexts a link requires from the document's userContext, without the spaces around them", () => {
    const view = resultLines(hit([['Title', 'Secured']], { document: { userContext: '  advisor ria ' } }));
    expect(view.contexts).toBe('advisor ria');
    expect(resultLines(hit([['Title', 'Open']], { document: { userContext: '   ' } })).contexts).toBeUndefined();
  });

  it('has no product type line for a page that is not a product', () => {
    expect(
      resultLines(
        hit([
          ['Title', 'Contact us'],
          ['Ticker', 'X'],
        ]),
      ).productTypeLine,
    ).toBe('');
  });

  it('marks a result from a secured source as secure and a /leadership/ link as a leader link', () => {
    expect(resultLines(hit([['Title', 'Commentary']], { secure: true })).secure).toBe(true);
    const leader = resultLines(hit([['Title', 'Margaret Okafor']], { url: '/about/leadership/margaret-okafor' }));
    expect(leader).toMatchObject({ leader: true, category: 'Leadership' });
  });
});

describe('categories of results (site spec 2.11)', () => {
  it('puts leader pages, documents, products and insights in their category, the rest in Other', () => {
    expect(categoryOf('/about/leadership/margaret-okafor')).toBe('Leadership');
    expect(categoryOf('/binaries/content/assets/cm/literature/prospectus.pdf')).toBe('Resources');
    expect(categoryOf('/resources/literature')).toBe('Resources');
    expect(categoryOf('/binaries/content/assets/cm/insights/bond-ladders.pdf')).toBe('Resources');
    expect(categoryOf('/investor/investment-products/mutual-funds/x/Class-A/details/?cusip=1')).toBe('Products');
    expect(categoryOf('https://www.example.com/insights/latest-insights/bond-ladders')).toBe('Insights');
    expect(categoryOf('/about/contact-us')).toBe('Other');
  });
});

describe('filtering and de-duplication (site spec 8)', () => {
  it('drops a result whose title entity includes "Page Not Found", also entity-encoded', () => {
    expect(isPageNotFound(hit([['Title', 'Page Not Found | Calder Meridian']]))).toBe(true);
    expect(isPageNotFound(hit([['Title', 'Page&#32;Not&#32;Found']]))).toBe(true);
    expect(isPageNotFound(hit([['Title', 'Pages not found in the index']]))).toBe(false);
    expect(searchResults([hit([['Title', 'Page Not Found']])])).toEqual([]);
  });

  it('drops results without a source URL or without a title', () => {
    const results = searchResults([
      hit([['Title', 'No URL']], { url: '' }),
      hit([['Category', 'Article']], { url: '/x' }),
      hit([['Title', 'Kept']]),
    ]);
    expect(results.map((r) => r.titleLine)).toEqual(['Kept']);
  });

  it('keeps the first of two results with the same title', () => {
    const results = searchResults([
      hit([['Title', 'Contact us']], { url: '/about/contact-us' }),
      hit([['Title', 'Contact us']], { url: '/about/contact-us/' }),
      hit([['Title', 'Contact US']], { url: '/contact' }),
    ]);
    expect(results.map((r) => r.url)).toEqual(['/about/contact-us', '/contact']);
  });

  it('de-duplicates documents by Indexedurl, else by their Title', () => {
    const doc = (url: string, fields: Record<string, string>, title = 'T') =>
      hit([['Title', title]], { url, document: fields });
    const results = searchResults([
      doc('/a', { Indexedurl: '/fund/1', Title: 'One' }, 'First'),
      doc('/a?utm=x', { Indexedurl: '/fund/1', Title: 'Other title' }, 'Second'),
      doc('/b', { Title: 'Prospectus' }, 'Third'),
      doc('/c', { Title: 'Prospectus' }, 'Fourth'),
      doc('/d', { Indexedurl: '/fund/2' }, 'First'),
    ]);
    expect(results.map((r) => r.titleLine)).toEqual(['First', 'Third', 'First']);
  });
});

describe('advisor categories, View all and Back to results (site spec 2.11, 4, 9)', () => {
  const many = (category: SearchResultView['category'], count: number): SearchResultView[] =>
    Array.from({ length: count }, (_, index) => ({
      url: `/${category}/${index}`,
      titleLine: `${category} ${index}`,
      tickerLine: '',
      authorLine: '',
      descriptionLine: '',
      productTypeLine: '',
      publicationTypeLine: '',
      secure: false,
      contexts: undefined,
      leader: false,
      category,
    }));
  const results = [...many('Insights', 120), ...many('Products', 3), ...many('Other', 6)];

  it('shows every category in order with its first 5 and "View all" when it has more', () => {
    const sections = categorySections(results, { kind: 'all' });
    expect(sections.map((s) => [s.category, s.results.length, s.total, s.viewAll])).toEqual([
      ['Products', 3, 3, false],
      ['Resources', 0, 0, false],
      ['Insights', 5, 120, true],
      ['Leadership', 0, 0, false],
      ['Other', 5, 6, true],
    ]);
  });

  it('shows up to 99 of one category after "View all", without "View all"', () => {
    const [section, ...rest] = categorySections(results, { kind: 'category', category: 'Insights' });
    expect(rest).toEqual([]);
    expect(section).toMatchObject({ category: 'Insights', total: 120, viewAll: false });
    expect(section?.results).toHaveLength(99);
  });

  it('goes to one category on "View all", back to all on "Back to results" and on a new search', () => {
    const one = searchViewReducer({ kind: 'all' }, { type: 'view-all', category: 'Other' });
    expect(one).toEqual({ kind: 'category', category: 'Other' });
    expect(searchViewReducer(one, { type: 'back-to-results' })).toEqual({ kind: 'all' });
    expect(searchViewReducer(one, { type: 'search' })).toEqual({ kind: 'all' });
    const all = { kind: 'all' } as const;
    expect(searchViewReducer(all, { type: 'search' })).toBe(all);
  });

  it('shows the first 10 in the single list of the other sites', () => {
    expect(singleList(results)).toHaveLength(10);
    expect(singleList(results.slice(0, 4))).toHaveLength(4);
  });
});
