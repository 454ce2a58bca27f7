// The timesheet's columns: client and task (pinned left), the seven days (typed in h:mm or
// minutes, like TT on the task grid), and the row's total. A day cell is editable where the
// caller may write that person's time, the day is not past the practice's tomorrow and not
// approved (locked until a leader reopens it).
import {
  DAY_END_MESSAGES,
  MINUTES_PER_DAY,
  minutesAsHm,
  type Preferences,
  parseDurationInput,
  type TimesheetRow,
  type TimesheetWeek,
} from '@practice-desk/contracts';
import type { CellClassParams, ColDef, EditableCallbackParams } from 'ag-grid-community';
import { TypedEditor, type TypedEditorParams } from '../../../components/grid/TypedEditor';
import { isDayLocked, weekDayNote } from '../utils/day-notes';
import { dayHeading } from '../utils/week-label';
import { DayHeader, type DayHeaderParams } from './DayHeader';
import classes from './TimesheetGrid.module.css';

export type SheetRow = TimesheetRow & { isTotal?: boolean };
type DateFormat = Preferences['dateFormat'];

const minutesEditor = {
  cellEditor: TypedEditor,
  cellEditorPopup: true,
  cellEditorPopupPosition: 'under' as const,
  cellEditorParams: {
    toText: (value) => minutesAsHm(Number(value ?? 0)),
    parse: (text) => {
      const result = parseDurationInput(text, MINUTES_PER_DAY);
      return result.ok ? { ok: true, value: result.minutes } : result;
    },
    placeholder: '90 or 1:30',
  } satisfies TypedEditorParams,
};

/** `compact` (a phone): no client column, the task named with its client and pinned narrow, so the
 * days have the room. */
export function buildTimesheetColumns(
  week: TimesheetWeek,
  dateFormat: DateFormat,
  compact = false,
): ColDef<SheetRow>[] {
  const dayColumns = week.days.map((day, index): ColDef<SheetRow> => {
    const writable = day <= week.lastWritableDay;
    const locked = isDayLocked(week, day);
    const editable = (p: EditableCallbackParams<SheetRow>) =>
      writable && !locked && !p.data?.isTotal && Boolean(p.data?.canEdit);
    return {
      colId: day,
      headerName: dayHeading(day, dateFormat),
      headerComponent: DayHeader,
      headerComponentParams: { note: weekDayNote(week, day) } satisfies DayHeaderParams,
      width: 92,
      flex: compact ? undefined : 1,
      minWidth: 88,
      type: 'rightAligned',
      valueGetter: (p) => p.data?.minutes[index] ?? 0,
      valueFormatter: (p) => (p.data?.isTotal || p.value ? minutesAsHm(Number(p.value)) : ''),
      editable,
      tooltipValueGetter: (p) => (locked && !p.data?.isTotal ? DAY_END_MESSAGES.locked : undefined),
      // Given here, the class replaces the right alignment the column type would add.
      cellClass: (p: CellClassParams<SheetRow>): string[] => [
        'ag-right-aligned-cell',
        ...(!writable
          ? [classes.future ?? '']
          : locked && !p.data?.isTotal
            ? [classes.locked ?? '']
            : p.data && !p.data.isTotal && !p.data.canEdit
              ? [classes.readOnly ?? '']
              : []),
      ],
      ...minutesEditor,
    };
  });
  const taskName = (row: SheetRow | undefined, withClient: boolean) =>
    row?.isTotal
      ? 'Total'
      : [row?.task, row?.subTask, withClient ? row?.client : null].filter(Boolean).join(' – ');
  const nameColumns: ColDef<SheetRow>[] = compact
    ? [
        {
          colId: 'task',
          headerName: 'Task',
          pinned: 'left',
          width: 120,
          valueGetter: (p) => taskName(p.data, true),
          tooltipValueGetter: (p) => String(p.value ?? ''),
        },
      ]
    : [
        {
          colId: 'client',
          headerName: 'Client',
          pinned: 'left',
          width: 170,
          valueGetter: (p) => (p.data?.isTotal ? '' : (p.data?.client ?? '')),
          tooltipValueGetter: (p) => String(p.value ?? ''),
        },
        {
          colId: 'task',
          headerName: 'Task',
          pinned: 'left',
          width: 260,
          valueGetter: (p) => taskName(p.data, false),
          tooltipValueGetter: (p) => String(p.value ?? ''),
        },
      ];
  return [
    ...nameColumns,
    ...dayColumns,
    {
      colId: 'total',
      headerName: 'Total',
      // Kept in view beside the days on a wide screen. null, not undefined, unpins it when a wide
      // window narrows to a phone (undefined leaves the grid's pinned state as it was).
      pinned: compact ? null : 'right',
      width: 90,
      valueGetter: (p) => p.data?.total ?? 0,
      valueFormatter: (p) => minutesAsHm(Number(p.value ?? 0)),
      cellStyle: { fontWeight: 600 },
    },
  ];
}

/** The totals row under the tasks: per day and the week. */
export function totalsRow(week: TimesheetWeek): SheetRow {
  return {
    taskId: 'total',
    client: null,
    task: 'Total',
    subTask: '',
    minutes: week.dayTotals,
    total: week.total,
    tt: 0,
    canEdit: false,
    isTotal: true,
  };
}
