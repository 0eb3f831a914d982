import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { col } from './columns';
import { FundNameLink, fundColumns, HeaderText } from './cells';
import { DataTable } from '../../../runtime/ui/DataTable';

describe('FundNameLink', () => {
  it('shows the footnote number as a superscript after the link, read as "footnote N"', () => {
    const { container } = render(
      <div>
        <FundNameLink text="Calder Meridian Core Bond Fund®" href="/funds/core-bond" footnote="3" classText="Class A" />
      </div>,
    );
    const link = screen.getByRole('link');
    // The footnote is not part of the link's name; the share class is (links of one name open different classes).
    expect(link.textContent).toBe('Calder Meridian Core Bond Fund® (Class A)');
    expect(container.querySelector('.fund-class')!.getAttribute('aria-hidden')).toBe('true');
    const sup = container.querySelector('sup.footnote-ref')!;
    expect(sup.previousElementSibling).toBe(link);
    expect(sup.textContent).toBe('footnote 3');
    expect(sup.querySelector('.cm-visually-hidden')!.textContent).toBe('footnote ');
    expect(container.textContent).toBe('Calder Meridian Core Bond Fund® (Class A)footnote 3Class A');
  });

  it('shows no superscript for a fund without a footnote', () => {
    const { container } = render(<FundNameLink text="Calder Meridian Growth Fund" href="/funds/growth" />);
    expect(container.querySelector('.footnote-ref')).toBeNull();
    expect(container.textContent).toBe('Calder Meridian Growth Fund');
  });
});

describe('the fund name cell on phones', () => {
  it('shows the folded columns under the name, a labelled one after its header, and headers wrap after a "/"', async () => {
    const defs = [
      col('fundName', 'Name', 'text'),
      { ...col('premiumByDiscount', 'Premium/Discount', 'number'), underName: 'labelled' as const },
      { ...col('classText', 'Class', 'text'), underName: 'bare' as const },
    ];
    const row = { fundName: 'Calder Meridian Trust', premiumByDiscount: -3.5, classText: 'Class A' };
    const columns = fundColumns<typeof row>(defs, (r) => <a href="/trust">{r.fundName}</a>);
    const { container } = render(
      <DataTable
        caption="Funds"
        columns={columns}
        data={[row]}
        getRowId={() => 'trust'}
        order={['trust']}
        rowHeaderColumn="fundName"
      />,
    );
    await screen.findByRole('link', { name: 'Calder Meridian Trust' });
    const folded = [...container.querySelectorAll('.fund-under-name')].map((node) => node.textContent);
    expect(folded).toEqual(['Premium/Discount -3.50', 'Class A']);
    expect(container.querySelectorAll('thead wbr')).toHaveLength(1);
  });
});

describe('a header on phones', () => {
  /** The header's lines as a phone may break them: the texts between its <wbr> breaks. */
  const pieces = (text: string) => {
    const { container } = render(
      <span>
        <HeaderText text={text} />
      </span>,
    );
    const parts: string[] = [''];
    for (const node of container.firstChild!.childNodes) {
      if (node.nodeName === 'WBR') parts.push('');
      else parts.push(`${parts.pop()!}${node.textContent ?? ''}`);
    }
    return parts;
  };

  it('keeps a date whole: "11/20/2026" never breaks after its slashes', () => {
    expect(pieces('Price as of 11/20/2026')).toEqual(['Price as of 11/20/2026']);
    expect(pieces('YTD % PUV as of 1/5/2026')).toEqual(['YTD % PUV as of 1/5/2026']);
  });

  it('may break after any other slash, a date beside it still whole', () => {
    expect(pieces('Premium/Discount')).toEqual(['Premium/', 'Discount']);
    expect(pieces('NAV/Market as of 11/20/2026')).toEqual(['NAV/', 'Market as of 11/20/2026']);
  });
});
