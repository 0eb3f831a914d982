import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InElement } from '../../runtime/test-element';
import type { InsightItem, TaxonomyEntry } from '../../services/insights';
import { ChipsRow } from './ChipsRow';
import { NoInsightsFound, NoLatestInsight } from './EmptyState';
import { InsightCard } from './InsightCard';
import { InsightsFilterBar } from './InsightsFilterBar';
import { insightCard, type InsightSite } from './model';

const site: InsightSite = {
  audience: 'advisor',
  siteBase: '',
  preview: false,
  brandCode: 'cm',
  pathname: '/insights',
  timeZone: 'America/New_York',
};
const TAXONOMY: TaxonomyEntry[] = [
  { key: 'fixed-income', name: 'Fixed Income' },
  { key: 'retirement', name: 'Retirement' },
  { key: 'client-materials', name: 'Client Materials' },
];

const ITEM: InsightItem = {
  id: 'a-1',
  path: '/content/documents/cm-blog/insights/2025/bond-ladders',
  name: 'bond-ladders',
  title: 'Bond ladders for predictable income',
  publicationDate: Date.UTC(2025, 11, 9, 14),
  authors: [{ displayName: 'Daniel Ruiz, CFA', title: 'Head of Fixed Income' }],
  cardSummary: 'Starting yields matter most.',
  bannerSummary: '',
  subtitle: '',
  html: '',
  imageUrl: '/binaries/content/gallery/cm/insights/bond-ladders.svg',
  types: ['Worksheets', '3 min'],
  time: '5 min read',
  keys: ['fixed-income', 'client-materials'],
};

describe('InsightCard (site spec 2.10)', () => {
  it('shows image, types, title link, date and authors, summary, read time and topic links', () => {
    render(<InsightCard card={insightCard(ITEM, TAXONOMY, site)} imageAlt="A ladder of bonds" />, {
      wrapper: InElement,
    });
    const card = screen.getByRole('article', { name: 'Bond ladders for predictable income' });
    const image = within(card).getByRole('img', { name: 'A ladder of bonds' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('src')).toBe('/binaries/content/gallery/cm/insights/bond-ladders.svg');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Bond ladders for predictable income');
    expect(within(card).getByRole('link', { name: 'Bond ladders for predictable income' }).getAttribute('href')).toBe(
      '/insights/latest-insights/bond-ladders',
    );
    expect(within(card).getByText('December 9, 2025')).toBeTruthy();
    expect(within(card).getByText('Daniel Ruiz, CFA, Head of Fixed Income')).toBeTruthy();
    expect(within(card).getByText('Starting yields matter most.')).toBeTruthy();
    expect(within(card).getByText('5 min read')).toBeTruthy();
    expect(within(card).getByText('Worksheets').querySelector('svg')).toBeTruthy();
    expect(within(card).getByText('3 min')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Fixed Income' }).getAttribute('href')).toBe(
      '/insights/latest-insights?topic=fixed-income',
    );
    expect(within(card).getByText('Client Materials').tagName).toBe('SPAN');
  });

  it('leaves the image decorative until its description is known, and shows no date when there is none', () => {
    const { publicationDate: _none, ...undated } = ITEM;
    const { container } = render(<InsightCard card={insightCard(undated, TAXONOMY, site)} />, { wrapper: InElement });
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(container.querySelector('.insight-meta')?.textContent).toBe('Daniel Ruiz, CFA, Head of Fixed Income');
  });

  it('shows markup and script from CMS fields as text and sends a javascript: link nowhere', () => {
    const payload = '<img src=x onerror="window.cmXss=1">';
    const card = insightCard(
      {
        ...ITEM,
        title: `Title ${payload}`,
        cardSummary: `<script>window.cmXss=1</script>Summary`,
        authors: [{ displayName: `<b onmouseover="window.cmXss=1">Author</b>`, title: payload }],
        types: [`Article${payload}`],
        keys: ['fixed-income', `x${payload}`],
      },
      [...TAXONOMY, { key: `x${payload}`, name: payload }],
      site,
    );
    const { container } = render(<InsightCard card={{ ...card, href: 'javascript:window.cmXss=1' }} />, {
      wrapper: InElement,
    });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(`Title ${payload}`);
    expect(screen.getByRole('link', { name: `Title ${payload}` }).getAttribute('href')).toBe('about:blank');
    expect(screen.getByText('<script>window.cmXss=1</script>Summary')).toBeTruthy();
    expect(screen.getByText(`<b onmouseover="window.cmXss=1">Author</b>, ${payload}`)).toBeTruthy();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('script, b, [onerror], [onmouseover]')).toBeNull();
  });
});

describe('ChipsRow (site spec 2.9, 2.10)', () => {
  it('offers a toggle per chip under "Filter by:", pressed while selected', async () => {
    const onToggle = vi.fn();
    render(<ChipsRow chips={TAXONOMY.slice(0, 2)} selected={['retirement']} onToggle={onToggle} />);
    const group = screen.getByRole('group', { name: 'Filter by:' });
    expect(within(group).getByRole('button', { name: 'Retirement' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'Fixed Income' }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(within(group).getByRole('button', { name: 'Fixed Income' }));
    expect(onToggle).toHaveBeenCalledWith('fixed-income');
  });

  it('shows nothing without chips', () => {
    const { container } = render(<ChipsRow chips={[]} selected={[]} onToggle={() => {}} />);
    expect(container.textContent).toBe('');
  });
});

describe('InsightsFilterBar (site spec 2.9, 2.10)', () => {
  function Bar({ showSearch, onClear = () => {} }: { showSearch: boolean; onClear?: () => void }) {
    const [text, setText] = useState('');
    return (
      <InsightsFilterBar
        chips={TAXONOMY.slice(0, 2)}
        selected={[]}
        onToggle={() => {}}
        showSearch={showSearch}
        text={text}
        onText={setText}
        displaying="Displaying 9 of 126 insights"
        canClear={text !== ''}
        onClear={onClear}
      />
    );
  }

  it('shows "Search insights", the count, and "Clear all filters" disabled until something is set', async () => {
    const onClear = vi.fn();
    render(<Bar showSearch onClear={onClear} />);
    expect(screen.getByRole('status').textContent).toBe('Displaying 9 of 126 insights');
    const clear = screen.getByRole('button', { name: 'Clear all filters' });
    expect(clear).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search insights' }), 'bond');
    expect(clear).toHaveProperty('disabled', false);
    await userEvent.click(clear);
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('leaves "Search insights" out when told', () => {
    render(<Bar showSearch={false} />);
    expect(screen.queryByRole('textbox', { name: 'Search insights' })).toBeNull();
  });
});

describe('empty texts (site spec 2.9, 8)', () => {
  it('says no results were found and how to find some', () => {
    render(<NoInsightsFound />);
    expect(screen.getByRole('status').textContent).toBe('No results foundClear all filters or try another search.');
  });

  it('says there is no Insight for the topic', () => {
    render(<NoLatestInsight topic="equity" />);
    expect(screen.getByText('There is no Insight available for "equity" topic')).toBeTruthy();
  });
});
