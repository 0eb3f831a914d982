/**
 * CSV files built in the browser (products spec 2.3 "Download Capital Gains ... (csv)") and handed to the visitor
 * as a download. The text is the runtime's spreadsheet text: every text cell neutralised against formula injection.
 */
import { delimitedText, type SpreadsheetCell } from '../../../runtime/csv';

/**
 * What a downloaded file holds (`fund-table-download`): the capital gains distributions or estimates (products spec
 * 2.3, 2.6), or the variable products summary (spec 2.4, /cmg.svc/exportsummary).
 */
export type DownloadKind = 'distributions' | 'estimates' | 'summary';
/** The file's format: the capital gains files are CSV; the variable products summary is CSV or TSV (spec 2.4). */
export type DownloadFormat = 'csv' | 'tsv';

/**
 * `fund-table-download`'s detail, one shape for every view: what the file holds and its format always; a file built
 * in the browser also gives its name and number of data lines, a file of the service the address followed.
 */
export interface DownloadDetail {
  kind: DownloadKind;
  format: DownloadFormat;
  fileName?: string;
  rows?: number;
  href?: string;
}

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
