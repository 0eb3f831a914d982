/**
 * Spreadsheet files (CSV and TSV) as the widgets build them and as the fixture backend serves them: RFC 4180
 * fields, and every text cell neutralised against formula injection (OWASP "CSV Injection"): a cell a spreadsheet
 * program would run as a formula gets a leading apostrophe, so a service value such as `=HYPERLINK(...)` is shown,
 * never run. Numbers stay numbers.
 */

export type SpreadsheetCell = string | number | null | undefined;

/** A figure as the services write one ("12.34", "-1.60", "+3", "4.5%", "1e3"): kept as it is. */
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?%?$/i;
/** OWASP: cells starting with =, +, -, @, tab or carriage return are read as formulas. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The cell's text, neutralised: a number (or a lone "-", the tables' "no value") is kept; any other text that a
 * spreadsheet would read as a formula is prefixed with an apostrophe.
 */
export function spreadsheetText(value: SpreadsheetCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value === '-' || NUMBER.test(value)) return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: a CSV field with a comma, a quote or a line break is quoted, with quotes doubled. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A TSV field cannot hold tabs or line breaks: they become spaces. */
function tsvField(text: string): string {
  return text.replace(/[\t\r\n]+/g, ' ');
}

/** Rows as CSV (`,`) or TSV (`\t`) text, lines joined by CRLF and ending with one, every cell neutralised. */
export function delimitedText(rows: readonly (readonly SpreadsheetCell[])[], separator: ',' | '\t' = ','): string {
  const field = separator === ',' ? csvField : tsvField;
  return `${rows.map((row) => row.map((cell) => field(spreadsheetText(cell))).join(separator)).join('\r\n')}\r\n`;
}
