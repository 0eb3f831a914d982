import { describe, expect, it } from 'vitest';
import type { SubscriptionCatalogue } from '../../services/subscription-catalogue';
import { advisorsOnly, centreChoices, modalChoices, noticeFor, offersInvestors } from './choices';

const sub = (id: string, name: string, category: string, roles: Array<'Advisor' | 'Non-Advisor'> = []) => ({
  id,
  path: `/s/${id}`,
  name,
  category,
  description: `About ${name}`,
  frequency: '',
  availableRoles: roles,
  wholesalerLabel: '',
});
const lit = (id: string, name: string, frequency = '', roles: Array<'Advisor' | 'Non-Advisor'> = []) => ({
  id,
  path: `/f/${id}`,
  name,
  frequency,
  availableRoles: roles,
  wholesalerLabel: '',
});

const CATALOGUE: SubscriptionCatalogue = {
  subscriptions: [
    sub('t1', 'Fixed Income', 'Topic'),
    sub('a1', 'Author: Fixed Income Team', 'Author'),
    sub('l1', 'Fixed Income', 'Thought Leadership', ['Advisor']),
    sub('b1', 'Blog: Latest Insights', 'Thought Leadership'),
    sub('e1', 'Education Savings', 'Topic'),
  ],
  funds: [
    {
      id: 'F',
      docId: 'd',
      path: '/f',
      name: 'Growth Fund',
      cusip: '123456789',
      productType: 'mutual-funds',
      assetClass: 'DE',
      availableRoles: [],
      literature: [
        lit('p1', 'Product Updates', '', ['Advisor']),
        lit('p2', 'Monthly Fund Commentary', 'Monthly'),
        lit('p3', 'Fact Sheet', 'Quarterly'),
      ],
    },
  ],
};

describe('what the modal lists (accounts spec 2.8, 9; products spec 2.21-2.22)', () => {
  it("a category's subscriptions under their headings in the category order, all checked", () => {
    const choices = modalChoices(CATALOGUE, { category: 'fixed-income' }, 'Advisor');
    expect(choices.groups.map((g) => [g.heading, g.items.map((i) => i.id)])).toEqual([
      ['Thought Leadership', ['l1']],
      ['Topic', ['t1']],
    ]);
    expect(choices.prechecked).toEqual(['l1', 't1']);
    expect(choices.title).toBe('Fixed Income');
  });

  it('an Individual Investor does not see advisor-only items', () => {
    const choices = modalChoices(CATALOGUE, { category: 'Fixed Income' }, 'Non-Advisor');
    expect(choices.groups.flatMap((g) => g.items.map((i) => i.id))).toEqual(['t1']);
    expect(choices.prechecked).toEqual(['t1']);
  });

  it("a static button's names: the first checked", () => {
    const choices = modalChoices(
      CATALOGUE,
      { subscriptionNames: ['Education Savings', 'Blog: Latest Insights'], checkedNames: ['Education Savings'] },
      'Advisor',
    );
    expect(choices.groups.map((g) => g.heading)).toEqual(['Thought Leadership', 'Topic']);
    expect(choices.prechecked).toEqual(['e1']);
    expect(choices.title).toBe('Education Savings');
  });

  it("a fund's literature in the spec's order and labels, the first pre-selected when none is", () => {
    const choices = modalChoices(
      CATALOGUE,
      { fund: { name: 'Growth Fund', cusip: '123456789', literature: [] } },
      'Advisor',
    );
    expect(choices.title).toBe('Growth Fund');
    expect(choices.groups[0]?.items.map((i) => i.label)).toEqual([
      'Fact Sheet - Quarterly',
      'Commentary - Monthly',
      'Product Updates',
    ]);
    expect(choices.prechecked).toEqual(['p3']);
  });

  it("a fund's literature the button marks selected stays selected", () => {
    const choices = modalChoices(
      CATALOGUE,
      {
        fund: {
          name: 'Growth Fund',
          cusip: '123456789',
          literature: [{ id: 'p2', name: 'Monthly Fund Commentary', selected: true }],
        },
      },
      'Non-Advisor',
    );
    expect(choices.groups[0]?.items.map((i) => i.id)).toEqual(['p3', 'p2']);
    expect(choices.prechecked).toEqual(['p2']);
  });

  it('a fund the catalogue does not know is listed with the literature the button gave', () => {
    const choices = modalChoices(
      { subscriptions: [], funds: [] },
      { fund: { name: 'Other', literature: [{ id: 'x', name: 'Fact Sheet', frequency: 'Monthly', selected: false }] } },
      'Advisor',
    );
    expect(choices.groups[0]).toMatchObject({ heading: 'Other', items: [{ id: 'x', label: 'Fact Sheet - Monthly' }] });
  });

  it('the success notice: "subscribed to this product" for a fund or a product subscription, else "updated"', () => {
    expect(noticeFor({ fund: { name: 'F', literature: [] } })).toBe('Success! You are subscribed to this product.');
    expect(noticeFor({ category: 'etfs', productSubscribe: true })).toBe(
      'Success! You are subscribed to this product.',
    );
    expect(noticeFor({ category: 'Topic' })).toBe('Your subscription preferences have been updated.');
  });
});

