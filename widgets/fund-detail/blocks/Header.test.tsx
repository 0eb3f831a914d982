import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetPageConfig } from '../../../runtime/config';
import { FundDetail } from '../FundDetail';
import { FUND_DETAILS_UNAVAILABLE, NO_FUND_LINK_TEXT, NO_FUND_TEXT } from '../model';
import { HeaderBlock } from './Header';
import { CUSIP_A, CUSIP_I, fundAnswer, renderBlock, stubBackend } from './test-fund';

/** A guard against a hang on a loaded machine, not a timing. */
const LOAD = { timeout: 20_000 };
const FUND_PAGE = '/investment-products/mutual-funds/Calder-Meridian-Large-Cap-Growth-Fund/Class-A/details/';

function onFundPage(cusip: string) {
  history.replaceState(null, '', `${FUND_PAGE}?cusip=${cusip}#overview`);
  resetPageConfig();
}

/** The definition list's facts, label: value. */
function facts(): Record<string, string> {
  const entries = [...document.querySelectorAll('.fund-fact')].map((fact) => [
    fact.querySelector('dt')!.textContent!,
    fact.querySelector('dd')!.textContent!,
  ]);
  return Object.fromEntries(entries);
}

afterEach(() => vi.unstubAllGlobals());

describe('the header block (products spec 2.14)', () => {
  it("names the fund in the page's heading and shows its ticker, category, rating, goals and multi-manager flag", async () => {
    stubBackend({ funds: { [CUSIP_A]: fundAnswer() } });
    renderBlock(<HeaderBlock cusip={CUSIP_A} productsUrl="/investment-products/" />);
    const heading = await screen.findByRole('heading', { level: 1 }, LOAD);
    expect(heading.textContent).toBe('Calder Meridian® Large Cap Growth Fund');
    expect(heading.querySelector('sup')?.textContent).toBe('®');
    expect(heading.getAttribute('part')).toBe('heading');
    expect(heading.closest('section')?.getAttribute('aria-labelledby')).toBe(heading.id);
    await screen.findByText('Ticker', {}, LOAD);
    expect(facts()).toEqual({
      Ticker: 'CLCGX',
      Category: 'Domestic Equity / Large Cap',
      'Starling Rating': '★★★★☆ as of 10/31/2026',
      'Starling Category': 'Large Growth',
      'Risk vs. category': 'Average',
      'Investor goals': 'Grow assetsPlan for retirement',
    });
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grow assets', 'Plan for retirement']);
    expect(screen.getByText('Multi-manager fund')).toBeTruthy();
  });

  it('leaves out what the fund does not have; one class shows as a fact, not a switch', async () => {
    const answer = fundAnswer();
    answer.fundHeader = {
      ...answer.fundHeader,
      symbol: null,
      classes: [{ fundClass: 'A', cusip: CUSIP_A, symbol: null }],
      mStarOverallRating: '-',
      mStarRiskVsCtg: null,
      investorGoals: [],
      subCtgValue: null,
      multiManager: 'false',
    };
    stubBackend({ funds: { [CUSIP_A]: answer } });
    renderBlock(<HeaderBlock cusip={CUSIP_A} productsUrl="/investment-products/" />);
    await screen.findByText('Domestic Equity', {}, LOAD);
    expect(facts()).toEqual({ 'Share class': 'A', Category: 'Domestic Equity' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Multi-manager fund')).toBeNull();
  });

  it('a fund the service does not know: the text and the way to the products', async () => {
    stubBackend({ funds: {} });
    renderBlock(<HeaderBlock cusip="000000000" productsUrl="/fund-table/find-a-product.html" />);
    const text = await screen.findByText(NO_FUND_TEXT, {}, LOAD);
    expect(text.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: NO_FUND_LINK_TEXT }).getAttribute('href')).toBe(
      '/fund-table/find-a-product.html',
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it("a failed call: the spec's text with Retry, and the popup asked for once", async () => {
    stubBackend({ funds: {}, failing: /funds\/details/ });
    const { reportFailure } = renderBlock(<HeaderBlock cusip={CUSIP_A} productsUrl="/investment-products/" />);
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toContain(FUND_DETAILS_UNAVAILABLE);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(reportFailure).toHaveBeenCalledWith({ section: 'Fund Details', kind: 'http' }, true);
  });
});

describe('the share-class switch (products spec 2.14)', () => {
  it('lists the classes; choosing one pushes its address, tells the page, and every block follows', async () => {
    const institutional = fundAnswer();
    institutional.fundHeader = { ...institutional.fundHeader, fundClass: 'Institutional', symbol: 'CLCIX' };
    stubBackend({ funds: { [CUSIP_A]: fundAnswer(), [CUSIP_I]: institutional } });
    onFundPage(CUSIP_A);
    const entries = history.length;
    const { emit } = renderBlock(
      <FundDetail block="header" cusip={undefined} provider="Starling" productsUrl="/investment-products/" />,
    );
    const select = (await screen.findByRole('combobox', { name: 'Share class' }, LOAD)) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['A (CLCGX)', 'Institutional (CLCIX)']);
    expect(select.value).toBe(CUSIP_A);

    select.focus();
    fireEvent.change(select, { target: { value: CUSIP_I } });
    expect(location.pathname).toBe(FUND_PAGE.replace('/Class-A/', '/Class-Institutional/'));
    expect(location.search).toBe(`?cusip=${CUSIP_I}`);
    expect(location.hash).toBe('#overview');
    expect(history.length).toBe(entries + 1);
    expect(emit).toHaveBeenCalledWith('class-change', {
      cusip: CUSIP_I,
      fundClass: 'Institutional',
      href: location.href,
    });
    // The header is drawn for the new class, its name and switch at once; the switch keeps the focus.
    const switched = screen.getByRole('combobox', { name: 'Share class' }) as HTMLSelectElement;
    expect(switched.value).toBe(CUSIP_I);
    expect(document.activeElement).toBe(switched);
    await waitFor(() => expect(facts().Ticker).toBe('CLCIX'), LOAD);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Share class' }));
  });

  it('choosing the class the page shows does nothing', async () => {
    stubBackend({ funds: { [CUSIP_A]: fundAnswer() } });
    onFundPage(CUSIP_A);
    const { emit } = renderBlock(
      <FundDetail block="header" cusip={undefined} provider="Starling" productsUrl="/investment-products/" />,
    );
    const select = await screen.findByRole('combobox', { name: 'Share class' }, LOAD);
    fireEvent.change(select, { target: { value: CUSIP_A } });
    expect(location.search).toBe(`?cusip=${CUSIP_A}`);
    expect(emit).not.toHaveBeenCalledWith('class-change', expect.anything());
  });
});
