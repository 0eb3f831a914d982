import { describe, expect, it } from 'vitest';
import type { SubscriptionCatalogue } from '../../services/subscription-catalogue';
import {
  buttonLabel,
  clickAction,
  isSubscribed,
  modalRequest,
  resolveTargets,
  splitNames,
  type ButtonConfig,
  type LabelInput,
} from './model';

const sub = (id: string, name: string, category: string) => ({
  id,
  path: `/s/${id}`,
  name,
  category,
  description: '',
  frequency: '',
  availableRoles: [],
  wholesalerLabel: '',
});
const lit = (id: string, name: string, frequency = '') => ({
  id,
  path: `/f/${id}`,
  name,
  frequency,
  availableRoles: [],
  wholesalerLabel: '',
});
const CATALOGUE: SubscriptionCatalogue = {
  subscriptions: [
    sub('t1', 'Fixed Income', 'Topic'),
    sub('l1', 'Outlook', 'Thought Leadership'),
    sub('e1', 'Education Savings', 'Topic'),
  ],
  funds: [
    {
      id: 'F',
      docId: 'd',
      path: '/f',
      name: 'Stable Value CIT',
      cusip: '12989T101',
      productType: 'cit',
      assetClass: 'TF',
      availableRoles: [],
      literature: [lit('fs', 'Fact Sheet', 'Monthly'), lit('qc', 'Quarterly Fund Commentary', 'Quarterly')],
    },
  ],
};
const config = (overrides: Partial<ButtonConfig> = {}): ButtonConfig => ({
  variant: 'content',
  presentation: 'button',
  category: undefined,
  subscriptionNames: [],
  fundCusip: undefined,
  fundName: undefined,
  literature: undefined,
  ...overrides,
});
const label = (overrides: Partial<LabelInput>) =>
  buttonLabel({
    variant: 'content',
    presentation: 'button',
    labelStyle: 'default',
    names: ['Fixed Income'],
    subscribed: false,
    notClickedText: undefined,
    clickedText: undefined,
    ...overrides,
  });

describe('labels (accounts spec 2.8, products spec 2.2, 2.22)', () => {
  it('default "Subscribe to {publication name}" / "Subscribed to {publication name}"', () => {
    expect(label({})).toBe('Subscribe to Fixed Income');
    expect(label({ subscribed: true })).toBe('Subscribed to Fixed Income');
  });

  it('short "Subscribe" / "Subscribed"; the checkbox, static and fund buttons too', () => {
    expect(label({ labelStyle: 'short', subscribed: true })).toBe('Subscribed');
    expect(label({ presentation: 'checkbox' })).toBe('Subscribe');
    expect(label({ variant: 'static', subscribed: true })).toBe('Subscribed');
    expect(label({ variant: 'fund' })).toBe('Subscribe');
  });

  it('exactly one subscription named "Education Savings" reads "Subscribe to Education Savings", even short', () => {
    expect(label({ names: ['Education Savings'], labelStyle: 'short' })).toBe('Subscribe to Education Savings');
    expect(label({ names: ['Education Savings'], subscribed: true })).toBe('Subscribed to Education Savings');
    expect(label({ names: ['Education Savings', 'Outlook'], labelStyle: 'short' })).toBe('Subscribe');
  });

  it('configured text wins: the product area header button', () => {
    const texts = {
      notClickedText: 'Subscribe for the latest ETF market news and insights',
      clickedText: 'Subscribed',
    };
    expect(label({ ...texts })).toBe('Subscribe for the latest ETF market news and insights');
    expect(label({ ...texts, subscribed: true })).toBe('Subscribed');
  });
});

