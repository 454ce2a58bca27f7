// Generation: every active client with a compliance profile gets one task and one item per
// obligation due in the range, once. Extensions already notified set the due date; a task
// template named like the form gives the estimate.
import {
  type ComplianceProfile,
  type GenerateBody,
  type GenerateResult,
  isWorkOverdue,
  obligationKey,
  obligationsBetween,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clientCompliance, clients, complianceItems, tasks, taskTemplates, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Forbidden, Invalid } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { defaultPriorityId, findStatusByKey } from '../tasks/lookups';
import { extensionFor, extensionsOfPeriods } from './extensions';
import {
  byItemKey,
  type ClientForGeneration,
  notifyGenerated,
  type PlannedTask,
  planTask,
  WRITE_CHUNK,
  writePlannedChunk,
} from './task-for-obligation';

export const GENERATE_MESSAGES = {
  toBeforeFrom: 'The end date must not be before the start date',
  tooLong: 'Generate at most two years at a time',
} as const;

export interface GenerateRange {
  from: string;
  to: string;
  clientIds?: string[];
}

/** Which clients: a Team Leader's are those with a task they lead, the rule invoicing scopes a
 * Team Leader's invoices by (invoices/scope.ts); an Admin's, every client. */
function teamClients(ctx: ServiceContext): SQL | undefined {
  if (ctx.user.role === 'ADMIN') return undefined;
  return sql`exists (select 1 from ${tasks} where ${tasks.orgId} = ${clients.orgId}
    and ${tasks.clientId} = ${clients.id} and ${tasks.teamLeader} = ${ctx.user.id})`;
}

const assignee = alias(users, 'default_assignee');

/**
 * The clients to generate for, with who their tasks go to: the default assignee (when Active),
 * and as team leader a Team Leader caller, else the leader of the client's latest task (its team),
 * else the caller.
 */
async function clientsToGenerate(ctx: ServiceContext, tx: TenantDb, range: GenerateRange, teamOnly: boolean) {
  const latestLeader = sql<string | null>`(select t.team_leader from tasks t
    join users u on u.id = t.team_leader and u.status = 'Active'
    where t.org_id = ${clients.orgId} and t.client_id = ${clients.id} and t.deleted_at is null
    order by t.created_at desc limit 1)`;
  const rows = await tx
    .select({
      id: clients.id,
      name: clients.name,
      gstin: clients.gstin,
      profile: clientCompliance.profile,
      assigneeId: assignee.id,
      latestLeader,
    })
    .from(clients)
    .innerJoin(clientCompliance, eq(clientCompliance.clientId, clients.id))
    .leftJoin(assignee, and(eq(assignee.id, clients.defaultAssigneeId), eq(assignee.status, 'Active')))
    .where(
      and(
        eq(clients.isActive, true),
        range.clientIds ? inArray(clients.id, range.clientIds) : undefined,
        teamOnly ? teamClients(ctx) : undefined,
      ),
    );
  const leaderOf = (latest: string | null) =>
    ctx.user.role === 'ADMIN' ? (latest ?? ctx.user.id) : ctx.user.id;
  return rows.map((r) => ({
    client: {
      id: r.id,
      name: r.name,
      allottedTo: r.assigneeId,
      teamLeader: leaderOf(r.latestLeader),
    } satisfies ClientForGeneration,
    profile: { ...r.profile, gstin: r.gstin || null } satisfies ComplianceProfile,
  }));
}

/** Estimated minutes by lower-cased template name, from the practice's active templates. */
async function estimatesByName(tx: TenantDb): Promise<Map<string, number>> {
  const rows = await tx
    .select({ name: taskTemplates.name, et: taskTemplates.defaultEstimatedMinutes })
    .from(taskTemplates)
    .where(eq(taskTemplates.isActive, true));
  return new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.et]));
}

/** The keys of items already there for these clients and periods. */
async function existingKeys(tx: TenantDb, clientIds: string[], periods: string[]): Promise<Set<string>> {
  if (periods.length === 0) return new Set();
  const rows = await tx
    .select({
      clientId: complianceItems.clientId,
      code: complianceItems.code,
      period: complianceItems.period,
      directorDin: complianceItems.directorDin,
    })
    .from(complianceItems)
    .where(and(inArray(complianceItems.period, periods), inArray(complianceItems.clientId, clientIds)));
  return new Set(rows.map((r) => `${r.clientId}|${obligationKey(r)}`));
}

/**
 * Generates for the clients in range, without the caller's role check (follow-profile and the
 * daily job call it as they need). `teamOnly` keeps a Team Leader to their team's clients.
 */
export async function generateForClients(
  ctx: ServiceContext,
  range: GenerateRange,
  teamOnly = false,
): Promise<GenerateResult> {
  const today = await practiceToday(ctx);
  return ctx.db.transaction(async (tx) => {
    const found = await clientsToGenerate(ctx, tx, range, teamOnly);
    if (found.length === 0) return { created: 0, existing: 0, overdue: 0 };
    const wanted = found.flatMap(({ client, profile }) =>
      obligationsBetween(profile, range.from, range.to).map((obligation) => ({ client, obligation })),
    );
    const periods = [...new Set(wanted.map((w) => w.obligation.period))];
    const [existing, extensions, estimates, status, priorityId] = await Promise.all([
      existingKeys(
        tx,
        found.map((f) => f.client.id),
        periods,
      ),
      extensionsOfPeriods(tx, periods),
      estimatesByName(tx),
      findStatusByKey(tx, ctx.orgId, 'TODO'),
      defaultPriorityId(tx, ctx.orgId),
    ]);
    const planned = wanted
      .filter(({ client, obligation }) => !existing.has(`${client.id}|${obligationKey(obligation)}`))
      .map(({ client, obligation }) =>
        planTask(
          client,
          obligation,
          extensionFor(extensions, client.id, obligation),
          estimates.get(obligation.code.toLowerCase()) ?? 0,
        ),
      )
      .sort(byItemKey);
    const defaults = { createdBy: ctx.user.id, statusId: status.id, priorityId };
    const created: PlannedTask[] = [];
    for (let start = 0; start < planned.length; start += WRITE_CHUNK)
      created.push(...(await writePlannedChunk(tx, defaults, planned.slice(start, start + WRITE_CHUNK))));
    await notifyGenerated({ ...ctx, db: tx }, created);
    // A range reaching into the past generates what is already past due too: overdue, not skipped.
    const overdue = created.filter((task) => isWorkOverdue({ dueDate: task.dueDate, done: false }, today));
    return { created: created.length, existing: wanted.length - created.length, overdue: overdue.length };
  });
}

/** POST /compliance/generate: an Admin for the practice, a Team Leader for their team's clients. */
export async function generateObligations(ctx: ServiceContext, body: GenerateBody): Promise<GenerateResult> {
  if (ctx.user.role === 'TEAM_MEMBER') throw new Forbidden();
  if (body.to < body.from)
    throw new Invalid(GENERATE_MESSAGES.toBeforeFrom, [
      { field: 'to', message: GENERATE_MESSAGES.toBeforeFrom },
    ]);
  if (dayjs(body.from).add(2, 'year').format('YYYY-MM-DD') < body.to)
    throw new Invalid(GENERATE_MESSAGES.tooLong, [{ field: 'to', message: GENERATE_MESSAGES.tooLong }]);
  return generateForClients(ctx, body, ctx.user.role !== 'ADMIN');
}
