// A leader's decisions on submitted days: approve several at once (which locks them), return one
// with a comment for the member to edit and resubmit, or reopen an approved one (unlocking it).
// Each step is recorded in the day's history and the member is told.
import { DAY_END_MESSAGES, type DayEndDecision, type DayEndStatus } from '@practice-desk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { dayEndEvents, dayEnds } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import { notifyDayDecision } from './notify';
import { minutesOn } from './service';
import { assertMayDecide, reachableDays } from './team';

type Decision = 'approved' | 'returned' | 'reopened';
const FROM: Record<Decision, { status: DayEndStatus; message: string }> = {
  approved: { status: 'submitted', message: DAY_END_MESSAGES.notSubmitted },
  returned: { status: 'submitted', message: DAY_END_MESSAGES.notSubmitted },
  reopened: { status: 'approved', message: DAY_END_MESSAGES.notApproved },
};

/** The days, locked for this transaction, once the caller is shown to be allowed to decide them. */
async function daysToDecide(ctx: ServiceContext, tx: TenantDb, ids: string[], decision: Decision) {
  await assertMayDecide(ctx, tx, []);
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: dayEnds.id, userId: dayEnds.userId, date: dayEnds.date, status: dayEnds.status })
    .from(dayEnds)
    .where(and(eq(dayEnds.orgId, ctx.orgId), inArray(dayEnds.id, unique)))
    .orderBy(dayEnds.date)
    .for('update');
  if (rows.length < unique.length) throw new NotFound(DAY_END_MESSAGES.notFound);
  await assertMayDecide(
    ctx,
    tx,
    rows.map((r) => r.userId),
  );
  const reachable = await tx
    .select({ id: dayEnds.id })
    .from(dayEnds)
    .where(and(eq(dayEnds.orgId, ctx.orgId), inArray(dayEnds.id, unique), reachableDays(ctx)));
  if (reachable.length < unique.length) throw new Forbidden(DAY_END_MESSAGES.notYourTeam);
  if (rows.some((r) => r.status !== FROM[decision].status)) throw new Conflict(FROM[decision].message);
  return rows;
}

async function decide(
  ctx: ServiceContext,
  ids: string[],
  decision: Decision,
  comment: string | null,
): Promise<DayEndDecision[]> {
  return ctx.db.transaction(async (tx) => {
    const days = await daysToDecide(ctx, tx, ids, decision);
    const decidedAt = new Date();
    const decided: DayEndDecision[] = [];
    for (const day of days) {
      // Entries may have changed since the day was submitted: what is approved is what is there now.
      const totalMinutes = await minutesOn(tx, ctx.orgId, day.userId, day.date);
      await tx
        .update(dayEnds)
        .set({
          status: decision,
          decidedBy: ctx.user.id,
          decidedAt,
          decisionComment: comment,
          ...(decision === 'approved' ? { totalMinutes } : {}),
        })
        .where(and(eq(dayEnds.orgId, ctx.orgId), eq(dayEnds.id, day.id)));
      await tx.insert(dayEndEvents).values({
        orgId: ctx.orgId,
        dayEndId: day.id,
        action: decision,
        byUser: ctx.user.id,
        comment,
        totalMinutes,
      });
      await notifyDayDecision({ ...ctx, db: tx }, { ...day, decision, comment });
      decided.push({
        id: day.id,
        date: day.date,
        userId: day.userId,
        status: decision,
        decidedAt: decidedAt.toISOString(),
        comment,
      });
    }
    return decided;
  });
}

export const approveDays = (ctx: ServiceContext, ids: string[]) => decide(ctx, ids, 'approved', null);
export const returnDay = (ctx: ServiceContext, id: string, comment: string) =>
  decide(ctx, [id], 'returned', comment).then(([day]) => day);
export const reopenDay = (ctx: ServiceContext, id: string, comment: string) =>
  decide(ctx, [id], 'reopened', comment).then(([day]) => day);
