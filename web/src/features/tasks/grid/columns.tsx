// The task grid's columns (spec §2), from serial and client to frequency and actions; each editable
// only where the person's rights allow (DESIGN.md §3), list-valued ones with pickers (column-editors).
import { type Role, taskRights } from '@practice-desk/contracts';
import type { ColDef, EditableCallbackParams, ValueFormatterParams } from 'ag-grid-community';
import type { DateFormat } from '../../../lib/preferences/utils/format-date';
import type { TimeUnit } from '../../../lib/preferences/utils/format-minutes';
import { ActionsCell } from './ActionsCell';
import { BudgetCell } from './BudgetCell';
import { ClientCell } from './ClientCell';
import { ColumnHeader } from './ColumnHeader';
import { type EditableField, editValue, formatDueDate, statusLabel } from './cell-values';
import { asOptions, dateEditor, header, latestPickerOptions, minutesEditor, picker } from './column-editors';
import type { Lookups } from './lookups';
import { type GridRow, isDraft } from './row-id';
import { SerialHeader } from './SelectionCells';
import { SerialCell } from './SerialCell';
import { StatusBadge, type StatusBadgeParams } from './StatusBadge';
import { StatusEditor, type StatusEditorParams } from './StatusEditor';

export function buildColumns(
  /** Read when a cell, picker or filter needs them: the lists arriving rebuild no column. */
  lookups: () => Lookups,
  me: { id: string; role: Role },
  dateFormat: DateFormat,
  timeUnit: TimeUnit = 'Minutes',
): ColDef<GridRow>[] {
  const rightsOf = (row: GridRow | undefined) =>
    isDraft(row)
      ? { editAll: true, editStatus: true }
      : row
        ? taskRights(me, {
            allottedTo: row.allottedTo?.id ?? null,
            teamLeader: row.teamLeader?.id ?? null,
            helpRequiredUser: row.helpRequiredUser?.id ?? null,
            createdBy: row.createdBy,
          })
        : { editAll: false, editStatus: false };
  const canEditAll = (p: EditableCallbackParams<GridRow>) => rightsOf(p.data).editAll;
  const canEditStatus = (p: EditableCallbackParams<GridRow>) => rightsOf(p.data).editStatus;

  const o = latestPickerOptions(lookups);
  const minutesColumn = {
    width: 64,
    type: 'rightAligned',
    ...minutesEditor(timeUnit),
    headerComponent: ColumnHeader,
  };
  const field = (id: EditableField) => ({
    colId: id,
    valueGetter: (p: { data?: GridRow }) => (p.data ? editValue(p.data, id) : null),
  });

  return [
    {
      colId: 'serial',
      headerName: '#',
      width: 78,
      pinned: 'left',
      editable: false,
      sortable: false,
      resizable: false,
      suppressMovable: true,
      cellRenderer: SerialCell,
      headerComponent: SerialHeader,
    },
    {
      ...field('client'),
      headerName: 'Client',
      flex: 1,
      minWidth: 130,
      editable: canEditAll,
      valueFormatter: (p: ValueFormatterParams<GridRow>) => p.data?.client?.name ?? '',
      cellRenderer: ClientCell,
      ...picker({
        options: () => o().clients,
        placeholder: 'Search clients...',
        emptyText: 'No clients found',
      }),
      ...header({ filterField: 'client', filterOptions: () => o().clients }),
    },
    {
      ...field('task'),
      headerName: 'Task',
      flex: 1,
      minWidth: 130,
      editable: canEditAll,
      ...picker({ options: () => asOptions(o().taskNames), freeText: true, placeholder: 'Search tasks...' }),
      ...header({ filterField: 'task', filterOptions: () => asOptions(o().taskNames) }),
    },
    {
      ...field('subTask'),
      headerName: 'Sub-task',
      flex: 1,
      minWidth: 130,
      editable: canEditAll,
      ...picker({
        options: (data) => asOptions(o().subTasksOf((data as GridRow | undefined)?.task ?? '')),
        freeText: true,
        placeholder: 'Search sub-tasks...',
      }),
      ...header({ filterField: 'subTask', filterOptions: () => asOptions(o().subTasksOf('')) }),
    },
    { ...field('et'), headerName: 'ET', ...minutesColumn, editable: canEditAll },
    // TT against ET, the task's budget, as a bar under the figure.
    { ...field('tt'), headerName: 'TT', ...minutesColumn, editable: canEditStatus, cellRenderer: BudgetCell },
    {
      ...field('allottedTo'),
      headerName: 'Allotted To',
      width: 125,
      editable: (p) => canEditAll(p) && me.role !== 'TEAM_MEMBER',
      valueFormatter: (p: ValueFormatterParams<GridRow>) => p.data?.allottedTo?.name ?? '',
      ...picker({
        options: () => o().withNone(o().people),
        placeholder: 'Search users...',
        emptyText: 'No users found',
      }),
      ...header({ filterField: 'allottedTo', filterOptions: () => o().people }),
    },
    {
      ...field('teamLeader'),
      headerName: 'Team Leader',
      width: 125,
      editable: (p) => canEditAll(p) && me.role === 'ADMIN',
      valueFormatter: (p: ValueFormatterParams<GridRow>) => p.data?.teamLeader?.name ?? '',
      ...picker({
        options: () => o().withNone(o().people),
        placeholder: 'Search users...',
        emptyText: 'No users found',
      }),
      ...header({ filterField: 'teamLeader', filterOptions: () => o().people }),
    },
    {
      ...field('priority'),
      headerName: 'Priority',
      width: 90,
      editable: canEditAll,
      cellRenderer: StatusBadge,
      cellRendererParams: {
        kind: 'priority',
        colors: () => lookups().priorities,
      } satisfies StatusBadgeParams,
      ...picker({ options: () => o().priorities, placeholder: 'Search priorities...' }),
      ...header({ filterField: 'priorityIn', filterOptions: () => o().priorities }),
    },
    {
      ...field('status'),
      headerName: 'Status',
      width: 170,
      editable: canEditStatus,
      valueFormatter: (p: ValueFormatterParams<GridRow>) => (p.data ? statusLabel(p.data) : ''),
      cellRenderer: StatusBadge,
      cellRendererParams: { kind: 'status', colors: () => lookups().statuses } satisfies StatusBadgeParams,
      cellEditor: StatusEditor,
      cellEditorPopup: true,
      cellEditorPopupPosition: 'under',
      cellEditorParams: {
        statuses: () => o().statuses,
        people: () => o().people,
      } satisfies StatusEditorParams,
      ...header({ filterField: 'statusIn', filterOptions: () => o().statuses }),
    },
    {
      ...field('dueDate'),
      headerName: 'Due Date',
      width: 105,
      editable: canEditAll,
      ...dateEditor(dateFormat),
      valueFormatter: (p: ValueFormatterParams<GridRow>) => formatDueDate(p.data?.dueDate, dateFormat),
      cellClassRules: { overdue: (p) => Boolean(p.data && !isDraft(p.data) && p.data.overdue) },
      headerComponent: ColumnHeader,
    },
    {
      ...field('frequency'),
      headerName: 'Frequency',
      width: 95,
      editable: canEditAll,
      ...picker({ options: () => o().frequencies, placeholder: 'Search...' }),
      ...header({ filterField: 'frequency', filterOptions: () => o().frequencies }),
    },
    {
      colId: 'actions',
      headerName: 'Actions',
      // Five 20 px buttons (the timer's among them), their gaps and padding: an Admin's delete stays whole.
      width: 138,
      editable: false,
      sortable: false,
      resizable: false,
      cellRenderer: ActionsCell,
    },
  ];
}
