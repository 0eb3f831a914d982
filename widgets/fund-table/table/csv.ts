/**
 * CSV files built in the browser (products spec 2.3 "Download Capital Gains ... (csv)") and handed to the visitor
 * as a download. The text is the runtime's spreadsheet text: every text cell neutralised against formula injection.
 */
import { delimitedText, type SpreadsheetCell } from '../../../runtime/csv';

export interface CsvFile {
  fileName: string;
  /** The CSV text with a UTF-8 byte order mark, so spreadsheet programs read ® and other marks correctly. */
  text: string;
  mimeType: 'text/csv;charset=utf-8';
}

const BOM = '\uFEFF';

/** A CSV file of the given lines (the header first). */
export function csvFile(fileName: string, lines: readonly (readonly SpreadsheetCell[])[]): CsvFile {
  return { fileName, text: BOM + delimitedText(lines), mimeType: 'text/csv;charset=utf-8' };
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
