// When a client's compliance profile changes, the work not yet begun for future periods follows
// it: obligations the new profile no longer has are taken away (task to the Trash, item deleted),
// those whose date changed are re-dated, and new ones in the horizon are generated (from a past
// date when asked: a back-fill, its past-due work generated overdue). Past items, filed ones and
// any task already started stay as they are, except that an item dated provisionally (a company's
// filings before its AGM date is entered) is re-dated once the profile gives the real date.
import {
  type ComplianceProfile,
  obligationKey,
  obligationsBetween,
  PROVISIONAL_MARK,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq, gt, inArray, isNull, like, type SQL, sql } from 'drizzle-orm';
import { clientCompliance, clients, complianceItems, preferences, statuses, tasks } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { moveTasksToTrash } from '../tasks/trash';
import { extensionFor, extensionsOfPeriods } from './extensions';
import { generateForClients } from './generate';

export interface FollowResult {
  /** Items taken away (their tasks moved to the Trash). */
  removed: number;
  /** Items kept whose due date or title the new profile changed. */
  redated: number;
  created: number;
  existing: number;
  /** Of those created, how many were already overdue (a back-fill). */
  overdue: number;
}

/** How far ahead the practice keeps compliance tasks generated, in months. */
export async function monthsAhead(db: TenantDb): Promise<number> {
  const [row] = await db.select({ months: preferences.complianceMonthsAhead }).from(preferences);
  return row?.months ?? 3;
}

async function profileOf(tx: TenantDb, clientId: string): Promise<ComplianceProfile | null> {
  const [row] = await tx
    .select({ gstin: clients.gstin, isActive: clients.isActive, profile: clientCompliance.profile })
    .from(clients)
    .leftJoin(clientCompliance, eq(clientCompliance.clientId, clients.id))
    .where(eq(clients.id, clientId));
  if (!row) throw new NotFound('Client not found');
  if (!row.profile || !row.isActive) return null;
  return { ...row.profile, gstin: row.gstin || null };
}

/** Items due after today, not filed, whose task is gone or not begun: To Do, no time recorded. */
async function unstartedFutureItems(tx: TenantDb, clientId: string, today: string) {
  const notBegun: SQL = sql`(${tasks.id} is null or ${tasks.deletedAt} is not null or (
    ${statuses.systemKey} = 'TODO' and ${tasks.tt} = 0
    and not exists (select 1 from time_entries e where e.task_id = ${tasks.id})))`;
  return itemsWhere(tx, and(gt(complianceItems.dueDate, today), notBegun) as SQL, clientId);
}

/** Provisional items not filed, whenever due and whether begun or not: re-dated, never taken away. */
function provisionalItems(tx: TenantDb, clientId: string) {
  return itemsWhere(tx, like(complianceItems.title, `%${PROVISIONAL_MARK}%`), clientId);
}

function itemsWhere(tx: TenantDb, condition: SQL, clientId: string) {
  return tx
    .select({
      id: complianceItems.id,
      taskId: complianceItems.taskId,
      taskLive: sql<boolean>`${tasks.id} is not null and ${tasks.deletedAt} is null`,
      code: complianceItems.code,
      period: complianceItems.period,
      directorDin: complianceItems.directorDin,
      title: complianceItems.title,
      originalDueDate: complianceItems.originalDueDate,
    })
    .from(complianceItems)
    .leftJoin(tasks, eq(tasks.id, complianceItems.taskId))
    .leftJoin(statuses, eq(statuses.id, tasks.statusId))
    .where(and(eq(complianceItems.clientId, clientId), isNull(complianceItems.filedOn), condition));
}

type Candidate = Awaited<ReturnType<typeof unstartedFutureItems>>[number];

/** Re-dates (and re-titles) kept items whose obligation moved, and their tasks; an extension of
 * the period still decides the due date. */
