// The GSTR-1 filing mark and the lock it puts on its period: once a period is marked filed, the
// invoices dated in it keep what was reported (no line edits, revert or sending a draft of it) and
// no credit note or receipt voucher (advance) is dated in it, until an Admin undoes the mark (kept, with who and when).
import {
  GSTR1_MESSAGES,
  type Gstr1FiledBody,
  type Gstr1Filing,
  type Gstr1Period,
  gstr1Period,
} from '@practice-desk/contracts';
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { gstr1Filings, invoiceSettings, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Conflict, Invalid } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';

const standing = (period: string) => and(eq(gstr1Filings.period, period), isNull(gstr1Filings.undoneAt));

/** Refuses (409, naming the period) when `date` falls in a period whose GSTR-1 is marked filed. */
export async function assertPeriodOpen(db: TenantDb, date: string): Promise<void> {
  // A shared lock on the practice's invoice settings row: a change in flight finishes before a
  // filing mark (which takes it exclusively) is written, and one after the mark sees it.
  await db.select({ orgId: invoiceSettings.orgId }).from(invoiceSettings).for('share');
  const [filed] = await db
    .select({ period: gstr1Filings.period })
    .from(gstr1Filings)
    .where(
      and(isNull(gstr1Filings.undoneAt), lte(gstr1Filings.fromDate, date), gte(gstr1Filings.toDate, date)),
    )
    .limit(1);
  if (filed) throw new Conflict(GSTR1_MESSAGES.locked(gstr1Period(filed.period)?.label ?? filed.period));
}

export async function filingOf(db: TenantDb, period: string): Promise<Gstr1Filing | null> {
  const [row] = await db
    .select({
      period: gstr1Filings.period,
      filedOn: gstr1Filings.filedOn,
      arn: gstr1Filings.arn,
      markedBy: users.name,
      markedAt: gstr1Filings.markedAt,
    })
    .from(gstr1Filings)
    .leftJoin(users, eq(users.id, gstr1Filings.markedBy))
    .where(standing(period));
  return row ? { ...row, markedAt: row.markedAt.toISOString() } : null;
}

/** POST /gst/gstr1/filed: marks the period filed (Admin). */
export async function markFiled(ctx: ServiceContext, period: Gstr1Period, body: Gstr1FiledBody) {
  const today = await practiceToday(ctx);
  if (body.filedOn > today)
    throw new Invalid(GSTR1_MESSAGES.filedOnFuture, [
      { field: 'filedOn', message: GSTR1_MESSAGES.filedOnFuture },
    ]);
  if (body.filedOn < period.from)
    throw new Invalid(GSTR1_MESSAGES.filedOnBeforePeriod, [
      { field: 'filedOn', message: GSTR1_MESSAGES.filedOnBeforePeriod },
    ]);
  return ctx.db.transaction(async (tx) => {
    // Waits for changes in flight to the period's documents, and for a second mark of the period.
    await tx.select({ orgId: invoiceSettings.orgId }).from(invoiceSettings).for('update');
    if (await filingOf(tx, period.period)) throw new Conflict(GSTR1_MESSAGES.alreadyFiled(period.label));
    await tx.insert(gstr1Filings).values({
      orgId: ctx.orgId,
      period: period.period,
      fromDate: period.from,
      toDate: period.to,
      filedOn: body.filedOn,
      arn: body.arn,
      markedBy: ctx.user.id,
    });
    return filingOf(tx, period.period);
  });
}

/** DELETE /gst/gstr1/filed: undoes the mark (Admin); the row stays with who undid it and when. */
export async function undoFiled(ctx: ServiceContext, period: Gstr1Period): Promise<void> {
  const undone = await ctx.db
    .update(gstr1Filings)
    .set({ undoneBy: ctx.user.id, undoneAt: new Date() })
    .where(standing(period.period))
    .returning({ id: gstr1Filings.id });
  if (!undone.length) throw new Conflict(GSTR1_MESSAGES.notFiled(period.label));
}
