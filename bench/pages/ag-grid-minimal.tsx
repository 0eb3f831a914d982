/**
 * Size reference: the smallest ag-grid-react page with the features the comparison uses (the modules of
 * ag-grid-modules.ts), built on its own by the benchmark. It is never opened, only measured.
 */
import { createRoot } from 'react-dom/client';
import { AgGridReact } from 'ag-grid-react';
import { AG_GRID_MODULES } from './ag-grid-modules';

interface Row {
  symbol: string;
  fundName: string;
}

const columnDefs = [
  { field: 'symbol' as const, headerName: 'Ticker', sortable: true },
  { field: 'fundName' as const, headerName: 'Fund Name', sortable: true, pinned: 'left' as const },
];

createRoot(document.getElementById('grid')!).render(
  <div style={{ height: 600 }}>
    <AgGridReact<Row> modules={AG_GRID_MODULES} rowData={[]} columnDefs={columnDefs} quickFilterText="" />
  </div>,
);