describe('what a button stands for', () => {
  it("names and a category's matches, each once", () => {
    const targets = resolveTargets(
      CATALOGUE,
      config({ subscriptionNames: ['Outlook'], category: 'thought leadership' }),
    );
    expect(targets.ids).toEqual(['l1']);
    expect(targets.names).toEqual(['Outlook']);
  });

  it("a fund's literature: any selected item makes it subscribed (products spec 2.21)", () => {
    const targets = resolveTargets(CATALOGUE, config({ variant: 'fund', fundCusip: '12989t101' }));
    expect(targets.ids).toEqual(['fs', 'qc']);
    expect(isSubscribed(targets, ['qc'])).toBe(true);
    expect(isSubscribed(targets, [])).toBe(false);
    expect(isSubscribed(targets, undefined)).toBe(false);
  });

  it("a CIT row's checkbox toggles the fund's Commentary item (products spec 4)", () => {
    const targets = resolveTargets(CATALOGUE, config({ presentation: 'checkbox', fundName: 'Stable Value CIT' }));
    expect(targets.toggles).toEqual(['qc']);
    expect(targets.ids).toEqual(['fs', 'qc']);
  });

  it('a link list row stands for its literature item, "Commentary (PDF)" for the Commentary', () => {
    const row = resolveTargets(
      CATALOGUE,
      config({ fundName: 'Stable Value CIT', literature: 'Fund Commentary (PDF)' }),
    );
    expect(row.ids).toEqual(['qc']);
    expect(row.names).toEqual(['Stable Value CIT, Commentary - Quarterly']);
    expect(resolveTargets(CATALOGUE, config({ fundName: 'Stable Value CIT', literature: 'fact sheet' })).ids).toEqual([
      'fs',
    ]);
  });

  it("with the visitor's role, only what the role may have: an investor's button never stands for advisors-only items", () => {
    const forAdvisors = <T extends object>(item: T) => ({ ...item, availableRoles: ['Advisor' as const] });
    const catalogue: SubscriptionCatalogue = {
      subscriptions: [
        sub('l1', 'Outlook', 'Thought Leadership'),
        forAdvisors(sub('p1', 'Perspectives', 'Thought Leadership')),
      ],
      funds: [
        {
          ...CATALOGUE.funds[0]!,
          literature: [lit('fs', 'Fact Sheet', 'Monthly'), forAdvisors(lit('qc', 'Quarterly Fund Commentary'))],
        },
      ],
    };
    const category = config({ category: 'Thought Leadership' });
    expect(resolveTargets(catalogue, category, 'Non-Advisor')).toMatchObject({
      names: ['Outlook', 'Perspectives'],
      ids: ['l1'],
      toggles: ['l1'],
    });
    expect(resolveTargets(catalogue, category, 'Advisor').toggles).toEqual(['l1', 'p1']);
    expect(resolveTargets(catalogue, category).toggles).toEqual(['l1', 'p1']);
    const row = config({ presentation: 'checkbox', fundName: 'Stable Value CIT' });
    expect(resolveTargets(catalogue, row, 'Non-Advisor')).toMatchObject({ ids: ['fs'], toggles: [] });
    expect(resolveTargets(catalogue, row, 'Advisor').toggles).toEqual(['qc']);
    const commentary = config({ fundName: 'Stable Value CIT', literature: 'Commentary (PDF)' });
    expect(resolveTargets(catalogue, commentary, 'Non-Advisor').toggles).toEqual([]);
  });

  it('splits data-subscription-name on "|", since names may hold commas', () => {
    expect(splitNames('Author: Daniel Ruiz, CFA | Outlook |')).toEqual(['Author: Daniel Ruiz, CFA', 'Outlook']);
  });
});

describe('what a click does (accounts spec 2.8, 4.10, 6)', () => {
  it('a content button toggles when signed in; otherwise, and for the other variants, the modal opens', () => {
    expect(clickAction('content', true)).toBe('toggle');
    expect(clickAction('content', false)).toBe('modal');
    expect(clickAction('static', true)).toBe('modal');
    expect(clickAction('category', true)).toBe('modal');
    expect(clickAction('fund', true)).toBe('modal');
  });

  it('a signed-in visitor with nothing the button can toggle for them gets the modal', () => {
    expect(clickAction('content', true, false)).toBe('modal');
  });

  it('a fund the catalogue does not list is still asked for by its cusip and name', () => {
    const c = {
      ...config({ variant: 'fund', fundCusip: '999999999', fundName: 'Unlisted Fund' }),
      productSubscribe: false,
    };
    expect(modalRequest(c, resolveTargets(CATALOGUE, c), false, undefined)).toEqual({
      loggedIn: false,
      fund: { name: 'Unlisted Fund', cusip: '999999999', literature: [] },
    });
  });

  it('a content button asks for its item checked and a reload on close', () => {
    const c = { ...config({ subscriptionNames: ['Outlook'] }), productSubscribe: false };
    expect(modalRequest(c, resolveTargets(CATALOGUE, c), false, undefined)).toEqual({
      loggedIn: false,
      subscriptionNames: ['Outlook'],
      reloadOnClose: true,
    });
  });

  it('a static button asks for its first subscription checked', () => {
    const c = {
      ...config({ variant: 'static', subscriptionNames: ['Education Savings', 'Outlook'] }),
      productSubscribe: false,
    };
    expect(modalRequest(c, resolveTargets(CATALOGUE, c), false, undefined)).toMatchObject({
      checkedNames: ['Education Savings'],
      reloadOnClose: true,
    });
  });

  it('a category button asks for its category, with the product flag; it does not reload', () => {
    const c = { ...config({ variant: 'category', category: 'etfs' }), productSubscribe: true };
    expect(modalRequest(c, resolveTargets(CATALOGUE, c), true, [])).toEqual({
      loggedIn: true,
      category: 'etfs',
      productSubscribe: true,
    });
  });

  it("a fund button sends the fund's literature with what is held selected", () => {
    const c = { ...config({ variant: 'fund', fundCusip: '12989T101' }), productSubscribe: false };
    expect(modalRequest(c, resolveTargets(CATALOGUE, c), true, ['fs'])).toEqual({
      loggedIn: true,
      fund: {
        name: 'Stable Value CIT',
        cusip: '12989T101',
        literature: [
          { id: 'fs', name: 'Fact Sheet', frequency: 'Monthly', selected: true },
          { id: 'qc', name: 'Quarterly Fund Commentary', frequency: 'Quarterly', selected: false },
        ],
      },
    });
  });
});
