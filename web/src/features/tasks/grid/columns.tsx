// The task grid's columns (spec §2): serial, client, task, sub-task, ET, TT, allotted to, team
// leader, priority, status, due date, frequency, actions; each editable only where the person's
// rights allow (DESIGN.md §3), with pickers for the list-valued ones.
import {
  type ClientRow,
  dateInputText,
  FREQUENCIES,
  type PersonOption,
  type PriorityRow,
  parseDateInput,
  parseDurationInput,
  type Role,
  type StatusRow,
  type TaskTemplateRow,
  taskRights,
} from '@practice-desk/contracts';
import type { ColDef, EditableCallbackParams, ValueFormatterParams } from 'ag-grid-community';
import { TypedEditor, type TypedEditorParams } from '../../../components/grid/TypedEditor';
import type { DateFormat } from '../../../lib/preferences/utils/format-date';
import { formatCellMinutes, type TimeUnit } from '../../../lib/preferences/utils/format-minutes';
import { ActionsCell } from './ActionsCell';
import { ColumnHeader, type ColumnHeaderParams } from './ColumnHeader';
import { type EditableField, editValue, formatDueDate, statusLabel } from './cell-values';
import { OptionEditor, type OptionEditorParams } from './OptionEditor';
import type { PickOption } from './option-match';
import { type GridRow, isDraft } from './row-id';
import { SerialCell, SerialHeader } from './SelectionCells';
import { StatusBadge } from './StatusBadge';
import { StatusEditor, type StatusEditorParams } from './StatusEditor';

export interface Lookups {
  statuses: StatusRow[];
  priorities: PriorityRow[];
  people: PersonOption[];
  templates: TaskTemplateRow[];
  clients: ClientRow[];
}

export const EMPTY_LOOKUPS: Lookups = {
  statuses: [],
  priorities: [],
  people: [],
  templates: [],
  clients: [],
};

/** Columns a person may hide (serial and actions always show). */
export const HIDEABLE_COLUMNS: { id: string; name: string }[] = [
  { id: 'client', name: 'Client' },
  { id: 'task', name: 'Task' },
  { id: 'subTask', name: 'Sub-task' },
  { id: 'et', name: 'ET' },
  { id: 'tt', name: 'TT' },
  { id: 'allottedTo', name: 'Allotted To' },
  { id: 'teamLeader', name: 'Team Leader' },
  { id: 'priority', name: 'Priority' },
  { id: 'status', name: 'Status' },
  { id: 'dueDate', name: 'Due Date' },
  { id: 'frequency', name: 'Frequency' },
];

const unique = (values: string[]) => [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b));
const asOptions = (values: string[]): PickOption[] => values.map((v) => ({ value: v, label: v }));

