// Reads a period's advances for Table 11 of GSTR-1: the receipt vouchers dated in the period
// (Table 13, and 11A), and the adjustments on the invoices issued in the period (11B). An
// adjustment is made on a draft; it counts only once its invoice is issued (Sent or Done).
// Table 11A is the advance received in the period "for which an invoice is not generated", 11B the
// advance "received in earlier tax periods" for which invoices were generated in this one (the
// form's Table 11 headings as Oracle's JD Edwards India localization manual, "GSTR1 Information
// Extract Section 11", docs.oracle.com, describes them): so the part of an advance set off against
// an invoice issued by the period's end is left out of 11A, and 11B holds only advances of
// earlier periods; the invoice carries that tax. Either way the liability nets the same.
import type {
  Gstr1AdvanceFigures,
  Gstr1Advances,
  Gstr1Period,
  Gstr1RateTax,
  Gstr1ReceiptVoucher,
} from '@practice-desk/contracts';
import { and, asc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import { advanceAdjustments, advances, invoices, type TaxLine } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';

type AdvanceRecord = typeof advances.$inferSelect;

/** Where the advance's supply is and whether it crosses states, as charged on the voucher: one tax
 * (IGST) is inter-State, a pair (central first, then state: invoice-tax.ts `taxesOn`) intra-State.
 * Read by position, not name, since the practice may label its tax columns otherwise. */
function placeOf(advance: AdvanceRecord, taxes: readonly TaxLine[]) {
  const supplierState = advance.supplier.stateCode ?? advance.supplier.gstin?.slice(0, 2) ?? '';
  return {
    placeOfSupply: advance.placeOfSupply?.stateCode ?? advance.billedTo.stateCode ?? supplierState,
    interState: taxes.length === 1,
  };
}

function rateTax(taxes: readonly TaxLine[], inter: boolean): Gstr1RateTax[] {
  if (taxes.length === 0) return [];
  const [first, second] = taxes;
  return [
    {
      rateBp: taxes.reduce((sum, tax) => sum + tax.rateBp, 0),
      igstPaise: inter ? (first?.amountPaise ?? 0) : 0,
      cgstPaise: inter ? 0 : (first?.amountPaise ?? 0),
      sgstPaise: inter ? 0 : (second?.amountPaise ?? 0),
    },
  ];
}

function figuresOf(
  advance: AdvanceRecord,
  taxablePaise: number,
  taxes: readonly TaxLine[],
): Gstr1AdvanceFigures {
  // The place comes from the advance's own taxes, so an adjustment falls where its advance did.
  const place = placeOf(advance, advance.taxes);
  return { ...place, taxablePaise, taxes: rateTax(taxes, place.interState) };
}

/** The voucher number's series: all but its three-digit sequence ('RV/26-27/'). */
const seriesOf = (number: string, sequence: number) => {
  const tail = String(sequence).padStart(3, '0');
  return number.endsWith(tail) ? number.slice(0, -tail.length) : number;
};

/** The advance's taxable value and taxes less what was set off against invoices already issued. */
function unadjusted(advance: AdvanceRecord, setOff: { taxablePaise: number; taxes: TaxLine[] }[]) {
  const taxes = advance.taxes.map((tax, i) => ({
    ...tax,
    amountPaise: tax.amountPaise - setOff.reduce((sum, a) => sum + (a.taxes[i]?.amountPaise ?? 0), 0),
  }));
  const taxablePaise = advance.taxablePaise - setOff.reduce((sum, a) => sum + a.taxablePaise, 0);
  // Wholly invoiced within the period: nothing of it is reported as an advance.
  const left = taxablePaise !== 0 || taxes.some((tax) => tax.amountPaise !== 0);
  return { taxablePaise, taxes: left ? taxes : [] };
}

const issued = inArray(invoices.status, ['Sent', 'Done']);

export async function periodAdvances(db: TenantDb, period: Gstr1Period): Promise<Gstr1Advances> {
  const received = await db
    .select()
    .from(advances)
    .where(and(gte(advances.date, period.from), lte(advances.date, period.to)))
    .orderBy(asc(advances.date), asc(advances.sequence));
  const adjustments = await db
    .select({ adjustment: advanceAdjustments, advance: advances })
    .from(advanceAdjustments)
    .innerJoin(invoices, eq(invoices.id, advanceAdjustments.invoiceId))
    .innerJoin(advances, eq(advances.id, advanceAdjustments.advanceId))
    .where(
      and(
        issued,
        gte(invoices.invoiceDate, period.from),
        lte(invoices.invoiceDate, period.to),
        lt(advances.date, period.from),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(advanceAdjustments.createdAt));
  const receivedIds = received.map((a) => a.id);
  const setOff = receivedIds.length
    ? await db
        .select({
          advanceId: advanceAdjustments.advanceId,
          taxablePaise: advanceAdjustments.taxablePaise,
          taxes: advanceAdjustments.taxes,
        })
        .from(advanceAdjustments)
        .innerJoin(invoices, eq(invoices.id, advanceAdjustments.invoiceId))
        .where(
          and(
            issued,
            lte(invoices.invoiceDate, period.to),
            inArray(advanceAdjustments.advanceId, receivedIds),
          ),
        )
    : [];
  return {
    received: received.map((advance): Gstr1ReceiptVoucher => {
      const left = unadjusted(
        advance,
        setOff.filter((a) => a.advanceId === advance.id),
      );
      return {
        number: advance.number,
        series: seriesOf(advance.number, advance.sequence),
        sequence: advance.sequence,
        date: advance.date,
        ...figuresOf(advance, left.taxablePaise, left.taxes),
      };
    }),
    adjusted: adjustments.map(({ adjustment, advance }) =>
      figuresOf(advance, adjustment.taxablePaise, adjustment.taxes),
    ),
  };
}
