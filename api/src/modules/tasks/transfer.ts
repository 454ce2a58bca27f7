// Task export (csv/xlsx of the current filters) and import (each row validated and created alone).
import type { TaskListQuery } from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { clients, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { DomainError } from '../../lib/errors';
import { readSpreadsheet, type SheetFormat, writeSpreadsheet } from '../../lib/spreadsheet';
import { type ImportNames, RowProblem, rowToTask } from './import-row';
import { listTasks } from './list';
import { createTask } from './service';

export const EXPORT_HEADER = [
  'Client',
  'Task',
  'SubTask',
  'Status',
  'Priority',
  'ET',
  'TT',
  'Assignee',
  'Team Leader',
  'Due Date',
];
const EXPORT_MAX_ROWS = 100_000;

export async function exportTasks(ctx: ServiceContext, query: TaskListQuery, format: SheetFormat) {
  const { tasks } = await listTasks(ctx, { ...query, page: 1, limit: EXPORT_MAX_ROWS });
  const rows = tasks.map((t) => [
    t.client?.name ?? '',
    t.task,
    t.subTask,
    t.status,
    t.priority,
    t.et,
    t.tt,
    t.allottedTo?.name ?? '',
    t.teamLeader?.name ?? '',
    t.dueDate ?? '',
  ]);
  return writeSpreadsheet(format, 'Tasks', EXPORT_HEADER, rows);
}

async function importNames(ctx: ServiceContext): Promise<ImportNames> {
  const clientRows = await ctx.db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.orgId, ctx.orgId)));
  const people = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.orgId, ctx.orgId));
  const byPerson = new Map<string, string>();
  for (const p of people) {
    byPerson.set(p.name.toLowerCase(), p.id);
    byPerson.set(p.email.toLowerCase(), p.id);
  }
  return { clients: new Map(clientRows.map((c) => [c.name.toLowerCase(), c.id])), people: byPerson };
}

export interface ImportReport {
  imported: number;
  failed: { row: number; reason: string }[];
}

export async function importTasks(
  ctx: ServiceContext,
  filename: string,
  data: Buffer,
): Promise<ImportReport> {
  const rows = readSpreadsheet(filename, data);
  const names = await importNames(ctx);
  const report: ImportReport = { imported: 0, failed: [] };
  for (const [index, row] of rows.entries()) {
    // Row 1 is the header, so the first data row is row 2 as the spreadsheet shows it.
    const rowNumber = index + 2;
    try {
      await createTask(ctx, rowToTask(row, names));
      report.imported += 1;
    } catch (err) {
      if (err instanceof RowProblem) report.failed.push({ row: rowNumber, reason: err.message });
      else if (err instanceof DomainError)
        report.failed.push({ row: rowNumber, reason: err.errors?.[0]?.message ?? err.message });
      else throw err;
    }
  }
  return report;
}
