/**
 * Cells shared by the fund-table views: the fund name link (® as superscript, products spec 5) with its footnote
 * mark (products spec 3 "disclosureRef"), figures with 2 decimals, dates as MM/DD/YYYY, star ratings with fund
 * counts (spec 2.5), and the bridge from the column definitions to the table's.
 */
import { Fragment, type ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import { safeUrl } from '../../../runtime/links';
import { tableColumnHelper, type TableColumnDef } from '../../../runtime/ui/DataTable';
import { SLASH_BREAK } from '../../../runtime/ui/table-layout';
import { fieldOf, foldedUnderName, type ColumnDef } from './columns';
import { displayDate, formatValue } from './format';
import { StackedFigures } from './pair-cells';
import { ratingCell, RATING_FUNDS } from './ratings';

/**
 * A fund's name as a link, then its footnote mark when it has one (products spec 3 "disclosureRef"): outside the
 * link, so the link's name stays the fund's, and read as "footnote N" since a bare superscript digit is easily
 * missed by ear.
 */
export function FundNameLink({
  text,
  href,
  classText,
  footnote,
}: {
  text: string;
  href: string;
  classText?: string | undefined;
  footnote?: string | undefined;
}) {
  return (
    <>
      <a className="cm-link fund-link" href={safeUrl(href)}>
        <RegisteredText text={text} />
        {/* Links with the same fund name open different share classes (WCAG 2.4.4): the class is in the name. */}
        {classText && <span className="cm-visually-hidden">{` (${classText})`}</span>}
      </a>
      {footnote && (
        <sup className="footnote-ref">
          <span className="cm-visually-hidden">footnote </span>
          {footnote}
        </sup>
      )}
      {classText && (
        <span className="fund-class" aria-hidden="true">
          {classText}
        </span>
      )}
    </>
  );
}

/** products spec 2.5: 1-5 filled or empty stars plus "N Funds"; a rating without a fund count shows "-". */
function Stars({ rating, funds }: { rating: unknown; funds: unknown }) {
  const cell = ratingCell(rating as string | number | null | undefined, funds as string | number | null | undefined);
  if (cell === '-') return <span className="no-rating">-</span>;
  return (
    <span className="rating">
      <span className="stars" role="img" aria-label={`${cell.filled} of 5 stars`}>
        <span className="stars-filled" aria-hidden="true">
          {'★'.repeat(cell.filled)}
        </span>
        <span className="stars-empty" aria-hidden="true">
          {'☆'.repeat(cell.empty)}
        </span>
      </span>
      <span className="rating-count">{cell.text}</span>
    </span>
  );
}

/** A figure (2 decimals, "-" when missing) or a date (MM/DD/YYYY), as the column's kind says. */
function plainCell(def: ColumnDef, value: unknown): string {
  if (def.kind === 'date') return displayDate(typeof value === 'string' ? value : null);
  if (def.kind === 'number') return formatValue(value as string | number | null | undefined);
  if (value === null || value === undefined || value === '') return '-';
  return Array.isArray(value) ? value.filter(Boolean).join(', ') : String(value);
}

/** products spec 2.7: two figures, the first over the second, each named (on screen, or for screen readers). */
function FigurePairCell({ def, row }: { def: ColumnDef; row: unknown }) {
  const pair = def.pair!;
  const fields = [def.field, pair.field];
  const figures = pair.labels.map((label, i) => ({
    label,
    text: formatValue(fieldOf(row, fields[i]!) as string | number | null | undefined),
  }));
  return <StackedFigures figures={figures} showLabels={pair.visibleLabels} />;
}

/**
 * Phones: a folded column's value under the fund name, its own column taking no width (styles.css); hidden
 * elsewhere, where the column shows it. The ticker keeps its own class (it reads as the fund's symbol).
 */
function UnderName({ def, children }: { def: ColumnDef; children: ReactNode }) {
  const className = def.key === 'symbol' ? 'fund-under-name fund-ticker' : 'fund-under-name';
  return (
    <span className={className}>
      {def.underName === 'labelled' && (
        <span className="fund-under-name-label">
          <HeaderText text={def.header} />{' '}
        </span>
      )}
      {children}
    </span>
  );
}

/**
 * A header's text that may also wrap after a "/" ("Premium/Discount", "NAV/Market"), so that a phone's narrow
 * figure column holds it; a date ("Price as of 10/31/2026") stays whole. runtime/ui/table-layout.ts measures the
 * header's words with the same breaks.
 */
export function HeaderText({ text }: { text: string }) {
  const parts = text.split(SLASH_BREAK);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}

/**
 * The table columns of a list of the model's column definitions: consecutive columns sharing a `group` sit under
 * one group header. `render` draws a cell; `groupHeader` may replace a group's text.
 */
export function tableColumns<R extends RowData>(
  defs: readonly ColumnDef[],
  render: (def: ColumnDef, row: R) => ReactNode,
): TableColumnDef<R>[] {
  const helper = tableColumnHelper<R>();
  const folded = foldedUnderName(defs);
  const cell = (def: ColumnDef, row: R) =>
    def.key === 'fundName' && folded.length > 0 ? (
      <>
        {render(def, row)}
        {folded.map((other) => (
          <UnderName key={other.key} def={other}>
            {render(other, row)}
          </UnderName>
        ))}
      </>
    ) : (
      render(def, row)
    );
  const leaf = (def: ColumnDef) =>
    helper.display({
      id: def.key,
      header: () => <HeaderText text={def.header} />,
      cell: (context) => cell(def, context.row.original),
    });
  const columns: TableColumnDef<R>[] = [];
  for (let i = 0; i < defs.length;) {
    const group = defs[i]!.group;
    if (!group) {
      columns.push(leaf(defs[i]!));
      i += 1;
      continue;
    }
    const members: ColumnDef[] = [];
    while (i < defs.length && defs[i]!.group === group) members.push(defs[i++]!);
    columns.push(helper.group({ id: `group-${members[0]!.key}`, header: () => group, columns: members.map(leaf) }));
  }
  return columns;
}

/**
 * The columns of a table of funds: the name cell as the view draws it, star ratings with their fund counts, and
 * figures, dates and texts as their kind says.
 */
export function fundColumns<R extends RowData>(
  defs: readonly ColumnDef[],
  nameCell: (row: R) => ReactNode,
): TableColumnDef<R>[] {
  return tableColumns<R>(defs, (def, row) => {
    if (def.key === 'fundName') return nameCell(row);
    if (def.pair) return <FigurePairCell def={def} row={row} />;
    if (def.kind === 'rating')
      return <Stars rating={fieldOf(row, def.field)} funds={fieldOf(row, RATING_FUNDS[def.key] ?? '')} />;
    return plainCell(def, fieldOf(row, def.field));
  });
}
