// GSTR-1 of the practice's own invoices for a period: the practice's GSTIN and filing frequency
// (monthly, or quarterly under QRMP as set in invoice settings), the return built from the
// period's issued documents and advances, and the period's filing mark.
import {
  buildGstr1,
  GSTR1_MESSAGES,
  type Gstr1Answer,
  type Gstr1Period,
  gstr1Period,
} from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { invoiceSettings } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Conflict, Invalid } from '../../lib/errors';
import { periodAdvances } from './advances';
import { periodDocuments } from './documents';
import { filingOf } from './filing';

export interface PracticeReturnSettings {
  gstin: string;
  quarterly: boolean;
}

async function returnSettings(ctx: ServiceContext): Promise<PracticeReturnSettings> {
  const [settings] = await ctx.db
    .select({ gstin: invoiceSettings.gstNumber, quarterly: invoiceSettings.gstr1Quarterly })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.orgId, ctx.orgId));
  if (!settings?.gstin) throw new Conflict(GSTR1_MESSAGES.noGstin);
  return { gstin: settings.gstin, quarterly: settings.quarterly };
}

/** The period as asked, refused when it does not match how the practice files (month or quarter). */
export async function practicePeriod(ctx: ServiceContext, text: string) {
  const settings = await returnSettings(ctx);
  const period = gstr1Period(text) as Gstr1Period;
  const wrong = settings.quarterly ? period.kind !== 'quarter' : period.kind !== 'month';
  if (wrong) {
    const message = settings.quarterly ? GSTR1_MESSAGES.quarterlyPractice : GSTR1_MESSAGES.monthlyPractice;
    throw new Invalid(message, [{ field: 'period', message }]);
  }
  return { period, settings };
}

export async function gstr1Return(ctx: ServiceContext, text: string): Promise<Gstr1Answer> {
  const { period, settings } = await practicePeriod(ctx, text);
  const { documents } = await periodDocuments(ctx.db, period);
  const built = buildGstr1(settings.gstin, period.fp, documents, await periodAdvances(ctx.db, period));
  return {
    period: period.period,
    label: period.label,
    frequency: settings.quarterly ? 'quarterly' : 'monthly',
    return: built.return,
    sections: built.sections,
    totals: built.totals,
    filing: await filingOf(ctx.db, period.period),
  };
}
