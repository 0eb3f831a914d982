import { describe, expect, it, vi } from 'vitest';
import type { ContentDocument } from './content';
import {
  commentaryOf,
  findFund,
  isAvailableTo,
  literatureLabel,
  literaturePath,
  matchCategory,
  matchNames,
  parseCatalogue,
  readRoles,
  sortLiterature,
  withPageIds,
  type CatalogueSubscription,
} from './subscription-catalogue';

const subscription = (name: string, category: string, roles: CatalogueSubscription['availableRoles'] = []) => ({
  id: name,
  path: `/s/${name}`,
  name,
  category,
  description: '',
  frequency: '',
  availableRoles: roles,
  wholesalerLabel: '',
});

describe('category matching and order (accounts spec 9)', () => {
  const catalogue = [
    subscription('Fixed Income', 'Topic'),
    subscription('Author: Fixed Income Team', 'Author'),
    subscription('Fixed-Income', 'Thought Leadership'),
    subscription('Equity', 'Topic'),
    subscription('Market Outlook', 'Thought Leadership'),
  ];

  it('matches names case-insensitively ignoring non-word characters', () => {
    expect(matchCategory(catalogue, 'fixed income').map((s) => s.name)).toEqual(['Fixed-Income', 'Fixed Income']);
    expect(matchCategory(catalogue, 'FIXED_INCOME')).toEqual([]);
    expect(matchNames(catalogue, ['market-outlook!', 'EQUITY']).map((s) => s.name)).toEqual([
      'Market Outlook',
      'Equity',
    ]);
  });

  it('sorts the matched subscriptions Thought Leadership, Author, Topic, then other categories', () => {
    const mixed = [
      subscription('Income', 'Market Results'),
      subscription('Income', 'Topic'),
      subscription('INCOME', 'Author'),
      subscription('income', 'Thought Leadership'),
    ];
    expect(matchCategory(mixed, 'Income').map((s) => s.category)).toEqual([
      'Thought Leadership',
      'Author',
      'Topic',
      'Market Results',
    ]);
  });

  it('matches a category by its own name too', () => {
    expect(matchCategory(catalogue, 'thought-leadership').map((s) => s.name)).toEqual([
      'Fixed-Income',
      'Market Outlook',
    ]);
  });

  it('an empty category matches nothing, and a name listed twice counts once', () => {
    expect(matchCategory(catalogue, ' - ')).toEqual([]);
    expect(matchNames(catalogue, ['Equity', 'equity'])).toHaveLength(1);
  });
});

describe('literature order and labels (products spec 2.22)', () => {
  const item = (name: string, frequency = '') => ({ name, frequency });

  it('puts other names first, then Fact Sheet, Monthly Fund Commentary, Commentary, Product Updates, Capital Gains', () => {
    const sorted = sortLiterature([
      item('Capital Gains Estimates and Distributions'),
      item('Product Updates'),
      item('Commentary'),
      item('Annual Report'),
      item('Monthly Fund Commentary'),
      item('Fact Sheet'),
      item('Quarterly Fund Commentary'),
    ]);
    expect(sorted.map((i) => i.name)).toEqual([
      'Annual Report',
      'Quarterly Fund Commentary',
      'Fact Sheet',
      'Monthly Fund Commentary',
      'Commentary',
      'Product Updates',
      'Capital Gains Estimates and Distributions',
    ]);
  });

  it('shows a name containing "Fund Commentary" as "Commentary" and appends the frequency after " - "', () => {
    expect(literatureLabel(item('Monthly Fund Commentary', 'Monthly'))).toBe('Commentary - Monthly');
    expect(literatureLabel(item('Fact Sheet', 'Quarterly'))).toBe('Fact Sheet - Quarterly');
    expect(literatureLabel(item('Product Updates'))).toBe('Product Updates');
    expect(literatureLabel(item('Fund commentary'))).toBe('Fund commentary');
  });

  it('finds the Commentary item a CIT row updates', () => {
    expect(commentaryOf([item('Fact Sheet'), item('Quarterly Fund Commentary')])?.name).toBe(
      'Quarterly Fund Commentary',
    );
    expect(commentaryOf([item('Fact Sheet')])).toBeUndefined();
  });
});

