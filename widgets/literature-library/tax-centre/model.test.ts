import { describe, expect, it } from 'vitest';
import { taxCentreSections } from './model';

const advisor = { audience: 'advisor' as const, siteBase: '', binariesBase: '/binaries' };
const investor = { audience: 'investor' as const, siteBase: '/investor', binariesBase: '/binaries' };

describe("the tax centre's sections (products spec 2.23, 3, 6)", () => {
  const sections = [
    {
      id: '2025',
      title: '2025 Distributions',
      reports: [
        { name: 'Capital Gains', url: '/binaries/content/assets/cm/tax/capital-gains.pdf' },
        { name: 'Dividends', url: '/resources/tax-center/dividends' },
        { name: 'Advisor schedule', url: '/secure/tax/schedule.pdf' },
        { name: '', url: '/binaries/content/assets/cm/tax/unnamed.pdf' },
      ],
    },
    { id: '2027', title: '2027 Distributions', reports: [] },
  ];

  it('keeps the titled sections that hold reports, in the order given', () => {
    expect(taxCentreSections(sections, advisor).map((section) => section.title)).toEqual(['2025 Distributions']);
  });

  it('makes each report a document link: its name (its address when unnamed), the secure mark', () => {
    const [section] = taxCentreSections(sections, advisor);
    expect(section!.reports).toEqual([
      { fileName: 'Capital Gains', url: '/binaries/content/assets/cm/tax/capital-gains.pdf', secure: false },
      { fileName: 'Dividends', url: '/resources/tax-center/dividends', secure: false },
      { fileName: 'Advisor schedule', url: '/secure/tax/schedule.pdf', secure: true },
      {
        fileName: '/binaries/content/assets/cm/tax/unnamed.pdf',
        url: '/binaries/content/assets/cm/tax/unnamed.pdf',
        secure: false,
      },
    ]);
  });

  it('prefixes site links with /investor on the investor site, PDFs and binaries excepted', () => {
    const [section] = taxCentreSections(sections, investor);
    expect(section!.reports.map((report) => report.url)).toEqual([
      '/binaries/content/assets/cm/tax/capital-gains.pdf',
      '/investor/resources/tax-center/dividends',
      '/secure/tax/schedule.pdf',
      '/binaries/content/assets/cm/tax/unnamed.pdf',
    ]);
  });
});
