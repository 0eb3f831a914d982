import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { cartStore } from '../../../runtime/stores/cart';
import { expectConsoleErrors } from '../../../tests/unit/console-guard';
import { LiteratureBlock } from './Literature';
import { CUSIP_A, fundAnswer, renderBlock, stubBackend } from './test-fund';

const LOAD = { timeout: 20_000 };
const props = { cusip: CUSIP_A, productsUrl: '/' };
const MAIL_ORDER = { 'Fact Sheet': 'FactSheet', Prospectus: 'false' };

beforeEach(() => cartStore.setState({ items: [] }, true));
afterEach(() => vi.unstubAllGlobals());

describe('the literature block (products spec 2.14, 2.15)', () => {
  it("lists the fund's documents, each opening in a new tab; a secure one shows its lock", async () => {
    stubBackend({ funds: { [CUSIP_A]: fundAnswer() }, mailOrder: MAIL_ORDER });
    renderBlock(<LiteratureBlock {...props} />);
    await screen.findByRole('checkbox', {}, LOAD);
    expect(screen.getByRole('heading', { level: 2, name: 'Literature' })).toBeTruthy();
    const links = screen.getAllByRole('link').filter((link) => link.closest('.fund-literature'));
    expect(links.map((link) => link.textContent)).toEqual([
      'Fact Sheet',
      'Fund Commentary Locked',
      'Prospectus',
      'Attribution/Contribution',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/binaries/content/assets/cm/fact-sheet.pdf');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    // A visitor who is not signed in is led to the login first, back to this page.
    expect(links[1]!.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(location.href)}`);
  });

  it('"Add to Cart" puts an orderable document in the cart; "In Cart" takes it out; the focus stays', async () => {
    stubBackend({ funds: { [CUSIP_A]: fundAnswer() }, mailOrder: MAIL_ORDER });
    renderBlock(<LiteratureBlock {...props} />);
    const box = (await screen.findByRole('checkbox', { name: 'Add to Cart: Fact Sheet' }, LOAD)) as HTMLInputElement;
    // Only the documents the mail-order bundle lists can be ordered.
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    box.focus();
    fireEvent.click(box);
    expect(cartStore.getState().items).toEqual([
      {
        cartId: `${CUSIP_A}_Fact Sheet`,
        fundName: 'Calder Meridian® Large Cap Growth Fund',
        productType: 'Mutual Funds',
        dDocType: 'Fact Sheet',
        fileName: 'Fact Sheet',
        fileDDocType: 'FactSheet',
        fileUrl: '/binaries/content/assets/cm/fact-sheet.pdf',
        fundClass: 'A',
        quantity: 1,
        orderable: true,
      },
    ]);
    // A row subscribes to the cart in an effect after it is drawn: a click before that shows on the next render.
    expect(await screen.findByRole('checkbox', { name: 'In Cart: Fact Sheet' })).toBe(box);
    expect(box.checked).toBe(true);
    expect(document.activeElement).toBe(box);
    expect(screen.getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe(
      '/resources/literature/cart-order',
    );
    fireEvent.click(box);
    expect(cartStore.getState().items).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Add to Cart: Fact Sheet' })).toBe(box);
    expect(document.activeElement).toBe(box);
  });

  it('a document whose address the link rule refuses shows its title as text, and cannot be ordered', async () => {
    const answer = fundAnswer();
    answer.literature = {
      productDocuments: [
        { docTitle: 'Fact Sheet', docURL: 'javascript:alert(1)' },
        { docTitle: 'Prospectus', docURL: '/binaries/content/assets/cm/prospectus.pdf' },
      ],
    };
    stubBackend({ funds: { [CUSIP_A]: answer }, mailOrder: { 'Fact Sheet': 'FactSheet' } });
    const { container } = renderBlock(<LiteratureBlock {...props} />);
    await screen.findByRole('link', { name: 'Prospectus' }, LOAD);
    expect(screen.getByText('Fact Sheet').closest('a')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('the mail-order bundle cannot be had: the documents, none to order (logged)', async () => {
    expectConsoleErrors('ERROR RETRIEVING DATA 500');
    stubBackend({ funds: { [CUSIP_A]: fundAnswer() }, failing: /mail\.order\.details/ });
    renderBlock(<LiteratureBlock {...props} />);
    await screen.findByRole('link', { name: 'Prospectus' }, LOAD);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Cart' })).toBeNull();
  });

  it('a fund without documents draws nothing', async () => {
    const answer = fundAnswer();
    answer.literature = null;
    stubBackend({ funds: { [CUSIP_A]: answer } });
    const { container } = renderBlock(<LiteratureBlock {...props} />);
    expect(container.querySelector('section')).toBeTruthy();
    await waitFor(() => expect(container.innerHTML).toBe(''), LOAD);
  });
});