describe('the subscription centre (accounts spec 2.8, 6)', () => {
  it("lists every subscription of the role under its category, then each fund's literature", () => {
    const groups = centreChoices(CATALOGUE, 'Non-Advisor');
    expect(groups.map((g) => g.heading)).toEqual(['Thought Leadership', 'Author', 'Topic', 'Growth Fund']);
    expect(groups[0]?.items.map((i) => i.id)).toEqual(['b1']);
    expect(groups[3]?.items.map((i) => i.id)).toEqual(['p3', 'p2']);
  });

  it('hides the investor choice when no publication is available to investors', () => {
    expect(offersInvestors(CATALOGUE)).toBe(true);
    const advisorsOnly: SubscriptionCatalogue = {
      subscriptions: [sub('x', 'X', 'Topic', ['Advisor'])],
      funds: [],
    };
    expect(offersInvestors(advisorsOnly)).toBe(false);
  });
});

describe('advisors only (accounts spec 6: "some publications are for advisors only")', () => {
  const advisorOnly = {
    ...CATALOGUE,
    subscriptions: [...CATALOGUE.subscriptions, sub('pm', 'Practice Management', 'Topic', ['Advisor'])],
  };

  it('an Individual Investor at a request for advisors-only emails has nothing to choose', () => {
    expect(advisorsOnly(advisorOnly, { subscriptionNames: ['Practice Management'] }, 'Non-Advisor')).toBe(true);
    expect(advisorsOnly(advisorOnly, { subscriptionNames: ['Practice Management'] }, 'Advisor')).toBe(false);
    expect(advisorsOnly(advisorOnly, { subscriptionNames: ['Practice Management'] }, undefined)).toBe(false);
  });

  it('one email open to investors is enough; a request for nothing at all is not "advisors only"', () => {
    const names = ['Practice Management', 'Education Savings'];
    expect(advisorsOnly(advisorOnly, { subscriptionNames: names }, 'Non-Advisor')).toBe(false);
    expect(advisorsOnly(advisorOnly, { subscriptionNames: ['No Such Thing'] }, 'Non-Advisor')).toBe(false);
  });

  it("a fund whose literature is all for advisors: the investor's fund group is empty", () => {
    const fund = { ...CATALOGUE.funds[0]!, literature: [lit('p1', 'Product Updates', '', ['Advisor'])] };
    const catalogue = { ...CATALOGUE, funds: [fund] };
    expect(advisorsOnly(catalogue, { fund: { name: 'Growth Fund', literature: [] } }, 'Non-Advisor')).toBe(true);
  });
});
