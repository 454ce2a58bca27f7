// The week as a grid: tasks × days, typed by keyboard like the task grid (typing or Enter edits,
// Enter saves and moves down, Tab moves right, arrows move, Escape cancels), totals pinned below.
import { useMediaQuery } from '@mantine/hooks';
import type { TimesheetWeek } from '@practice-desk/contracts';
import { type CellEditRequestEvent, type GetRowIdParams, type GridApi, themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo, useRef } from 'react';
import { useEditingKeys } from '../../../components/grid/editing-keys';
import classes from './TimesheetGrid.module.css';
import './timesheet-grid-modules';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { buildTimesheetColumns, type SheetRow, totalsRow } from './timesheet-columns';

const theme = themeQuartz.withParams({
  rowHeight: 28,
  headerHeight: 40,
  fontSize: 12,
  spacing: 4,
  cellHorizontalPadding: 8,
  wrapperBorderRadius: 4,
});

const getRowId = (p: GetRowIdParams<SheetRow>) => p.data.taskId;
const noRowMenu = () => undefined;

export function TimesheetGrid({
  week,
  rows,
  onWrite,
}: {
  week: TimesheetWeek;
  rows: SheetRow[];
  onWrite(taskId: string, date: string, minutes: number): void;
}) {
  const api = useRef<GridApi<SheetRow> | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // The task grid's keys; they read only the grid's columns and cells, not its rows.
  const { suppressKeyboardEvent } = useEditingKeys(api, box, noRowMenu);
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const dateFormat = useDateFormat();
  const columns = useMemo(
    () => buildTimesheetColumns(week, dateFormat, compact),
    [week, dateFormat, compact],
  );
  const totals = useMemo(() => [totalsRow(week)], [week]);

  const onCellEditRequest = (event: CellEditRequestEvent<SheetRow>) => {
    const date = event.column.getColId();
    const minutes = Number(event.newValue ?? 0);
    if (!event.data || event.data.isTotal || minutes === Number(event.oldValue ?? 0)) return;
    onWrite(event.data.taskId, date, minutes);
  };

  return (
    <div className={classes.gridBox} ref={box}>
      <AgGridReact<SheetRow>
        theme={theme}
        columnDefs={columns}
        defaultColDef={{
          sortable: false,
          resizable: true,
          suppressHeaderMenuButton: true,
          suppressKeyboardEvent: suppressKeyboardEvent as never,
        }}
        rowData={rows}
        pinnedBottomRowData={totals}
        getRowId={getRowId}
        readOnlyEdit
        onCellEditRequest={onCellEditRequest}
        enterNavigatesVerticallyAfterEdit
        stopEditingWhenCellsLoseFocus
        onGridReady={(event) => {
          api.current = event.api;
        }}
        overlayNoRowsTemplate="No tasks this week: add a task row"
        animateRows={false}
      />
    </div>
  );
}
