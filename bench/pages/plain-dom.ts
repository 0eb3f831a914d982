/**
 * The plain DOM comparison: the same table as `<fund-table>` shows, built as one HTML string and set with
 * innerHTML on every change (load, sort, keystroke, class switch, tab switch, filter tick). No framework, no virtual
 * DOM, every row in the DOM: the floor of what rendering these rows costs.
 */
import {
  ASSET_CLASS_FILTER,
  BENCH_TABS,
  DEFAULT_CLASS,
  FIND_A_PRODUCT_COLUMNS,
  PERFORMANCE_CLASSES,
  PERFORMANCE_COLUMNS,
  RETURN_HEADER,
  TAB_LABELS,
  compareValues,
  displayingText,
  filtersText,
  formatDate,
  formatFigure,
  fundHref,
  loadFindAProduct,
  loadPerformance,
  loadPrices,
  nextSort,
  passesAssetClasses,
  priceValue,
  searchText,
  tableFromUrl,
  type BenchTab,
  type FindAProductRow,
  type FundRow,
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

/** What the table shows: its columns and rows (a tab or a class switch brings others). */
interface Shown<R> {
  columns: readonly Column<R>[];
  rows: readonly R[];
}

function nameCell(row: { fundName: string; cusip: string; fundClass?: string | null }): string {
  const classText = row.fundClass ? `<span class="class-name">Class - ${escape(row.fundClass)}</span>` : '';
  return `<a href="${escape(fundHref(row))}">${escape(row.fundName)}</a>${classText}`;
}

/** The filters toggle and its panel of Asset class checkboxes, with "View Results" (Find a Product). */
function filterPanelHtml(): string {
  const boxes = ASSET_CLASS_FILTER.options
    .map((o) => `<label><input type="checkbox" value="${escape(o.value)}" /> ${escape(o.label)}</label>`)
    .join('');
  return `<div class="filters">
      <button type="button" aria-expanded="false" aria-controls="bench-filters" data-bench-filters>${filtersText(0)}</button>
      <div id="bench-filters" role="group" aria-label="Filters" class="filters-panel" hidden>
        <fieldset><legend>${escape(ASSET_CLASS_FILTER.title)}</legend>${boxes}</fieldset>
        <button type="button" data-bench-view-results>View Results</button>
      </div>
    </div>`;
}

function tabsHtml(selected: BenchTab): string {
  const tabs = BENCH_TABS.map(
    (tab) =>
      `<button type="button" role="tab" data-tab="${tab}" aria-selected="${tab === selected}">${escape(TAB_LABELS[tab])}</button>`,
  ).join('');
  return `<div role="tablist" aria-label="Mutual Fund tabs" class="tabs">${tabs}</div>`;
}

/**
 * A sortable table: tabs (the landing), toolbar, count, header with sort buttons, body rebuilt with innerHTML.
 * `load` brings a tab's or a class's columns and rows; `passes` is the filters panel's rule (Find a Product).
 */
function mountTable<R extends { symbol?: string | null; fundName: string }>(options: {
  caption: string;
  searchLabel: string;
  initial: Shown<R>;
  load?: { tabs: boolean; classSelect: boolean; fetch: (tab: BenchTab, className: string) => Promise<Shown<R>> };
  passes?: (row: R, ticked: ReadonlySet<string>) => boolean;
}) {
  let { columns, rows } = options.initial;
  let search = '';
  let tab: BenchTab = 'performance';
  let className = DEFAULT_CLASS;
  const ticked = new Set<string>();
  let sort: { key: string; direction: SortDirection } = { key: 'fundName', direction: 'ascending' };
  let texts = rows.map(searchText);

  const classOptions = options.load?.classSelect
    ? `<label>Class <select data-bench-class>${PERFORMANCE_CLASSES.map(
        (c) => `<option value="${c}"${c === DEFAULT_CLASS ? ' selected' : ''}>${c}</option>`,
      ).join('')}</select></label>`
    : '';
  main.innerHTML = `
    ${options.load?.tabs ? tabsHtml(tab) : ''}
    <div class="toolbar">
      <label>${escape(options.searchLabel)} <input type="text" data-bench-search autocomplete="off" /></label>
      ${options.passes ? filterPanelHtml() : ''}
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
    const top = columns.some((c) => c.group)
      ? `<tr>${columns
          .map((c, i) => {
            if (!c.group) return '<th></th>';
            if (columns[i - 1]?.group === c.group) return '';
            const span = columns.filter((o) => o.group === c.group).length;
            return `<th colspan="${span}" scope="colgroup">${escape(c.group)}</th>`;
          })
          .join('')}</tr>`
      : '';
    const cells = columns
      .map((c) => {
        const ariaSort = sort.key === c.key ? ` aria-sort="${sort.direction}"` : '';
        return `<th scope="col"${ariaSort}><button type="button" data-key="${c.key}">${escape(c.header)}</button></th>`;
      })
      .join('');
    return `${top}<tr>${cells}</tr>`;
  };

  const render = () => {
    const column = columns.find((c) => c.key === sort.key) ?? columns.find((c) => c.key === 'fundName')!;
    const term = search.trim().toLowerCase();
    const shown: number[] = [];
    for (let i = 0; i < rows.length; i += 1) {
      if ((term === '' || texts[i]!.includes(term)) && (!options.passes || options.passes(rows[i]!, ticked)))
        shown.push(i);
    }
    const sign = sort.direction === 'ascending' ? 1 : -1;
    shown.sort((a, b) => sign * compareValues(column.value(rows[a]!), column.value(rows[b]!), column.kind));
    let html = '';
    for (const i of shown) {
      const row = rows[i]!;
      html += '<tr>';
      for (const c of columns) {
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

  /** A tab or a class chosen: its columns and rows are loaded, then the table drawn again. */
  const show = async (nextTab: BenchTab, nextClass: string) => {
    const newTab = nextTab !== tab;
    tab = nextTab;
    className = nextClass;
    for (const button of main.querySelectorAll<HTMLElement>('[role="tab"]'))
      button.setAttribute('aria-selected', String(button.dataset.tab === tab));
    ({ columns, rows } = await options.load!.fetch(tab, className));
    texts = rows.map(searchText);
    // A class switch keeps the columns; a tab switch draws its own header.
    if (newTab) thead.innerHTML = headerHtml();
    render();
  };
  main.querySelector('[data-bench-class]')?.addEventListener('change', (event) => {
    void show(tab, (event.target as HTMLSelectElement).value);
  });
  main.querySelector('[role="tablist"]')?.addEventListener('click', (event) => {
    const next = (event.target as Element).closest<HTMLElement>('[role="tab"]')?.dataset.tab as BenchTab | undefined;
    if (next && next !== tab) void show(next, className);
  });

  // The filters panel: a tick applies at once; "View Results" closes the panel (products spec 4).
  const toggle = main.querySelector<HTMLElement>('[data-bench-filters]');
  const panel = main.querySelector<HTMLElement>('#bench-filters');
  const setOpen = (open: boolean) => {
    toggle!.setAttribute('aria-expanded', String(open));
    panel!.hidden = !open;
  };
  toggle?.addEventListener('click', () => setOpen(panel!.hidden));
  panel?.addEventListener('change', (event) => {
    const box = event.target as HTMLInputElement;
    if (box.checked) ticked.add(box.value);
    else ticked.delete(box.value);
    toggle!.textContent = filtersText(ticked.size);
    render();
  });
  main.querySelector('[data-bench-view-results]')?.addEventListener('click', () => setOpen(false));

  thead.innerHTML = headerHtml();
  render();
}

function findAProductColumns(): Column<FindAProductRow>[] {
  return FIND_A_PRODUCT_COLUMNS.map((c) => ({
    key: c.key,
    header: c.header,
    kind: 'text',
    value: (row) => row[c.key],
    cell: c.key === 'fundName' ? nameCell : (row) => escape(row[c.key] || '-'),
    rowHeader: c.key === 'fundName',
  }));
}

type LandingRow = PerformanceRow | FundRow;

function performanceColumns(expenseAsOf: string): Column<LandingRow>[] {
  const expenses = expenseAsOf ? `Expense Ratio as of ${expenseAsOf}` : 'Expense Ratio';
  return PERFORMANCE_COLUMNS.map((c) => {
    const value = (row: LandingRow) => (row as PerformanceRow)[c.key];
    return {
      key: c.key,
      header: c.header,
      kind: c.kind,
      group: c.group === 'returns' ? RETURN_HEADER : c.group === 'expenses' ? expenses : undefined,
      value,
      cell:
        c.key === 'fundName'
          ? nameCell
          : c.kind === 'number'
            ? (row) => formatFigure(value(row))
            : c.kind === 'date'
              ? (row) => formatDate(value(row))
              : (row) => escape(value(row) ?? '-'),
      rowHeader: c.key === 'fundName',
    };
  });
}

/** The prices & yields columns: fund-table's own (pricesColumns), drawn as the performance ones are. */
async function pricesShown(className: string): Promise<Shown<LandingRow>> {
  const prices = await loadPrices(className);
  const columns = prices.columns.map((c): Column<LandingRow> => {
    const value = (row: LandingRow) => priceValue(row as FundRow, c);
    return {
      key: c.key,
      header: c.header,
      kind: c.kind,
      value,
      cell:
        c.key === 'fundName'
          ? nameCell
          : c.kind === 'number'
            ? (row) => formatFigure(value(row))
            : (row) => escape(value(row) ?? '-'),
      rowHeader: c.key === 'fundName',
    };
  });
  return { columns, rows: prices.rows };
}

async function landingShown(tab: BenchTab, className: string): Promise<Shown<LandingRow>> {
  if (tab === 'prices-yields') return pricesShown(className);
  const { rows, expenseAsOf } = await loadPerformance(className);
  return { columns: performanceColumns(expenseAsOf), rows };
}

async function start() {
  if (table === 'find-a-product') {
    const rows = await loadFindAProduct();
    mountTable({
      caption: 'Find a Product',
      searchLabel: 'Search',
      initial: { columns: findAProductColumns(), rows },
      passes: passesAssetClasses,
    });
  } else {
    mountTable({
      caption: 'Mutual fund performance',
      searchLabel: 'Find a Mutual Fund',
      initial: await landingShown('performance', DEFAULT_CLASS),
      load: { tabs: true, classSelect: true, fetch: landingShown },
    });
  }
}

void start();
