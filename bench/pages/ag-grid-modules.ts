/**
 * The AG Grid Community modules the comparison registers: the client-side row model, the quick filter and the
 * external filter of the filters panel (sorting, column groups and pinned columns are in AG Grid's core), plus cell
 * styles for the right-aligned figures and the row API for the "Displaying N fund(s)" count. These are the features
 * `<fund-table>` has; the size benchmark builds a minimal page with exactly these modules, so that the sizes compare
 * the same features.
 */
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ExternalFilterModule,
  QuickFilterModule,
  RowApiModule,
  type Module,
} from 'ag-grid-community';

export const AG_GRID_MODULES: Module[] = [
  ClientSideRowModelModule,
  QuickFilterModule,
  ExternalFilterModule,
  CellStyleModule,
  RowApiModule,
];
