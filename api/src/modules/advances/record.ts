// Recording an advance received from a client before the invoice: a receipt voucher (Rule 50 of
// the CGST Rules, 2017) numbered in the practice's series for the year of the receipt, with the
// GST in the amount received (contracts' `advanceAmounts`, tax-inclusive). Section 13(2) of the
// CGST Act makes the receipt of an advance for services the time of supply, so the tax is due now.
//
// Rule 50 of the CGST Rules, 2017 (Chapter VI), as the rules' published text reads at
// lawcrux.com/data5t/gt/gtstrl/cgst_rule_50.htm and gstvidhi.com (Rule 50), the two alike
// (to be checked against CBIC's own copy of the rules): "A receipt voucher
// referred to in clause (d) of sub-section (3) of section 31 shall contain the following
// particulars, namely,- (a) name, address and Goods and Services Tax Identification Number of the
// supplier; (b) a consecutive serial number not exceeding sixteen characters, in one or multiple
// series, containing alphabets or numerals or special characters- hyphen or dash and slash ...
// unique for a financial year; (c) date of its issue; (d) name, address and Goods and Services Tax
// Identification Number or Unique Identity Number, if registered, of the recipient; (e)
// description of goods or services; (f) amount of advance taken; (g) rate of tax (central tax,
// State tax, integrated tax, Union territory tax or cess); (h) amount of tax charged in respect of
// taxable goods or services ...; (i) place of supply along with the name of State and its code, in
// case of a supply in the course of inter-State trade or commerce; (j) whether the tax is payable
// on reverse charge basis; and (k) signature or digital signature of the supplier or his
// authorised representative: Provided that where at the time of receipt of advance,- (i) the rate
// of tax is not determinable, the tax shall be paid at the rate of eighteen per cent.; (ii) the
// nature of supply is not determinable, the same shall be treated as inter-State supply."
// Hence: a client whose state is not known is charged IGST (proviso (ii)), as `isIntraState` does.
import {
  ADVANCE_MESSAGES,
  type AdvanceBody,
  type AdvanceRow,
  advanceAmounts,
  financialYearOf,
  formatReceiptVoucherNumber,
  isValidReceiptVoucherNumber,
  paiseOf,
} from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { advanceSequences, advances, invoiceSettings } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Invalid } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { readPreferences } from '../config/preferences';
import { assertPeriodOpen } from '../gst/filing';
import { billedToOf, regimeFor, supplierOf } from '../invoices/billing';
import { takeFromYearlySeries } from '../invoices/yearly-series';
import { toAdvanceRow } from './advance-row';
import { clientInScope } from './client-scope';

export async function recordAdvance(
  ctx: ServiceContext,
  clientId: string,
  body: AdvanceBody,
): Promise<AdvanceRow> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const client = await clientInScope(txCtx, clientId);
    if (body.date > (await practiceToday(txCtx)))
      throw new Invalid(ADVANCE_MESSAGES.inFuture, [{ field: 'date', message: ADVANCE_MESSAGES.inFuture }]);
    // Its receipt voucher is reported in that period's GSTR-1 (Tables 11A and 13): a filed one is kept.
    await assertPeriodOpen(tx, body.date);
    const [settings] = await tx.select().from(invoiceSettings).where(eq(invoiceSettings.orgId, ctx.orgId));
    if (!settings) throw new Error(`practice ${ctx.orgId} has no invoice settings`);
    const preferences = await readPreferences(txCtx);
    const amounts = advanceAmounts(paiseOf(body.amount), regimeFor(settings, preferences, client));

    // The voucher is issued on the day the money came in; its number is of that day's year.
    const financialYear = financialYearOf(body.date);
    const sequence = await takeFromYearlySeries(tx, advanceSequences, ctx.orgId, financialYear);
    const number = formatReceiptVoucherNumber(sequence, body.date);
    if (!isValidReceiptVoucherNumber(number)) throw new Invalid(ADVANCE_MESSAGES.numberTooLong(number));
    const billedTo = billedToOf(client);
    const [advance] = await tx
      .insert(advances)
      .values({
        orgId: ctx.orgId,
        clientId,
        number,
        sequence,
        financialYear,
        date: body.date,
        mode: body.mode,
        reference: body.reference || null,
        description: body.description,
        sac: body.sac ?? settings.sacCode,
        amountPaise: amounts.amountPaise,
        taxablePaise: amounts.taxablePaise,
        taxes: amounts.taxes,
        supplier: supplierOf(settings),
        billedTo: { ...billedTo },
        placeOfSupply:
          billedTo.stateCode && billedTo.stateName
            ? { stateCode: billedTo.stateCode, stateName: billedTo.stateName }
            : null,
        createdBy: ctx.user.id,
      })
      .returning();
    if (!advance) throw new Error('advance insert returned nothing');
    return toAdvanceRow(advance, []);
  });
}