describe('roles (accounts spec 6)', () => {
  it('reads Advisor / Non-Advisor and advisor / investor, as a list or a comma-separated text', () => {
    expect(readRoles(['advisor', 'Non-Advisor', 'Employee'])).toEqual(['Advisor', 'Non-Advisor']);
    expect(readRoles('investor, advisor')).toEqual(['Non-Advisor', 'Advisor']);
    expect(readRoles(null)).toEqual([]);
  });

  it('an Advisor sees advisor items, a Non-Advisor investor items, a wholesaler every item', () => {
    expect(isAvailableTo(['Advisor'], 'Advisor')).toBe(true);
    expect(isAvailableTo(['Advisor'], 'Non-Advisor')).toBe(false);
    expect(isAvailableTo(['Non-Advisor'], 'Advisor')).toBe(false);
    expect(isAvailableTo(['Advisor'], 'Employee')).toBe(true);
    expect(isAvailableTo([], 'Non-Advisor')).toBe(true);
  });
});

describe('reading the catalogue documents (accounts spec 3.8, 7.4)', () => {
  const scope = '/content/documents/cm-advisor/subscriptions';
  const documents = [
    {
      _meta: { id: 's1', path: `${scope}/outlook`, type: 'cm:SubscriptionType' },
      name: 'Market Outlook',
      category: 'Thought Leadership',
      frequency: 'Monthly',
      xavailableroles: ['advisor', 'investor'],
      status: 'active',
    },
    { _meta: { id: 's2', path: `${scope}/old`, type: 'cm:SubscriptionType' }, name: 'Old', status: 'inactive' },
    { _meta: { id: 's3', path: `${scope}/broken`, type: 'cm:SubscriptionType' } },
    {
      _meta: { id: 'f1', path: `${scope}/funds/growth`, type: 'cm:FundSubscriptionType' },
      name: 'Growth Fund',
      cusip: '123456789',
      dynamicdropdown: 'DE',
      LiteratureCompound: [
        { name: 'Fact Sheet', staticdropdown: 'Quarterly', xavailableroles: 'advisor' },
        { name: 'Old Report', active: 'false' },
      ],
    },
    { _meta: { id: 'x', path: `${scope}/folder-note`, type: 'cm:Note' }, name: 'A note' },
  ] as unknown as ContentDocument[];

  it('keeps active subscriptions and active literature, leaves out other types and broken documents', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const catalogue = parseCatalogue(documents, 'cm');
    expect(catalogue.subscriptions).toEqual([
      {
        id: 's1',
        path: `${scope}/outlook`,
        name: 'Market Outlook',
        category: 'Thought Leadership',
        description: '',
        frequency: 'Monthly',
        availableRoles: ['Advisor', 'Non-Advisor'],
        wholesalerLabel: '',
      },
    ]);
    expect(catalogue.funds).toHaveLength(1);
    expect(catalogue.funds[0]).toMatchObject({ name: 'Growth Fund', assetClass: 'DE', id: '' });
    expect(catalogue.funds[0]?.literature).toEqual([
      {
        id: '',
        path: literaturePath(`${scope}/funds/growth`, 'Fact Sheet'),
        name: 'Fact Sheet',
        frequency: 'Quarterly',
        availableRoles: ['Advisor'],
        wholesalerLabel: '',
      },
    ]);
    vi.restoreAllMocks();
  });

  it('reads names and descriptions as written, so a button names "Risk & Reward" as the CMS sends "Risk &amp; Reward"', () => {
    const [entry] = parseCatalogue(
      [
        {
          _meta: { id: 's9', path: `${scope}/risk`, type: 'cm:SubscriptionType' },
          name: 'Topic: Risk &amp; Reward',
          category: 'Topic',
          description: 'Credit <em>and</em> equity &ndash; monthly.',
          status: 'active',
        },
      ] as unknown as ContentDocument[],
      'cm',
    ).subscriptions;
    expect(entry).toMatchObject({ name: 'Topic: Risk & Reward', description: 'Credit and equity \u2013 monthly.' });
    expect(matchNames([entry!], ['Topic: Risk & Reward'])).toHaveLength(1);
  });

  it('fills the page ids and drops what has none', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const catalogue = parseCatalogue(documents, 'cm');
    const filled = withPageIds(catalogue, {
      [`${scope}/funds/growth`]: 'p1',
      [`${scope}/funds/growth/fact-sheet`]: 'p2',
    });
    expect(filled.funds[0]).toMatchObject({ id: 'p1', literature: [{ id: 'p2' }] });
    expect(withPageIds(catalogue, {}).funds).toEqual([]);
    expect(findFund(filled.funds, { cusip: '123456789' })?.name).toBe('Growth Fund');
    expect(findFund(filled.funds, { name: 'growth fund' })?.id).toBe('p1');
    expect(findFund(filled.funds, { cusip: '999999999', name: 'Growth Fund' })).toBeUndefined();
    vi.restoreAllMocks();
  });
});
