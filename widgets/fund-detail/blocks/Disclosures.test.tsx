import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { resetPageConfig } from '../../../runtime/config';
import { sentRequest } from '../../../runtime/test-fetch';
import { DisclosuresBlock } from './Disclosures';
import { CUSIP_A, CUSIP_I, fundAnswer, renderBlock, stubBackend } from './test-fund';

const LOAD = { timeout: 20_000 };
const DISCLOSURE =
  '<p>Performance data quoted represents past performance.<sup>1</sup></p><ol><li>Footnote one.</li></ol>';

afterEach(() => vi.unstubAllGlobals());

describe('the disclosures block (products spec 2.14 "Disclosures")', () => {
  it("shows the fund's footnote from the reference map, then its product's performance disclosure", async () => {
    const fetchMock = stubBackend({
      funds: { [CUSIP_A]: fundAnswer() },
      disclosures: [DISCLOSURE],
      footnotes: { [CUSIP_A]: '3', [CUSIP_I]: '3' },
    });
    const { container } = renderBlock(<DisclosuresBlock cusip={CUSIP_A} productsUrl="/" />);
    await screen.findByText('Footnote 3 applies to this fund.', {}, LOAD);
    expect(screen.getByRole('heading', { level: 2, name: 'Disclosures' })).toBeTruthy();
    expect(container.querySelector('.fund-html')?.innerHTML).toBe(DISCLOSURE);
    const scopes = fetchMock.mock.calls.map((_, index) => new URL(sentRequest(fetchMock, index).address).searchParams);
    expect(scopes.map((query) => query.get('_scope'))).toContain(
      '/content/documents/cm-advisor/products/mutual-funds/performance-disclosure',
    );
  });

  it('an ETF (layout 36) on the investor site reads the investor folder of its product type', async () => {
    const answer = fundAnswer();
    answer.miscellaneousDetails = { fundGroup: 'Retail', layoutID: '36' };
    const fetchMock = stubBackend({ funds: { [CUSIP_A]: answer }, disclosures: ['<p>ETF disclosure.</p>'] });
    history.replaceState(null, '', '/investor/investment-products/');
    resetPageConfig();
    renderBlock(<DisclosuresBlock cusip={CUSIP_A} productsUrl="/" />);
    await screen.findByText('ETF disclosure.', {}, LOAD);
    expect(screen.queryByText(/^Footnote/)).toBeNull();
    const scopes = fetchMock.mock.calls.map((_, index) => new URL(sentRequest(fetchMock, index).address).searchParams);
    expect(scopes.map((query) => query.get('_scope'))).toContain(
      '/content/documents/cm-investor/products/exchange-traded-funds/performance-disclosure',
    );
  });

  it('sanitises the disclosure', async () => {
    stubBackend({
      funds: { [CUSIP_A]: fundAnswer() },
      disclosures: ['<p onmouseover="alert(1)">Past performance.<script>alert(2)</script></p>'],
    });
    const { container } = renderBlock(<DisclosuresBlock cusip={CUSIP_A} productsUrl="/" />);
    await screen.findByText('Past performance.', {}, LOAD);
    expect(container.querySelector('.fund-html')?.innerHTML).toBe('<p>Past performance.</p>');
  });

  it('no disclosure and no footnote: nothing', async () => {
    stubBackend({ funds: { [CUSIP_A]: fundAnswer() } });
    const { container } = renderBlock(<DisclosuresBlock cusip={CUSIP_A} productsUrl="/" />);
    expect(container.querySelector('section')).toBeTruthy();
    await waitFor(() => expect(container.innerHTML).toBe(''), LOAD);
  });
});
