import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DocumentsBlock } from './Documents';
import { CUSIP_A, fundAnswer, renderBlock, stubBackend } from './test-fund';

const LOAD = { timeout: 20_000 };

function withDocuments(documents: Array<{ docTitle: string; docURL: string }>) {
  const answer = fundAnswer();
  answer.literature = { productDocuments: documents, regulatoryDocuments: [] };
  return answer;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the documents block (products spec 2.14 "fact sheet, prospectus and attribution report links")', () => {
  it('links the three documents, each opening in a new tab as the literature library opens a document', async () => {
    stubBackend({ funds: { [CUSIP_A]: fundAnswer() } });
    renderBlock(<DocumentsBlock cusip={CUSIP_A} productsUrl="/" />);
    const links = await screen.findAllByRole('link', {}, LOAD);
    const heading = screen.getByRole('heading', { level: 2, name: 'Fund Documents' });
    expect(heading.closest('section')?.className).toBe('fund-block fund-block--documents');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fact Sheet', '/binaries/content/assets/cm/fact-sheet.pdf'],
      ['Prospectus', '/binaries/content/assets/cm/prospectus.pdf'],
      ['Attribution/Contribution', '/binaries/content/assets/cm/attribution.pdf'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('offers only the documents present; a script or another site is no link at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubBackend({
      funds: {
        [CUSIP_A]: withDocuments([
          { docTitle: 'Fact Sheet', docURL: 'javascript:alert(1)' },
          { docTitle: 'Prospectus', docURL: '//evil.example/prospectus.pdf' },
          { docTitle: 'Attribution/Contribution', docURL: '/binaries/content/assets/cm/attribution.pdf' },
        ]),
      },
    });
    renderBlock(<DocumentsBlock cusip={CUSIP_A} productsUrl="/" />);
    await screen.findByRole('link', {}, LOAD);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Attribution/Contribution']);
    expect(document.body.innerHTML).not.toContain('javascript:');
    expect(document.body.innerHTML).not.toContain('evil.example');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://evil.example'));
  });

  it('a fund with none of them draws nothing', async () => {
    stubBackend({ funds: { [CUSIP_A]: withDocuments([{ docTitle: 'Annual Report', docURL: '/ar.pdf' }]) } });
    const { container } = renderBlock(<DocumentsBlock cusip={CUSIP_A} productsUrl="/" />);
    // Drawn while the details load, then taken away: the fund has no such document.
    expect(container.querySelector('section [aria-busy="true"]')).toBeTruthy();
    await waitFor(() => expect(container.innerHTML).toBe(''), LOAD);
  });
});