async function redate(
  ctx: ServiceContext,
  tx: TenantDb,
  clientId: string,
  changes: { item: Candidate; dueDate: string; title: string }[],
) {
  const extensions = await extensionsOfPeriods(tx, [...new Set(changes.map((c) => c.item.period))]);
  for (const { item, dueDate, title } of changes) {
    const extension = extensionFor(extensions, clientId, item);
    const due = extension?.dueDate ?? dueDate;
    await tx
      .update(complianceItems)
      .set({ originalDueDate: dueDate, dueDate: due, title, updatedAt: new Date() })
      .where(eq(complianceItems.id, item.id));
    if (item.taskId)
      await tx
        .update(tasks)
        .set({ dueDate: due, task: title, updatedAt: new Date() })
        .where(and(eq(tasks.orgId, ctx.orgId), eq(tasks.id, item.taskId)));
  }
}

/** Call after a client's profile (or GSTIN) is saved; answers what changed. New work is generated
 * from `generateFrom` (today when absent) to the horizon. */
export async function followProfile(
  ctx: ServiceContext,
  clientId: string,
  generateFrom?: string,
): Promise<FollowResult> {
  const today = await practiceToday(ctx);
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const horizon = dayjs(today)
      .add(await monthsAhead(tx), 'month')
      .format('YYYY-MM-DD');
    const profile = await profileOf(tx, clientId);
    const candidates = await unstartedFutureItems(tx, clientId, today);
    // Wide enough to find an obligation the new profile dates otherwise (an ITR due 31 Jul, not
    // 31 Oct, once there is no tax audit): it is the same obligation, re-dated, not a new one.
    const latest = [horizon, ...candidates.map((c) => c.originalDueDate)].sort().at(-1) ?? horizon;
    const to = dayjs(latest).add(1, 'year').format('YYYY-MM-DD');
    const from = dayjs(today).subtract(1, 'year').format('YYYY-MM-DD');
    const now = new Map(
      (profile ? obligationsBetween(profile, from, to) : []).map((o) => [obligationKey(o), o]),
    );
    const gone = candidates.filter((c) => !now.has(obligationKey(c)));
    const candidateIds = new Set(candidates.map((c) => c.id));
    const provisional = (await provisionalItems(tx, clientId)).filter((p) => !candidateIds.has(p.id));
    const changes = [...candidates, ...provisional].flatMap((item) => {
      const o = now.get(obligationKey(item));
      return o && (o.dueDate !== item.originalDueDate || o.title !== item.title)
        ? [{ item, dueDate: o.dueDate, title: o.title }]
        : [];
    });
    await moveTasksToTrash(
      txCtx,
      gone.filter((c) => c.taskLive && c.taskId).map((c) => c.taskId as string),
    );
    if (gone.length > 0)
      await tx.delete(complianceItems).where(
        inArray(
          complianceItems.id,
          gone.map((c) => c.id),
        ),
      );
    await redate(ctx, tx, clientId, changes);
    const generated = profile
      ? await generateForClients(txCtx, { from: generateFrom ?? today, to: horizon, clientIds: [clientId] })
      : { created: 0, existing: 0, overdue: 0 };
    return {
      removed: gone.length,
      redated: changes.length,
      created: generated.created,
      existing: generated.existing,
      overdue: generated.overdue,
    };
  });
}

/** Clients generated for in one transaction by followNewProfiles: short enough that others' work
 * passes between two of them on the embedded database, long enough to save a round per client. */
const NEW_PROFILES_PER_RUN = 50;

/** New clients' profiles (a client list import): their work to the horizon generated together, a
 * group of clients at a time, rather than one follow per client (500 clients took 30 s). A new
 * client has nothing to take away or re-date, so this is what followProfile does for each. */
export async function followNewProfiles(ctx: ServiceContext, clientIds: string[]): Promise<void> {
  if (clientIds.length === 0) return;
  const today = await practiceToday(ctx);
  const horizon = dayjs(today)
    .add(await monthsAhead(ctx.db), 'month')
    .format('YYYY-MM-DD');
  for (let start = 0; start < clientIds.length; start += NEW_PROFILES_PER_RUN)
    await generateForClients(ctx, {
      from: today,
      to: horizon,
      clientIds: clientIds.slice(start, start + NEW_PROFILES_PER_RUN),
    });
}
