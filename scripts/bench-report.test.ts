import { describe, expect, it } from 'vitest';
import {
  escapeCell,
  formatKb,
  formatMs,
  formatRatio,
  markdownTable,
  median,
  renderReport,
  timing,
  type BenchResults,
} from './bench-report';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([12.5, 9, 40, 10, 11, 10.5, 9.5])).toBe(10.5);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN for no values and leaves its input alone', () => {
    expect(median([])).toBeNaN();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('keeps the samples with the median, rounded to a tenth', () => {
    expect(timing([10.04, 30.06, 20.01])).toEqual({ median: 20, samples: [10, 30.1, 20] });
  });
});

describe('formatting', () => {
  it('writes ratios of ours to theirs with two decimals below 10×, fewer above', () => {
    expect(formatRatio(184, 100)).toBe('1.84×');
    expect(formatRatio(50, 200)).toBe('0.25×');
    expect(formatRatio(1234, 100)).toBe('12.3×');
    expect(formatRatio(123456, 100)).toBe('1235×');
  });

  it('writes "-" for a ratio with a missing or zero figure', () => {
    expect(formatRatio(undefined, 100)).toBe('-');
    expect(formatRatio(100, undefined)).toBe('-');
    expect(formatRatio(100, 0)).toBe('-');
    expect(formatRatio(Number.NaN, 100)).toBe('-');
  });

  it('writes times with a decimal below 100 ms and sizes in KB', () => {
    expect(formatMs(8.84)).toBe('8.8 ms');
    expect(formatMs(243.6)).toBe('244 ms');
    expect(formatMs(undefined)).toBe('-');
    expect(formatKb(71_065)).toBe('69.4 KB');
    expect(formatKb(undefined)).toBe('-');
  });
});

describe('markdownTable', () => {
  it('pads the columns and right-aligns the ones asked for', () => {
    expect(
      markdownTable(
        ['metric', 'ms'],
        [
          ['sort', '12.5'],
          ['first paint', '431'],
        ],
        ['left', 'right'],
      ),
    ).toBe(
      ['| metric      |   ms |', '| ----------- | ---: |', '| sort        | 12.5 |', '| first paint |  431 |'].join(
        '\n',
      ),
    );
  });

  it('escapes pipes, flattens line breaks and fills missing cells', () => {
    expect(escapeCell('a|b\nc')).toBe('a\\|b c');
    expect(markdownTable(['a', 'b'], [['x|y']])).toBe(
      ['| a    | b   |', '| ---- | --- |', '| x\\|y |     |'].join('\n'),
    );
  });

  it('measures width in characters, so the × sign does not shift a column', () => {
    const table = markdownTable(['ratio'], [['1.84×'], ['12.3×']], ['right']);
    expect(table.split('\n').map((line) => [...line].length)).toEqual([9, 9, 9, 9]);
  });
});

