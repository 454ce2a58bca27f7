// Taking back an advance recorded in error (a bank line taken as an advance and undone): only
// while nothing of it is adjusted against an invoice and its GSTR-1 period is not filed (its
// receipt voucher is reported there). The audit trail's triggers record the deletion.
import { RECONCILE_MESSAGES } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { advanceAdjustments, advances } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Conflict } from '../../lib/errors';
import { assertPeriodOpen } from '../gst/filing';
import { findAdvance } from './advance-row';

export async function removeAdvance(ctx: ServiceContext, advanceId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const advance = await findAdvance(tx, ctx.orgId, advanceId, { lock: true });
    const [adjusted] = await tx
      .select({ id: advanceAdjustments.id })
      .from(advanceAdjustments)
      .where(eq(advanceAdjustments.advanceId, advanceId))
      .limit(1);
    if (adjusted) throw new Conflict(RECONCILE_MESSAGES.undoAdjusted);
    await assertPeriodOpen(tx, advance.date);
    await tx.delete(advances).where(eq(advances.id, advanceId));
  });
}
