/**
 * CSV files built in the browser (products spec 2.3 "Download Capital Gains ... (csv)") and handed to the visitor
 * as a download.
 */

export interface CsvFile {
  fileName: string;
  /** The CSV text with a UTF-8 byte order mark, so spreadsheet programs read ® and other marks correctly. */
  text: string;
  mimeType: 'text/csv;charset=utf-8';
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, with quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvText(value: string | null | undefined): string {
  const text = value ?? '';
  return /^[=+@\t\r]/.test(text) ? `'${text}` : text;
}

/** Lines joined by CRLF (RFC 4180), ending with one. */
function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const BOM = '\uFEFF';

/** A CSV file of the given lines (the header first). */
export function csvFile(fileName: string, lines: readonly (readonly string[])[]): CsvFile {
  return { fileName, text: BOM + toCsv(lines), mimeType: 'text/csv;charset=utf-8' };
}

/** The number of data lines of a file (its lines but the header). */
export function csvRowCount(file: CsvFile): number {
  return file.text.trim().split('\r\n').length - 1;
}

/**
 * Hands a file built in the browser to the visitor as a download: a Blob URL on a temporary link in the shadow
 * root, revoked once the browser has taken it.
 */
export function downloadFile(host: HTMLElement, file: CsvFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  (host.shadowRoot ?? document.body).append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