describe('renderReport', () => {
  const results: BenchResults = {
    date: '2026-11-22',
    machine: {
      cpu: 'Test CPU',
      cores: 2,
      memoryGiB: 24,
      chromium: 'Chromium 1.0',
      node: 'v20.0.0',
      os: 'Linux',
      load: { start: 0.5, end: 1.25 },
    },
    runs: 7,
    notes: ['fund-table not built yet: its table and start-up figures are left out.'],
    tables: [
      {
        table: 'find-a-product',
        title: 'Find a Product',
        rows: 1160,
        details: ['Sort: clicks alternating between Ticker and Fund Name.'],
        metrics: {
          firstPaint: {
            'fund-table': { median: 300, samples: [300] },
            'ag-grid': { median: 150, samples: [150] },
            'plain-dom': { median: 200, samples: [200] },
          },
          sort: { 'ag-grid': { median: 50, samples: [50] }, 'plain-dom': { median: 80, samples: [80] } },
        },
      },
    ],
    size: {
      chunks: [
        { name: 'loader.js', gzip: 560, brotli: 480 },
        { name: 'chunks/react.js', gzip: 68_000, brotli: 59_000 },
      ],
      pages: [
        { name: 'page with <fund-table>', gzip: 134_000, brotli: 118_000, note: 'loader.js, widgets/fund-table.js' },
      ],
      agGrid: [
        { name: 'minimal ag-grid-react page', gzip: 268_000, brotli: 236_000 },
        { name: 'React alone', gzip: 67_000, brotli: 58_000 },
      ],
    },
    startup: [
      {
        page: 'disclaimer-modal.html',
        rendered: 'the dialog open',
        firstRender: { median: 512, samples: [512] },
        longTasks: { count: 1, totalMs: 96, blockingMs: 46, longestMs: 96 },
      },
    ],
  };
  const report = renderReport(results);

  it('names the machine and the notes', () => {
    expect(report).toContain('Test CPU, 2 cores, 24 GiB memory, Chromium 1.0 (headless)');
    expect(report).toContain('load average 0.50 at the start, 1.25 at the end');
    expect(report).toContain('- fund-table not built yet: its table and start-up figures are left out.');
  });

  it('gives each metric its medians and both ratios, "-" where fund-table was not measured', () => {
    expect(report).toContain('### Find a Product (1,160 rows)');
    expect(report).toMatch(/\| data to first paint \|\s+300 ms \|\s+150 ms \|\s+200 ms \|\s+2\.00× \|\s+1\.50× \|/);
    expect(report).toMatch(/\| sort \(header click\)\s+\|\s+- \|\s+50\.0 ms \|\s+80\.0 ms \|\s+- \|\s+- \|/);
    expect(report).not.toContain('class switch');
  });

  it('sets AG Grid with every row rendered beside AG Grid, with its own ratio, where it was measured', () => {
    const withEveryRow = renderReport({
      ...results,
      tables: [
        {
          ...results.tables[0]!,
          metrics: {
            firstPaint: {
              'fund-table': { median: 300, samples: [300] },
              'ag-grid': { median: 150, samples: [150] },
              'ag-grid-all-rows': { median: 600, samples: [600] },
              'plain-dom': { median: 200, samples: [200] },
            },
            sort: { 'ag-grid': { median: 50, samples: [50] }, 'plain-dom': { median: 80, samples: [80] } },
          },
        },
      ],
    });
    const lines = withEveryRow.split('\n');
    const heading = lines.find((line) => line.startsWith('| median '))!;
    expect(heading.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'median',
      '`<fund-table>`',
      'AG Grid Community (ag-grid-react)',
      'AG Grid, every row rendered',
      'plain DOM (innerHTML)',
      'fund-table / AG Grid',
      'fund-table / AG Grid, every row',
      'fund-table / plain DOM',
      '',
    ]);
    expect(withEveryRow).toMatch(
      /\| data to first paint \|\s+300 ms \|\s+150 ms \|\s+600 ms \|\s+200 ms \|\s+2\.00× \|\s+0\.50× \|\s+1\.50× \|/,
    );
    expect(withEveryRow).toMatch(
      /\| sort \(header click\)\s+\|\s+- \|\s+50\.0 ms \|\s+- \|\s+80\.0 ms \|\s+- \|\s+- \|\s+- \|/,
    );
    expect(withEveryRow).toContain('AG Grid, every row rendered: the same AG Grid page with its row and column');
    expect(withEveryRow).toContain('`suppressRowVirtualisation`');
  });

  it('prints results without AG Grid with every row as before: no column, ratio or note of it', () => {
    expect(report).not.toContain('every row');
    expect(report.split('\n').find((line) => line.startsWith('| median '))).toMatch(
      /^\| median\s+\| `<fund-table>` \| AG Grid Community \(ag-grid-react\) \| plain DOM \(innerHTML\) \| fund-table \/ AG Grid \| fund-table \/ plain DOM \|$/,
    );
  });

  it('prints the tab switch and the filter toggle after the other interactions, in that order', () => {
    const withSwitches = renderReport({
      ...results,
      tables: [
        {
          ...results.tables[0]!,
          metrics: {
            ...results.tables[0]!.metrics,
            filterToggle: {
              'fund-table': { median: 24, samples: [24] },
              'ag-grid': { median: 40, samples: [40] },
              'plain-dom': { median: 96, samples: [96] },
            },
            tabSwitch: {
              'fund-table': { median: 45, samples: [45] },
              'ag-grid': { median: 50, samples: [50] },
            },
          },
        },
      ],
    });
    const lines = withSwitches.split('\n');
    const tab = lines.findIndex((line) => line.startsWith('| tab switch '));
    const filter = lines.findIndex((line) => line.startsWith('| filter toggle '));
    expect(lines[tab]).toMatch(/\| tab switch\s+\|\s+45\.0 ms \|\s+50\.0 ms \|\s+- \|\s+0\.90× \|\s+- \|/);
    expect(lines[filter]).toMatch(
      /\| filter toggle\s+\|\s+24\.0 ms \|\s+40\.0 ms \|\s+96\.0 ms \|\s+0\.60× \|\s+0\.25× \|/,
    );
    expect(tab).toBeGreaterThan(lines.findIndex((line) => line.startsWith('| sort (header click)')));
    expect(filter).toBe(tab + 1);
    expect(report).not.toContain('tab switch');
    expect(report).not.toContain('filter toggle');
  });

  it("prints the browser's share: each interaction's three medians and the ratios of by hand to AG Grid and of ours to both", () => {
    const withFloor = renderReport({
      ...results,
      floor: {
        details: ['By hand: the DOM change with no script.'],
        rows: [
          {
            label: 'Find a Product: sort (1160 rows)',
            fundTable: { median: 48, samples: [48] },
            byHand: { median: 36, samples: [36] },
            agGrid: { median: 30, samples: [30] },
          },
        ],
      },
    });
    const lines = withFloor.split('\n');
    const heading = lines.indexOf("## The browser's share");
    expect(heading).toBeGreaterThan(lines.findIndex((line) => line.startsWith('### Find a Product')));
    expect(lines[heading + 2]).toBe('- By hand: the DOM change with no script.');
    expect(withFloor).toMatch(
      /\| Find a Product: sort \(1160 rows\) \|\s+48\.0 ms \|\s+36\.0 ms \|\s+30\.0 ms \|\s+1\.20× \|\s+1\.33× \|\s+1\.60× \|/,
    );
    expect(report).not.toContain("browser's share");
  });

  it('compares the page with fund-table with the AG Grid page, with and without React', () => {
    expect(report).toContain('downloads 0.50× the gzip bytes (0.50× brotli) of the minimal AG Grid page');
    expect(report).toContain('that is 64.5 KB against 196.3 KB gzip: 0.33×');
  });

  it('sets element tags in names as code, so that a Markdown viewer shows them', () => {
    expect(report).toMatch(/\| page with `<fund-table>` \|/);
  });

  it("sets another element's interaction beside the figure it is held against, and leaves the section out without one", () => {
    const withInteraction = renderReport({
      ...results,
      interactions: [
        {
          title: '`<insights-list>`: the insights list of 120 cards',
          details: ['Keystroke: "g" typed into "Search insights".'],
          metrics: [
            {
              label: 'search keystroke',
              timing: { median: 12, samples: [12] },
              against: { label: '`<fund-table>` search keystroke, 154 rows', median: 16 },
            },
          ],
        },
      ],
    });
    expect(withInteraction).toContain('## Other elements');
    expect(withInteraction).toContain('### `<insights-list>`: the insights list of 120 cards');
    expect(withInteraction).toMatch(
      /\| search keystroke \|\s+12\.0 ms \| `<fund-table>` search keystroke, 154 rows \|\s+16\.0 ms \|\s+0\.75× \|/,
    );
    expect(report).not.toContain('## Other elements');
  });

  it('lists start-up with its long tasks', () => {
    expect(report).toMatch(
      /\| disclaimer-modal\.html \| the dialog open \|\s+512 ms \|\s+- \|\s+- \|\s+1 \|\s+96\.0 ms \|/,
    );
  });

  it('prints the cost curve as one line per size under each metric, and leaves it out without one', () => {
    const withCurve = renderReport({
      ...results,
      curve: {
        details: ['Find a Product-shaped data.'],
        sizes: [
          {
            rows: 1000,
            afterKeystroke: 400,
            metrics: {
              sort: {
                'fund-table': { median: 40, samples: [40] },
                'ag-grid': { median: 50, samples: [50] },
                'plain-dom': { median: 160, samples: [160] },
              },
            },
          },
          {
            rows: 10000,
            afterKeystroke: 4000,
            metrics: {
              sort: {
                'fund-table': { median: 400, samples: [400] },
                'ag-grid': { median: 80, samples: [80] },
              },
            },
          },
        ],
      },
    });
    expect(withCurve).toContain('## Cost curve');
    expect(withCurve).toContain('### sort (header click)');
    expect(withCurve).toMatch(/\|\s+1,000 \|\s+40\.0 ms \|\s+50\.0 ms \|\s+160 ms \|\s+0\.80× \|\s+0\.25× \|/);
    expect(withCurve).toMatch(/\|\s+10,000 \|\s+400 ms \|\s+80\.0 ms \|\s+- \|\s+5\.00× \|\s+- \|/);
    expect(withCurve).not.toContain('### search keystroke');
    expect(withCurve).not.toContain('every row');
    expect(report).not.toContain('## Cost curve');
  });

  it('prints AG Grid with every row in the cost curve at every size once it was measured at one', () => {
    const withCurve = renderReport({
      ...results,
      curve: {
        details: [],
        sizes: [
          {
            rows: 1000,
            afterKeystroke: 400,
            metrics: {
              sort: {
                'fund-table': { median: 40, samples: [40] },
                'ag-grid': { median: 50, samples: [50] },
                'ag-grid-all-rows': { median: 100, samples: [100] },
                'plain-dom': { median: 160, samples: [160] },
              },
            },
          },
          {
            rows: 10000,
            afterKeystroke: 4000,
            metrics: {
              sort: {
                'fund-table': { median: 400, samples: [400] },
                'ag-grid': { median: 80, samples: [80] },
              },
            },
          },
        ],
      },
    });
    expect(withCurve).toMatch(
      /\|\s+rows \| `<fund-table>` \| AG Grid Community \(ag-grid-react\) \| AG Grid, every row rendered \| plain DOM \(innerHTML\) \| fund-table \/ AG Grid \| fund-table \/ AG Grid, every row \| fund-table \/ plain DOM \|/,
    );
    expect(withCurve).toMatch(
      /\|\s+1,000 \|\s+40\.0 ms \|\s+50\.0 ms \|\s+100 ms \|\s+160 ms \|\s+0\.80× \|\s+0\.40× \|\s+0\.25× \|/,
    );
    expect(withCurve).toMatch(/\|\s+10,000 \|\s+400 ms \|\s+80\.0 ms \|\s+- \|\s+- \|\s+5\.00× \|\s+- \|\s+- \|/);
  });
});
