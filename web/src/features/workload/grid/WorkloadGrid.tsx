// People × weeks in AG Grid: arrows move between cells, Enter (or a double click) on a week opens
// the tasks behind it; the team's totals are pinned below.
import type { CapacityAnswer } from '@practice-desk/contracts';
import {
  type CellDoubleClickedEvent,
  type CellKeyDownEvent,
  type GetRowIdParams,
  themeQuartz,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import classes from './WorkloadGrid.module.css';
import './workload-grid-modules';
import { buildWorkloadColumns, totalsRow, type WorkloadRow } from './workload-columns';

const theme = themeQuartz.withParams({
  rowHeight: 32,
  headerHeight: 40,
  fontSize: 13,
  spacing: 4,
  cellHorizontalPadding: 10,
  wrapperBorderRadius: 4,
});

const getRowId = (p: GetRowIdParams<WorkloadRow>) => p.data.id;

export function WorkloadGrid({
  answer,
  onOpenCell,
}: {
  answer: CapacityAnswer;
  onOpenCell(personId: string, week: string): void;
}) {
  const columns = useMemo(() => buildWorkloadColumns(answer), [answer]);
  const totals = useMemo(() => [totalsRow(answer)], [answer]);

  const open = (row: WorkloadRow | undefined, colId: string) => {
    if (!row || row.isTotal || !colId.startsWith('week:')) return;
    onOpenCell(row.id, colId.slice('week:'.length));
  };
  const onCellKeyDown = (event: CellKeyDownEvent<WorkloadRow>) => {
    const key = (event.event as KeyboardEvent | null)?.key;
    if (key !== 'Enter') return;
    event.event?.preventDefault();
    open(event.data, event.column.getColId());
  };
  const onCellDoubleClicked = (event: CellDoubleClickedEvent<WorkloadRow>) =>
    open(event.data, event.column.getColId());

  return (
    <div className={classes.gridBox} data-testid="workload-grid">
      <AgGridReact<WorkloadRow>
        theme={theme}
        columnDefs={columns}
        defaultColDef={{ sortable: false, resizable: true, suppressHeaderMenuButton: true }}
        rowData={answer.people}
        pinnedBottomRowData={totals}
        getRowId={getRowId}
        domLayout="autoHeight"
        onCellKeyDown={onCellKeyDown}
        onCellDoubleClicked={onCellDoubleClicked}
        tooltipShowDelay={400}
        overlayNoRowsTemplate="No one to show"
        animateRows={false}
      />
    </div>
  );
}
