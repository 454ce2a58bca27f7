// The import template: the exact headers, one example row, and drop-down lists of the practice's
// clients, people, statuses and priorities kept on a hidden 'Lists' sheet.
import * as XLSX from '@e965/xlsx';
import { FREQUENCIES, IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from '@practice-desk/contracts';
import type { ServiceContext } from '../../../lib/context';
import { textTypedSheet } from '../../../lib/spreadsheet';
import { addListValidations, type ListValidation } from '../../../lib/xlsx-validation';
import { loadImportNames } from './names';

/** Rows of the Tasks sheet that get the drop-downs. */
const TEMPLATE_ROWS = 1000;
const LIST_FIELDS = ['client', 'assignee', 'status', 'priority', 'teamLeader', 'frequency'] as const;

const column = (index: number) => XLSX.utils.encode_col(index);

export async function importTemplate(ctx: ServiceContext): Promise<Buffer> {
  const names = await loadImportNames(ctx.db, ctx.orgId);
  const people = [...new Map([...names.people.values()].map((p) => [p.id, p.name])).values()].sort();
  const lists: Record<(typeof LIST_FIELDS)[number], string[]> = {
    client: [...names.clients.values()].map((c) => c.name).sort(),
    assignee: people,
    teamLeader: people,
    status: [...names.statuses.values()].map((s) => s.name),
    priority: [...names.priorities.values()].map((p) => p.name),
    frequency: [...FREQUENCIES],
  };
  const example: Record<ImportField, string | number> = {
    client: lists.client[0] ?? 'Sahyadri Agro Foods',
    task: 'GST Returns',
    subTask: 'GSTR-1',
    status: names.defaultStatus.name,
    priority: lists.priority[0] ?? 'Medium',
    et: 60,
    tt: 0,
    assignee: ctx.user.name,
    teamLeader: '',
    dueDate: '2026-04-11',
    frequency: 'Monthly',
    remarks: '',
  };
  const headers = IMPORT_FIELDS.map((f) => IMPORT_FIELD_LABELS[f]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    textTypedSheet(headers, [IMPORT_FIELDS.map((f) => example[f])]),
    'Tasks',
  );
  const listColumns = LIST_FIELDS.map((f) => lists[f]);
  const depth = Math.max(...listColumns.map((l) => l.length));
  const listRows = Array.from({ length: depth }, (_, i) => listColumns.map((l) => l[i] ?? null));
  XLSX.utils.book_append_sheet(
    book,
    textTypedSheet(
      LIST_FIELDS.map((f) => IMPORT_FIELD_LABELS[f]),
      listRows,
    ),
    'Lists',
  );
  book.Workbook = { Sheets: [{ Hidden: 0 }, { Hidden: 1 }] };
  const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer;
  const rules: ListValidation[] = LIST_FIELDS.flatMap((field, listIndex) => {
    const count = lists[field].length;
    if (count === 0) return [];
    const target = column(IMPORT_FIELDS.indexOf(field));
    const source = column(listIndex);
    return [
      { sqref: `${target}2:${target}${TEMPLATE_ROWS}`, source: `Lists!$${source}$2:$${source}$${count + 1}` },
    ];
  });
  return addListValidations(file, 1, rules);
}
