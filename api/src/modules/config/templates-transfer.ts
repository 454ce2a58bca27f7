// Task templates to and from a spreadsheet: one row per template and sub-task (Task, Sub-task,
// Default Priority, Estimated Time). Rows of one task become one template; an existing
// template keeps its sub-tasks and gains the new ones.
import type { TaskTemplateBody } from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { DomainError } from '../../lib/errors';
import { cell, readSpreadsheet, type SheetFormat, writeSpreadsheet } from '../../lib/spreadsheet';
import { saveTaskTemplate } from './catalog-service';
import { listTaskTemplates } from './lookups-service';

export const TEMPLATE_EXPORT_HEADER = ['Task', 'Sub-task', 'Default Priority', 'Estimated Time'];

export async function exportTemplates(ctx: ServiceContext, format: SheetFormat): Promise<Buffer> {
  const templates = await listTaskTemplates(ctx, false);
  const rows = templates.flatMap((t) =>
    t.subTasks.map((sub) => [t.name, sub, t.defaultPriority ?? '', t.defaultEstimatedTime]),
  );
  return writeSpreadsheet(format, 'Task templates', TEMPLATE_EXPORT_HEADER, rows);
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

export async function importTemplates(ctx: ServiceContext, filename: string, data: Buffer) {
  const rows = await readSpreadsheet(filename, data);
  const failed: { row: number; reason: string }[] = [];
  const groups = new Map<string, { rows: number[]; body: TaskTemplateBody }>();
  for (const [index, row] of rows.entries()) {
    const rowNumber = index + 2;
    const name = text(cell(row, 'task', 'task template', 'template'));
    const subTask = text(cell(row, 'sub-task', 'subtask', 'sub task'));
    if (!name) failed.push({ row: rowNumber, reason: 'Task is required' });
    else if (!subTask) failed.push({ row: rowNumber, reason: 'Sub-task is required' });
    if (!name || !subTask) continue;
    const key = name.toLowerCase();
    const minutes = Number(text(cell(row, 'estimated time', 'et')));
    const group = groups.get(key) ?? {
      rows: [],
      body: {
        name,
        subTasks: [],
        defaultPriority: text(cell(row, 'default priority', 'priority')) || null,
        defaultEstimatedTime: Number.isFinite(minutes) && minutes >= 1 ? Math.round(minutes) : 60,
      },
    };
    group.rows.push(rowNumber);
    if (!group.body.subTasks.includes(subTask)) group.body.subTasks.push(subTask);
    groups.set(key, group);
  }
  const existing = new Map((await listTaskTemplates(ctx, false)).map((t) => [t.name.toLowerCase(), t]));
  let imported = 0;
  for (const [key, group] of groups) {
    const current = existing.get(key);
    const body = current
      ? {
          ...group.body,
          name: current.name,
          subTasks: [
            ...current.subTasks,
            ...group.body.subTasks.filter((s) => !current.subTasks.includes(s)),
          ],
        }
      : group.body;
    try {
      await saveTaskTemplate(ctx, body, current?.id);
      imported += group.rows.length;
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      for (const row of group.rows) failed.push({ row, reason: err.message });
    }
  }
  failed.sort((a, b) => a.row - b.row);
  return { imported, failed };
}
