// @vitest-environment jsdom
/**
 * The literature service and the library's rows against the fixture backend's own answers: every schema accepts
 * what the demo serves, and the demo data shows what the spec's rules are about.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getPageConfig, resetPageConfig } from '../../runtime/config';
import { clearRequestCache, type CallContext } from '../../runtime/http';
import { getFundLiterature, getSmaLiterature } from '../../services/literature';
import {
  getCapitalGainsAndDividends,
  getCitDocuments,
  getFormsAndApplications,
  getIndexGlossary,
  getRetirementLiterature,
} from '../../services/literature-resources';
import { createApp } from '../../demo-pages/api/app';
import { CIT_SCOPE, STABLE_VALUE_SCOPE } from '../../demo-pages/api/data/literature-resources';
import { citRows } from './cit/model';
import { glossaryView } from './glossary/model';
import { taxCentreSections } from './tax-centre/model';
import { formsStateFromQuery, formTabs } from './forms/model';
import { INITIAL_LIBRARY_STATE, libraryView } from './library/model';
import { retirementRows } from './retirement/model';
import { riaRows } from './ria/model';
import { fundLiteratureRows, smaLiteratureRows } from './library/rows';
import { tabOf } from './library/tabs';

let context: CallContext;
const links = (audience: 'advisor' | 'investor') => ({
  audience,
  siteBase: audience === 'investor' ? '/investor' : '',
  binariesBase: '/binaries',
});

beforeAll(() => {
  const app = createApp();
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => app.request(url, init));
  clearRequestCache();
  resetPageConfig();
  context = { config: getPageConfig() };
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the library on the demo data', () => {
  it('gives hundreds of mutual fund documents in the default class, fewer on the investor site', async () => {
    const data = await getFundLiterature('mutual-funds', {}, context);
    const tab = tabOf('mutual-funds');
    const advisor = libraryView(fundLiteratureRows(data, tab, links('advisor')), INITIAL_LIBRARY_STATE, tab);
    const investor = libraryView(fundLiteratureRows(data, tab, links('investor')), INITIAL_LIBRARY_STATE, tab);
    expect(advisor.fundClass).toBe('Institutional');
    expect(advisor.total).toBeGreaterThan(400);
    expect(investor.total).toBeLessThan(advisor.total);
    expect(advisor.rows.some((row) => row.secure)).toBe(true);
    expect(investor.rows.some((row) => row.secure)).toBe(false);
    expect(advisor.chips).toEqual(expect.arrayContaining(['Fact Sheet', 'Prospectus', 'Summary Prospectus']));
    expect(advisor.chips).not.toContain('Product Guide');
    expect(advisor.rows.some((row) => row.url.startsWith('/api/prospectus-documents/'))).toBe(true);
  });

  it('has documents on every fund tab, the variable tab in class 1 by default', async () => {
    for (const productType of [
      'exchange-traded-funds',
      'variable-products',
      'closed-end-funds',
      'interval-funds',
    ] as const) {
      const tab = tabOf(productType);
      const view = libraryView(
        fundLiteratureRows(await getFundLiterature(productType, {}, context), tab, links('advisor')),
        INITIAL_LIBRARY_STATE,
        tab,
      );
      expect(view.total, productType).toBeGreaterThan(5);
      expect(view.fundClass).toBe(tab.defaultClass);
    }
  });

  it('gives the SMA tab its portfolios with their shareholder reports, orderable', async () => {
    const tab = tabOf('sma-completion-portfolios');
    const { sections, bundles } = await getSmaLiterature(context);
    const rows = smaLiteratureRows(sections, bundles, tab, links('advisor'));
    expect(new Set(rows.map((row) => row.fundName)).size).toBe(sections.length);
    const reports = rows.filter((row) => row.docType === 'Shareholder Reports');
    expect(reports.length).toBeGreaterThan(8);
    expect(reports.every((row) => row.byEmailOrder === 'SHR' && row.cusip === 'null')).toBe(true);
  });

  it('gives RIA rows with reports, fact sheets and commentaries', async () => {
    const data = await getFundLiterature('mutual-funds', { ria: true }, context);
    const rows = riaRows(data.classes, links('advisor'));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((row) => row.factSheets.length > 0 && row.reports.length > 0)).toBe(true);
    expect(rows.some((row) => row.commentaries.length >= 2)).toBe(true);
    expect(rows.some((row) => row.closedFundMsg)).toBe(true);
  });
});

describe('the other literature on the demo data', () => {
  it('gives forms tabs from the data, the investor folder without the advisor-only forms', async () => {
    const advisor = await getFormsAndApplications('advisor', context);
    const investor = await getFormsAndApplications('investor', context);
    expect(formTabs(advisor).map((tab) => tab.label)).toContain('Closed-End Funds');
    expect(investor.length).toBeLessThan(advisor.length);
    expect(formsStateFromQuery('?category=mutual-funds&document=Tax-Forms', advisor)).toEqual({
      search: '',
      category: 'productType.Mutual-Funds',
      documents: ['Tax-Forms'],
    });
  });

  it('gives CIT rows with fact sheets and commentaries, stable value rows with story sheets', async () => {
    const cits = citRows(await getCitDocuments(CIT_SCOPE, context));
    const stable = citRows(await getCitDocuments(STABLE_VALUE_SCOPE, context));
    expect(cits.every((row) => row.factSheets.length === 1)).toBe(true);
    expect(cits.some((row) => row.commentaries.length === 1)).toBe(true);
    expect(stable.every((row) => row.storySheets.length === 1 && row.factSheets.length === 1)).toBe(true);
  });

  it('gives the glossary and both retirement scopes', async () => {
    expect((await getIndexGlossary('investor', context)).length).toBeGreaterThan(20);
    const target = retirementRows(await getRetirementLiterature('TARGET', context));
    const dcio = retirementRows(await getRetirementLiterature('DCIO', context));
    expect(target.length).toBeGreaterThan(3);
    expect(target.every((row) => row.docs.factSheet)).toBe(true);
    expect(dcio.some((row) => row.docs.quarterlyFundCommentary)).toBe(true);
    expect(dcio.some((row) => row.docs.investorGuide ?? row.docs.productGuide)).toBe(true);
  });

  it('gives a glossary with letters without entries and numeric titles after the others (products spec 2.13)', async () => {
    const { entries, bar } = glossaryView(await getIndexGlossary('advisor', context));
    const letters = bar.filter((item) => item.letter);
    expect(letters.some((item) => item.target)).toBe(true);
    expect(letters.some((item) => !item.target)).toBe(true);
    expect(entries.slice(-3).map((entry) => entry.title)).toEqual([
      '3-Month U.S. Treasury Bill Rate',
      '10-Year U.S. Treasury Yield',
      '60/40 Blended Portfolio',
    ]);
  });

  it("gives the tax centre's sections, each with PDF report links (products spec 2.23)", async () => {
    const sections = taxCentreSections(await getCapitalGainsAndDividends(context), links('investor'));
    expect(sections.length).toBeGreaterThanOrEqual(3);
    for (const section of sections) {
      expect(section.title).toMatch(/^\d{4} Capital Gains and Dividends Distributions$/);
      expect(section.reports.length).toBeGreaterThan(0);
      expect(section.reports.every((report) => /^\/binaries\/.+\.pdf$/.test(report.url))).toBe(true);
    }
  });
});
