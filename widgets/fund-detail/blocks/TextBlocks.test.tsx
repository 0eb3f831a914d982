import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { resetPageConfig } from '../../../runtime/config';
import type { FundDetailsAnswer } from '../../../services/fund-detail';
import { NoteworthyBlock, RiskBlock, UnderlyingFundsBlock } from './CmsBlocks';
import { DistributionsBlock, InvestmentBlock } from './Investment';
import { MessagesBlock } from './Messages';
import { CUSIP_A, fundAnswer, renderBlock, stubBackend } from './test-fund';

const LOAD = { timeout: 20_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Renders `block` for a fund whose answer `change` altered. A section most funds do not have (`optional`: the notices,
 * new and noteworthy, the underlying funds) takes no room while the details load: it is drawn beside the
 * distributions block, whose spinner says when they are in, and nothing of it shows before.
 */
function renderFor(block: ReactNode, change: (answer: FundDetailsAnswer) => void, optional: boolean) {
  const answer = fundAnswer();
  change(answer);
  stubBackend({ funds: { [CUSIP_A]: answer } });
  const view = renderBlock(
    optional ? (
      <>
        {block}
        <DistributionsBlock {...props} />
      </>
    ) : (
      block
    ),
  );
  const own = () =>
    [...view.container.querySelectorAll('section')].filter(
      (section) => !optional || !section.matches('.fund-block--distributions'),
    );
  if (optional) expect(own(), 'nothing while the details load').toEqual([]);
  else expect(own(), 'its spinner while the details load').toHaveLength(1);
  return { view, own };
}

/** The block drawn once its details are in. */
async function drawn(
  block: ReactNode,
  change: (answer: FundDetailsAnswer) => void = () => {},
  { optional = false } = {},
) {
  const { view } = renderFor(block, change, optional);
  await waitFor(() => expect(view.container.querySelector('[aria-busy="true"]')).toBeNull(), LOAD);
  return view;
}

/** A block with nothing to show draws nothing at all, once the answer says so. */
async function drawsNothing(block: ReactNode, change: (answer: FundDetailsAnswer) => void, { optional = false } = {}) {
  const { view, own } = renderFor(block, change, optional);
  await waitFor(() => expect(view.container.querySelector('[aria-busy="true"]')).toBeNull(), LOAD);
  expect(own()).toEqual([]);
}

const props = { cusip: CUSIP_A, productsUrl: '/' };

describe('the messages block (products spec 2.14 "merger / rename messages")', () => {
  it('shows the merger, then the rename, as text in a notice', async () => {
    await drawn(
      <MessagesBlock {...props} />,
      (answer) => {
        answer.fundMaintenance = { mergerFund: 'Merging <b>soon</b>.', renameFund: 'Renamed &amp; refreshed.' };
      },
      { optional: true },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Fund Notices' })).toBeTruthy();
    const notice = document.querySelector('.fund-notice')!;
    expect([...notice.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Merging soon.',
      'Renamed & refreshed.',
    ]);
    expect(notice.querySelector('b')).toBeNull();
  });

  it('no message: nothing', async () => {
    await drawsNothing(
      <MessagesBlock {...props} />,
      (answer) => {
        answer.fundMaintenance = null;
      },
      { optional: true },
    );
  });
});

describe('the investment block (products spec 2.14 "minimum and subsequent investment")', () => {
  const figures = () => [...document.querySelectorAll('.fund-figure')].map((figure) => figure.textContent);

  it('shows the amounts in dollars; the initial investment only when the fund has one', async () => {
    await drawn(<InvestmentBlock {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Investment Minimums' })).toBeTruthy();
    expect(figures()).toEqual(['Minimum Investment$1,000', 'Subsequent Investment$50']);
  });

  it('a figure the fund does not give reads "-"', async () => {
    await drawn(<InvestmentBlock {...props} />, (answer) => {
      answer.portfolioHighlights = { minimumInvestment: '-', subsequentInvestment: '100', initialInvestment: 2500.5 };
    });
    expect(figures()).toEqual(['Minimum Investment-', 'Subsequent Investment$100', 'Initial Investment$2,500.50']);
  });

  it('none of them: nothing', async () => {
    await drawsNothing(<InvestmentBlock {...props} />, (answer) => {
      answer.portfolioHighlights = { minimumInvestment: '-', subsequentInvestment: null, initialInvestment: '' };
    });
  });
});

describe('the distributions block (products spec 2.14 "distribution schedule")', () => {
  it('shows the schedule', async () => {
    await drawn(<DistributionsBlock {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Distributions' })).toBeTruthy();
    expect(document.querySelector('.fund-figure')?.textContent).toBe(
      'Distribution ScheduleDividends monthly; capital gains annually.',
    );
  });

  it('none: nothing', async () => {
    await drawsNothing(<DistributionsBlock {...props} />, (answer) => {
      answer.fundSummary = { distributions: '  ' };
    });
  });
});

const HOSTILE =
  '<p onclick="alert(1)">Read <a href="javascript:alert(2)">this</a><img src="x" onerror="alert(3)">' +
  '<script>alert(4)</script><style>p{display:none}</style> or <a href="//evil.example/">that</a></p>';

/** Nothing in the block's HTML can run: no script, no handler, no script link, no style. */
function expectNothingExecutable(root: Element) {
  expect(root.querySelector('script, style')).toBeNull();
  for (const element of root.querySelectorAll('*'))
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.value).not.toMatch(/javascript:/i);
    }
}

describe('the HTML blocks (products spec 2.14 risk, "new and noteworthy", underlying funds)', () => {
  it('risk: the level, then the statement as sanitised HTML', async () => {
    await drawn(<RiskBlock {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Risk' })).toBeTruthy();
    expect(document.querySelector('.fund-risk-level')?.textContent).toBe('Risk Level: Moderate');
    expect(document.querySelector('.fund-html')?.innerHTML).toBe('<p>Stocks may <b>lose value</b>.</p>');
  });

  it('new and noteworthy, and the underlying funds', async () => {
    const noteworthy = await drawn(<NoteworthyBlock {...props} />, undefined, { optional: true });
    expect(screen.getByRole('heading', { level: 2, name: 'New and Noteworthy' })).toBeTruthy();
    expect(noteworthy.container.querySelector('.fund-html')?.textContent).toBe('A new manager joined the team.');
    noteworthy.unmount();
    const underlying = await drawn(<UnderlyingFundsBlock {...props} />, undefined, { optional: true });
    expect(screen.getByRole('heading', { level: 2, name: 'Underlying Funds' })).toBeTruthy();
    expect(underlying.container.querySelector('.fund-html li')?.textContent).toBe('Calder Meridian Bond Fund');
  });

  it('hostile HTML shows its text, and nothing of it can run', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const Block of [RiskBlock, NoteworthyBlock, UnderlyingFundsBlock]) {
      const view = await drawn(
        <Block {...props} />,
        (answer) => {
          answer.risk = { riskLevel: '<img src=x onerror=alert(5)>High', riskText: HOSTILE };
          answer.newNoteWorthy = HOSTILE;
          answer.underlyingFunds = { underLyingFundsDetails: HOSTILE };
        },
        { optional: Block !== RiskBlock },
      );
      const html = view.container.querySelector('.fund-html')!;
      // A script link, or one to a site the page does not allow, is left as its text.
      expect(html.textContent).toBe('Read this or that');
      expect(html.querySelector('a')).toBeNull();
      expectNothingExecutable(view.container);
      if (Block === RiskBlock) expect(html.previousElementSibling?.textContent).toBe('Risk Level: High');
      view.unmount();
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://evil.example'));
  });

  it("links of the site get the investor site's prefix; a PDF opens in a new tab", async () => {
    const view = await drawn(
      <NoteworthyBlock {...props} />,
      (answer) => {
        answer.newNoteWorthy =
          '<p><a href="/insights/outlook">Outlook</a> <a href="/binaries/cm/report.pdf">Report</a> <a href="#risk">Risk</a></p>';
      },
      { optional: true },
    );
    view.unmount();
    history.replaceState(null, '', '/investor/investment-products/');
    resetPageConfig();
    renderBlock(<NoteworthyBlock {...props} />);
    const outlook = await screen.findByRole('link', { name: 'Outlook' }, LOAD);
    expect(outlook.getAttribute('href')).toBe('/investor/insights/outlook');
    expect(outlook.getAttribute('target')).toBeNull();
    const report = screen.getByRole('link', { name: 'Report' });
    expect(report.getAttribute('href')).toBe('/binaries/cm/report.pdf');
    expect(report.getAttribute('target')).toBe('_blank');
    expect(report.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Risk' }).getAttribute('href')).toBe('#risk');
  });

  it('absent, or nothing once sanitised: nothing', async () => {
    const empty = (answer: FundDetailsAnswer) => {
      answer.risk = null;
      answer.newNoteWorthy = '<script>alert(1)</script>';
      answer.underlyingFunds = null;
    };
    await drawsNothing(<RiskBlock {...props} />, empty);
    await drawsNothing(<NoteworthyBlock {...props} />, empty, { optional: true });
    await drawsNothing(<UnderlyingFundsBlock {...props} />, empty, { optional: true });
  });
});
