// The task grid's cell editors and the options its pickers offer: list pickers, ET/TT in
// minutes or h:mm, dates in the person's format, and the column headers with their filters.
import { dateInputText, FREQUENCIES, parseDateInput, parseDurationInput } from '@practice-desk/contracts';
import type { ValueFormatterParams } from 'ag-grid-community';
import { TypedEditor, type TypedEditorParams } from '../../../components/grid/TypedEditor';
import type { DateFormat } from '../../../lib/preferences/utils/format-date';
import { formatCellMinutes, type TimeUnit } from '../../../lib/preferences/utils/format-minutes';
import { ColumnHeader, type ColumnHeaderParams } from './ColumnHeader';
import type { Lookups } from './lookups';
import type { OptionEditorParams } from './OptionEditor';
import { OptionEditor } from './OptionEditor';
import type { PickOption } from './option-match';
import type { GridRow } from './row-id';

const unique = (values: string[]) => [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b));
export const asOptions = (values: string[]): PickOption[] => values.map((v) => ({ value: v, label: v }));

/** What each picker offers, from the screen's lists. */
export function pickerOptions(lookups: Lookups) {
  const subTasksOf = (task: string) =>
    unique(
      lookups.templates
        .filter((t) => !task || t.name.toLowerCase() === task.toLowerCase())
        .flatMap((t) => t.subTasks),
    );
  return {
    people: lookups.people.map((p): PickOption => ({ value: p.id, label: p.name })),
    withNone: (options: PickOption[]): PickOption[] => [{ value: null, label: '(none)' }, ...options],
    clients: lookups.clients.map((c): PickOption => ({ value: c.id, label: c.name })),
    taskNames: unique(lookups.templates.map((t) => t.name)),
    subTasksOf,
    priorities: lookups.priorities.map((p): PickOption => ({ value: p.name, label: p.name, color: p.color })),
    statuses: lookups.statuses.map((s) => ({
      value: s.name,
      label: s.name,
      color: s.color,
      helpRequired: s.systemKey === 'HELP_REQUIRED',
    })),
    frequencies: asOptions([...FREQUENCIES]),
  };
}

/** The picker options of the lists as they are now, worked out again only when the lists change. */
export function latestPickerOptions(lookups: () => Lookups) {
  let cached: { from: Lookups; options: ReturnType<typeof pickerOptions> } | null = null;
  return () => {
    const now = lookups();
    if (cached?.from !== now) cached = { from: now, options: pickerOptions(now) };
    return cached.options;
  };
}

export const picker = (params: OptionEditorParams) => ({
  cellEditor: OptionEditor,
  cellEditorPopup: true,
  cellEditorPopupPosition: 'under' as const,
  cellEditorParams: params,
});

// ET and TT take minutes or h:mm whatever the unit; they show, and start editing, in the unit.
export const minutesEditor = (timeUnit: TimeUnit) => ({
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
});

export const dateEditor = (dateFormat: DateFormat) => ({
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
});

export const header = (params: ColumnHeaderParams) => ({
  headerComponent: ColumnHeader,
  headerComponentParams: params,
});
