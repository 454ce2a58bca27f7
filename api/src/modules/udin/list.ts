// The UDIN register's rows: filtered by status (worked out from the practice's window and today),
// client, signer, document type and signing dates; a member sees the documents they signed or
// registered, an Admin all of them.
import {
  pagination,
  UDIN_PAGE_SIZE,
  type UdinList,
  type UdinQuery,
  type UdinRow,
  type UdinStatus,
} from '@practice-desk/contracts';
import { and, count, desc, eq, gte, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clients, tasks, udinDocuments, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { readPreferences } from '../config/preferences';

const signer = alias(users, 'signer');

/** The last day a document's UDIN can be generated. */
export const windowCloses = (days: number) => sql<string>`(${udinDocuments.signedOn} + ${days}::int)`;

function statusCondition(status: UdinStatus, days: number, today: string): SQL {
  if (status === 'generated') return isNotNull(udinDocuments.udin);
  const closes = windowCloses(days);
  return and(
    isNull(udinDocuments.udin),
    status === 'overdue' ? sql`${closes} < ${today}::date` : sql`${closes} >= ${today}::date`,
  ) as SQL;
}

/** Only what the caller may see: Admins everything, others what they signed or registered. */
export function visibleTo(ctx: ServiceContext): SQL | undefined {
  if (ctx.user.role === 'ADMIN') return undefined;
  return or(eq(udinDocuments.signerId, ctx.user.id), eq(udinDocuments.createdBy, ctx.user.id));
}

export function statusOf(row: { udin: string | null; windowClosesOn: string }, today: string): UdinStatus {
  if (row.udin) return 'generated';
  return row.windowClosesOn < today ? 'overdue' : 'pending';
}

/** Rows of the register for `query`; `all` answers every matching row (the export), else a page;
 * `id` only that document. */
export async function listUdinDocuments(
  ctx: ServiceContext,
  query: UdinQuery,
  { all = false, id }: { all?: boolean; id?: string } = {},
): Promise<UdinList> {
  const [{ udinWindowDays: days = 60 }, today] = await Promise.all([
    readPreferences(ctx),
    practiceToday(ctx),
  ]);
  const where = and(
    visibleTo(ctx),
    id ? eq(udinDocuments.id, id) : undefined,
    query.status ? statusCondition(query.status, days, today) : undefined,
    query.clientId ? eq(udinDocuments.clientId, query.clientId) : undefined,
    query.signerId ? eq(udinDocuments.signerId, query.signerId) : undefined,
    query.documentType ? eq(udinDocuments.documentType, query.documentType) : undefined,
    query.from ? gte(udinDocuments.signedOn, query.from) : undefined,
    query.to ? lte(udinDocuments.signedOn, query.to) : undefined,
  );
  const page = Number(query.page ?? 1);
  const rowsQuery = ctx.db
    .select({
      id: udinDocuments.id,
      documentType: udinDocuments.documentType,
      clientId: udinDocuments.clientId,
      clientName: clients.name,
      signerId: udinDocuments.signerId,
      signerName: signer.name,
      membershipNumber: udinDocuments.membershipNumber,
      signedOn: udinDocuments.signedOn,
      udin: udinDocuments.udin,
      generatedOn: udinDocuments.generatedOn,
      taskId: udinDocuments.taskId,
      task: tasks.task,
      subTask: tasks.subTask,
      notes: udinDocuments.notes,
      windowClosesOn: sql<string>`to_char(${windowCloses(days)}, 'YYYY-MM-DD')`,
      createdBy: udinDocuments.createdBy,
    })
    .from(udinDocuments)
    .innerJoin(clients, eq(clients.id, udinDocuments.clientId))
    .innerJoin(signer, eq(signer.id, udinDocuments.signerId))
    .leftJoin(tasks, eq(tasks.id, udinDocuments.taskId))
    .where(where)
    .orderBy(desc(udinDocuments.signedOn), desc(udinDocuments.createdAt));
  const [rows, [total]] = await Promise.all([
    all ? rowsQuery : rowsQuery.limit(UDIN_PAGE_SIZE).offset((page - 1) * UDIN_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(udinDocuments).where(where),
  ]);
  const documents = rows.map(
    ({ task, subTask, ...row }): UdinRow => ({
      ...row,
      taskTitle: task === null ? null : [task, subTask].filter(Boolean).join(' – '),
      status: statusOf(row, today),
    }),
  );
  return { documents, pagination: pagination(total?.n ?? 0, page, UDIN_PAGE_SIZE), windowDays: days };
}
