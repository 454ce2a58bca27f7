// The Tally export's ledger names (Configurations › Invoices › Tally ledgers): kept on the
// practice's invoice settings, each one never changed read as Tally's usual name.
import { type TallyLedgers, type TallyLedgersBody, tallyLedgersOf } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { invoiceSettings } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';

export async function readTallyLedgers(ctx: ServiceContext): Promise<TallyLedgers> {
  const [row] = await ctx.db
    .select({ ledgers: invoiceSettings.tallyLedgers })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.orgId, ctx.orgId));
  return tallyLedgersOf(row?.ledgers);
}

export async function saveTallyLedgers(ctx: ServiceContext, body: TallyLedgersBody): Promise<TallyLedgers> {
  await ctx.db
    .insert(invoiceSettings)
    .values({ orgId: ctx.orgId, tallyLedgers: body })
    .onConflictDoUpdate({
      target: invoiceSettings.orgId,
      set: { tallyLedgers: body, updatedAt: new Date() },
    });
  return readTallyLedgers(ctx);
}
