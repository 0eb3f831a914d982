/**
 * The plain DOM comparison: the same table as `<fund-table>` shows, built as one HTML string and set with
 * innerHTML on every change (load, sort, keystroke, class switch). No framework, no virtual DOM, every row in
 * the DOM: the floor of what rendering these rows costs.
 */
import {
  DEFAULT_CLASS,
  FIND_A_PRODUCT_COLUMNS,
  PERFORMANCE_CLASSES,
  PERFORMANCE_COLUMNS,
  RETURN_HEADER,
  compareValues,
  displayingText,
  formatDate,
  formatFigure,
  fundHref,
  loadFindAProduct,
  loadPerformance,
  nextSort,
  searchText,
  tableFromUrl,
  type FindAProductRow,
  type PerformanceRow,
  type SortDirection,
} from './data';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const main = document.querySelector<HTMLElement>('[data-bench-root]')!;
const table = tableFromUrl();

interface Column<R> {
  key: string;
  header: string;
  kind: 'text' | 'number' | 'date';
  group?: string;
  value: (row: R) => string | null;
  cell: (row: R) => string;
  rowHeader?: boolean;
}

function nameCell(row: { fundName: string; cusip: string; fundClass: string }): string {
  const classText = row.fundClass ? `<span class="class-name">Class - ${escape(row.fundClass)}</span>` : '';
  return `<a href="${escape(fundHref(row))}">${escape(row.fundName)}</a>${classText}`;
}

/** A sortable table: toolbar, count, header with sort buttons, body rebuilt with innerHTML. */
function mountTable<R>(options: {
  caption: string;
  searchLabel: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  classSelect?: { value: string; onChange: (className: string) => Promise<readonly R[]> };
}) {
  let rows = options.rows;
  let search = '';
  let sort: { key: string; direction: SortDirection } = { key: 'fundName', direction: 'ascending' };
  let texts = rows.map((row) => searchText(row as { symbol: string; fundName: string }));

  const groups = options.columns.some((c) => c.group);
  const classOptions = options.classSelect
    ? `<label>Class <select data-bench-class>${PERFORMANCE_CLASSES.map(
        (c) => `<option value="${c}"${c === options.classSelect!.value ? ' selected' : ''}>${c}</option>`,
      ).join('')}</select></label>`
    : '';
  main.innerHTML = `
    <div class="toolbar">
      <label>${escape(options.searchLabel)} <input type="text" data-bench-search autocomplete="off" /></label>
      ${classOptions}
      <p data-bench-count></p>
    </div>
    <div class="scroll" role="region" tabindex="0" aria-label="${escape(options.caption)}">
      <table>
        <caption hidden>${escape(options.caption)}</caption>
        <thead></thead>
        <tbody></tbody>
      </table>
    </div>`;
  const thead = main.querySelector('thead')!;
  const tbody = main.querySelector('tbody')!;
  const countText = main.querySelector('[data-bench-count]')!;

  const headerHtml = () => {
    const top = groups
      ? `<tr>${options.columns
          .map((c, i) => {
            if (!c.group) return '<th></th>';
            if (options.columns[i - 1]?.group === c.group) return '';
            const span = options.columns.filter((o) => o.group === c.group).length;
            return `<th colspan="${span}" scope="colgroup">${escape(c.group)}</th>`;
          })
          .join('')}</tr>`
      : '';
    const cells = options.columns
      .map((c) => {
        const ariaSort = sort.key === c.key ? ` aria-sort="${sort.direction}"` : '';
        return `<th scope="col"${ariaSort}><button type="button" data-key="${c.key}">${escape(c.header)}</button></th>`;
      })
      .join('');
    return `${top}<tr>${cells}</tr>`;
  };

  const render = () => {
    const column = options.columns.find((c) => c.key === sort.key)!;
    const term = search.trim().toLowerCase();
    const shown: number[] = [];
    for (let i = 0; i < rows.length; i += 1) if (term === '' || texts[i]!.includes(term)) shown.push(i);
    const sign = sort.direction === 'ascending' ? 1 : -1;
    shown.sort((a, b) => sign * compareValues(column.value(rows[a]!), column.value(rows[b]!), column.kind));
    let html = '';
    for (const i of shown) {
      const row = rows[i]!;
      html += '<tr>';
      for (const c of options.columns) {
        html += c.rowHeader
          ? `<th scope="row">${c.cell(row)}</th>`
          : `<td${c.kind === 'text' ? '' : ' class="num"'}>${c.cell(row)}</td>`;
      }
      html += '</tr>';
    }
    tbody.innerHTML = html;
    countText.textContent = displayingText(shown.length);
  };

  thead.addEventListener('click', (event) => {
    const key = (event.target as Element).closest('button')?.dataset.key;
    if (!key) return;
    sort = nextSort(sort, key);
    for (const button of thead.querySelectorAll<HTMLElement>('button[data-key]')) {
      const cell = button.parentElement!;
      if (button.dataset.key === sort.key) cell.setAttribute('aria-sort', sort.direction);
      else cell.removeAttribute('aria-sort');
    }
    render();
  });
  main.querySelector('[data-bench-search]')!.addEventListener('input', (event) => {
    search = (event.target as HTMLInputElement).value;
    render();
  });
  main.querySelector('[data-bench-class]')?.addEventListener('change', async (event) => {
    rows = await options.classSelect!.onChange((event.target as HTMLSelectElement).value);
    texts = rows.map((row) => searchText(row as { symbol: string; fundName: string }));
    render();
  });
  thead.innerHTML = headerHtml();
  render();
}

async function start() {
  if (table === 'find-a-product') {
    const rows = await loadFindAProduct();
    const columns: Column<FindAProductRow>[] = FIND_A_PRODUCT_COLUMNS.map((c) => ({
      key: c.key,
      header: c.header,
      kind: 'text',
      value: (row) => row[c.key],
      cell: c.key === 'fundName' ? nameCell : (row) => escape(row[c.key] || '-'),
      rowHeader: c.key === 'fundName',
    }));
    mountTable({ caption: 'Find a Product', searchLabel: 'Search', columns, rows });
  } else {
    const { rows, expenseAsOf } = await loadPerformance(DEFAULT_CLASS);
    const expenses = expenseAsOf ? `Expense Ratio as of ${expenseAsOf}` : 'Expense Ratio';
    const columns: Column<PerformanceRow>[] = PERFORMANCE_COLUMNS.map((c) => ({
      key: c.key,
      header: c.header,
      kind: c.kind,
      group: c.group === 'returns' ? RETURN_HEADER : c.group === 'expenses' ? expenses : undefined,
      value: (row) => row[c.key],
      cell:
        c.key === 'fundName'
          ? nameCell
          : c.kind === 'number'
            ? (row) => formatFigure(row[c.key])
            : c.kind === 'date'
              ? (row) => formatDate(row[c.key])
              : (row) => escape(row[c.key] ?? '-'),
      rowHeader: c.key === 'fundName',
    }));
    mountTable({
      caption: 'Mutual fund performance',
      searchLabel: 'Find a Mutual Fund',
      columns,
      rows,
      classSelect: {
        value: DEFAULT_CLASS,
        onChange: async (className) => (await loadPerformance(className)).rows,
      },
    });
  }
}

void start();
