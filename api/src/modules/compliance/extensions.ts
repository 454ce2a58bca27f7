// Due-date extensions the government notifies: stored per practice, they move the open items of a
// form and period (all clients or some) and their unfinished tasks, and generation reads them so
// tasks made later start on the extended date.
import {
  type ExtensionBody,
  type ExtensionRow,
  FINISHED_STATUS_KEYS,
  RULE_YEARS,
  rulesOfCode,
} from '@practice-desk/contracts';
import { and, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { clients, complianceExtensions, complianceItems, statuses, tasks, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Forbidden, Invalid } from '../../lib/errors';

export const EXTENSION_MESSAGES = {
  unknownForm: 'No rule has this form code',
  unknownClient: 'Client not found',
} as const;

export interface Extension {
  code: string;
  period: string;
  dueDate: string;
  note: string;
  clientIds: string[] | null;
}

/** The extensions of these periods, newest first (the first that fits an item wins). */
export async function extensionsOfPeriods(db: TenantDb, periods: string[]): Promise<Extension[]> {
  if (periods.length === 0) return [];
  return db
    .select({
      code: complianceExtensions.code,
      period: complianceExtensions.period,
      dueDate: complianceExtensions.dueDate,
      note: complianceExtensions.note,
      clientIds: complianceExtensions.clientIds,
    })
    .from(complianceExtensions)
    .where(inArray(complianceExtensions.period, periods))
    .orderBy(desc(complianceExtensions.createdAt), desc(complianceExtensions.id));
}

/** The latest extension of a client's obligation, if any was notified for it. */
export function extensionFor(
  extensions: Extension[],
  clientId: string,
  obligation: { code: string; period: string },
): Extension | undefined {
  return extensions.find(
    (e) =>
      e.code === obligation.code &&
      e.period === obligation.period &&
      (e.clientIds === null || e.clientIds.includes(clientId)),
  );
}

const isKnownCode = (code: string) => RULE_YEARS.some((year) => rulesOfCode(code, year).length > 0);

async function assertClients(db: TenantDb, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await db.select({ id: clients.id }).from(clients).where(inArray(clients.id, unique));
  if (found.length < unique.length)
    throw new Invalid(EXTENSION_MESSAGES.unknownClient, [
      { field: 'clientIds', message: EXTENSION_MESSAGES.unknownClient },
    ]);
}

/** Moves the open (not filed) items of the extension and their tasks that are not finished; answers
 * how many items moved. The date first notified stays in `original_due_date`. */
async function moveOpenItems(tx: TenantDb, body: ExtensionBody): Promise<number> {
  const moved = await tx
    .update(complianceItems)
    .set({ dueDate: body.dueDate, extensionNote: body.note, updatedAt: new Date() })
    .where(
      and(
        eq(complianceItems.code, body.code),
        eq(complianceItems.period, body.period),
        isNull(complianceItems.filedOn),
        body.clientIds ? inArray(complianceItems.clientId, body.clientIds) : undefined,
      ),
    )
    .returning({ taskId: complianceItems.taskId });
  const taskIds = moved.map((m) => m.taskId).filter((id): id is string => id !== null);
  if (taskIds.length > 0) {
    const finished = tx
      .select({ id: statuses.id })
      .from(statuses)
      .where(inArray(statuses.systemKey, [...FINISHED_STATUS_KEYS]));
    await tx
      .update(tasks)
      .set({ dueDate: body.dueDate, updatedAt: new Date() })
      .where(and(inArray(tasks.id, taskIds), notInArray(tasks.statusId, finished)));
  }
  return moved.length;
}

export async function createExtension(
  ctx: ServiceContext,
  body: ExtensionBody,
): Promise<{ extension: ExtensionRow; moved: number }> {
  if (ctx.user.role !== 'ADMIN') throw new Forbidden();
  if (!isKnownCode(body.code))
    throw new Invalid(EXTENSION_MESSAGES.unknownForm, [
      { field: 'code', message: EXTENSION_MESSAGES.unknownForm },
    ]);
  const clientIds = body.clientIds ? [...new Set(body.clientIds)] : null;
  return ctx.db.transaction(async (tx) => {
    if (clientIds) await assertClients(tx, clientIds);
    const [row] = await tx
      .insert(complianceExtensions)
      .values({
        orgId: ctx.orgId,
        code: body.code,
        period: body.period,
        dueDate: body.dueDate,
        note: body.note,
        clientIds,
        createdBy: ctx.user.id,
      })
      .returning();
    if (!row) throw new Error('extension insert returned nothing');
    const moved = await moveOpenItems(tx, { ...body, clientIds: clientIds ?? undefined });
    return { extension: toRow(row, ctx.user.name), moved };
  });
}

function toRow(row: typeof complianceExtensions.$inferSelect, createdByName: string | null): ExtensionRow {
  return {
    id: row.id,
    code: row.code,
    period: row.period,
    dueDate: row.dueDate,
    note: row.note,
    clientIds: row.clientIds ?? null,
    createdAt: row.createdAt.toISOString(),
    createdByName,
  };
}

/** Every extension of the practice, newest first. */
export async function listExtensions(ctx: ServiceContext): Promise<ExtensionRow[]> {
  const rows = await ctx.db
    .select({ extension: complianceExtensions, createdByName: users.name })
    .from(complianceExtensions)
    .leftJoin(users, eq(users.id, complianceExtensions.createdBy))
    .orderBy(desc(complianceExtensions.createdAt), desc(complianceExtensions.id));
  return rows.map((r) => toRow(r.extension, r.createdByName));
}