export function buildColumns(
  lookups: Lookups,
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

  const people: PickOption[] = lookups.people.map((p) => ({ value: p.id, label: p.name }));
  const withNone = (options: PickOption[]) => [{ value: null, label: '(none)' }, ...options];
  const clientOptions: PickOption[] = lookups.clients.map((c) => ({ value: c.id, label: c.name }));
  const taskNames = unique(lookups.templates.map((t) => t.name));
  const subTasksOf = (task: string) =>
    unique(
      lookups.templates
        .filter((t) => !task || t.name.toLowerCase() === task.toLowerCase())
        .flatMap((t) => t.subTasks),
    );
  const priorityOptions: PickOption[] = lookups.priorities.map((p) => ({
    value: p.name,
    label: p.name,
    color: p.color,
  }));
  const statusOptions = lookups.statuses.map((s) => ({
    value: s.name,
    label: s.name,
    color: s.color,
    helpRequired: s.systemKey === 'HELP_REQUIRED',
  }));
  const frequencyOptions = asOptions([...FREQUENCIES]);

  const picker = (params: OptionEditorParams) => ({
    cellEditor: OptionEditor,
    cellEditorPopup: true,
    cellEditorPopupPosition: 'under' as const,
    cellEditorParams: params,
  });
  // ET and TT take minutes or h:mm whatever the unit; they show, and start editing, in the unit.
  const minutesEditor = {
    cellEditor: TypedEditor,
    cellEditorPopup: true,
    cellEditorPopupPosition: 'under' as const,
    cellEditorParams: {
      toText: (value) => formatCellMinutes(Number(value ?? 0), timeUnit === 'Hours' ? 'Hours' : 'Minutes'),
      parse: (text) => {
        const result = parseDurationInput(text);
        return result.ok ? { ok: true, value: result.minutes } : result;
      },
      placeholder: '90 or 1:30',
    } satisfies TypedEditorParams,
    valueFormatter: (p: ValueFormatterParams<GridRow>) => formatCellMinutes(Number(p.value ?? 0), timeUnit),
  };
  const dateEditor = {
    cellEditor: TypedEditor,
    cellEditorPopup: true,
    cellEditorPopupPosition: 'under' as const,
    cellEditorParams: {
      toText: (value) => dateInputText(typeof value === 'string' ? value : null, dateFormat),
      parse: (text) => {
        const result = parseDateInput(text, dateFormat);
        return result.ok ? { ok: true, value: result.date } : result;
      },
      placeholder: `${dateFormat.toLowerCase()} or 05 Jan 2026`,
    } satisfies TypedEditorParams,
  };
  const header = (params: ColumnHeaderParams) => ({
    headerComponent: ColumnHeader,
    headerComponentParams: params,
  });
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
      ...picker({
        options: () => clientOptions,
        placeholder: 'Search clients...',
        emptyText: 'No clients found',
      }),
      ...header({ filterField: 'client', filterOptions: () => clientOptions }),
    },
    {
      ...field('task'),
      headerName: 'Task',
      flex: 1,
      minWidth: 130,
      editable: canEditAll,
      ...picker({ options: () => asOptions(taskNames), freeText: true, placeholder: 'Search tasks...' }),
      ...header({ filterField: 'task', filterOptions: () => asOptions(taskNames) }),
    },
    {
      ...field('subTask'),
      headerName: 'Sub-task',
      flex: 1,
      minWidth: 130,
      editable: canEditAll,
      ...picker({
        options: (data) => asOptions(subTasksOf((data as GridRow | undefined)?.task ?? '')),
        freeText: true,
        placeholder: 'Search sub-tasks...',
      }),
      ...header({ filterField: 'subTask', filterOptions: () => asOptions(subTasksOf('')) }),
    },
    {
      ...field('et'),
      headerName: 'ET',
      width: 64,
      type: 'rightAligned',
      editable: canEditAll,
      ...minutesEditor,
      headerComponent: ColumnHeader,
    },
    {
      ...field('tt'),
      headerName: 'TT',
      width: 64,
      type: 'rightAligned',
      editable: canEditStatus,
      ...minutesEditor,
      headerComponent: ColumnHeader,
    },
    {
      ...field('allottedTo'),
      headerName: 'Allotted To',
      width: 125,
      editable: (p) => canEditAll(p) && me.role !== 'TEAM_MEMBER',
      valueFormatter: (p: ValueFormatterParams<GridRow>) => p.data?.allottedTo?.name ?? '',
      ...picker({
        options: () => withNone(people),
        placeholder: 'Search users...',
        emptyText: 'No users found',
      }),
      ...header({ filterField: 'allottedTo', filterOptions: () => people }),
    },
    {
      ...field('teamLeader'),
      headerName: 'Team Leader',
      width: 125,
      editable: (p) => canEditAll(p) && me.role === 'ADMIN',
      valueFormatter: (p: ValueFormatterParams<GridRow>) => p.data?.teamLeader?.name ?? '',
      ...picker({
        options: () => withNone(people),
        placeholder: 'Search users...',
        emptyText: 'No users found',
      }),
      ...header({ filterField: 'teamLeader', filterOptions: () => people }),
    },
    {
      ...field('priority'),
      headerName: 'Priority',
      width: 90,
      editable: canEditAll,
      cellRenderer: StatusBadge,
      cellRendererParams: { kind: 'priority', colors: lookups.priorities },
      ...picker({ options: () => priorityOptions, placeholder: 'Search priorities...' }),
      ...header({ filterField: 'priorityIn', filterOptions: () => priorityOptions }),
    },
    {
      ...field('status'),
      headerName: 'Status',
      width: 170,
      editable: canEditStatus,
      valueFormatter: (p: ValueFormatterParams<GridRow>) => (p.data ? statusLabel(p.data) : ''),
      cellRenderer: StatusBadge,
      cellRendererParams: { kind: 'status', colors: lookups.statuses },
      cellEditor: StatusEditor,
      cellEditorPopup: true,
      cellEditorPopupPosition: 'under',
      cellEditorParams: {
        statuses: () => statusOptions,
        people: () => people,
      } satisfies StatusEditorParams,
      ...header({ filterField: 'statusIn', filterOptions: () => statusOptions }),
    },
    {
      ...field('dueDate'),
      headerName: 'Due Date',
      width: 105,
      editable: canEditAll,
      ...dateEditor,
      valueFormatter: (p: ValueFormatterParams<GridRow>) => formatDueDate(p.data?.dueDate, dateFormat),
      cellClassRules: { overdue: (p) => Boolean(p.data && !isDraft(p.data) && p.data.overdue) },
      headerComponent: ColumnHeader,
    },
    {
      ...field('frequency'),
      headerName: 'Frequency',
      width: 95,
      editable: canEditAll,
      ...picker({ options: () => frequencyOptions, placeholder: 'Search...' }),
      ...header({ filterField: 'frequency', filterOptions: () => frequencyOptions }),
    },
    {
      colId: 'actions',
      headerName: 'Actions',
      // Five 20 px buttons (the timer's among them) with their gaps and the cell's padding: an
      // Admin's delete stays whole.
      width: 138,
      editable: false,
      sortable: false,
      resizable: false,
      cellRenderer: ActionsCell,
    },
  ];
}
