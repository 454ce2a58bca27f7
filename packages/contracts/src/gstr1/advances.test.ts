import { describe, expect, it } from 'vitest';
import { advanceAdjustment, advanceAmounts } from '../advance-tax';
import type { TaxRegime } from '../invoice-tax';
import { buildGstr1 } from './build';
import type { Gstr1AdvanceFigures, Gstr1ReceiptVoucher } from './documents';

const GSTIN = '27AAPFU0939F1ZV';

function regime(recipientStateCode: string, gstRateBp: number): TaxRegime {
  return {
    supplierGstin: GSTIN,
    supplierStateCode: '27',
    recipientStateCode,
    gstRateBp,
    country: 'India',
    taxLabels: ['CGST', 'SGST', 'IGST'],
    customTaxes: [],
  };
}

/** The figures of an advance of `amountPaise` (tax included) from a client in `pos`, as the API
 * reads a stored advance: its taxes at the full rate, central first. */
function figures(amountPaise: number, pos: string, rateBp: number): Gstr1AdvanceFigures {
  const amounts = advanceAmounts(amountPaise, regime(pos, rateBp));
  const inter = pos !== '27';
  const [first, second] = amounts.taxes;
  return {
    placeOfSupply: pos,
    interState: inter,
    taxablePaise: amounts.taxablePaise,
    taxes: [
      {
        rateBp: rateBp,
        igstPaise: inter ? (first?.amountPaise ?? 0) : 0,
        cgstPaise: inter ? 0 : (first?.amountPaise ?? 0),
        sgstPaise: inter ? 0 : (second?.amountPaise ?? 0),
      },
    ],
  };
}

function voucher(sequence: number, amountPaise: number, pos: string, rateBp = 1800): Gstr1ReceiptVoucher {
  const number = `RV/26-27/${String(sequence).padStart(3, '0')}`;
  return { number, series: 'RV/26-27/', sequence, date: '2026-10-10', ...figures(amountPaise, pos, rateBp) };
}

describe('GSTR-1 Table 11: advances', () => {
  it('groups advances received by place of supply, INTRA/INTER and rate, with their taxable value and tax', () => {
    const received = [
      voucher(1, 1_180_000, '27'), // ₹11,800 at 18% in Maharashtra: 10,000 + 900 + 900
      voucher(2, 590_000, '27'), // ₹5,900: 5,000 + 450 + 450
      voucher(3, 1_120_000, '27', 1200), // ₹11,200 at 12%: 10,000 + 600 + 600
      voucher(4, 100_001, '29'), // ₹1,000.01 to Karnataka: 847.47 + IGST 152.54
    ];
    const { return: r, sections, totals } = buildGstr1(GSTIN, '102026', [], { received, adjusted: [] });
    expect(r.at).toEqual([
      {
        pos: '29',
        sply_ty: 'INTER',
        itms: [{ rt: 18, ad_amt: 847.47, iamt: 152.54, camt: 0, samt: 0, csamt: 0 }],
      },
      {
        pos: '27',
        sply_ty: 'INTRA',
        itms: [
          { rt: 18, ad_amt: 15000, iamt: 0, camt: 1350, samt: 1350, csamt: 0 },
          { rt: 12, ad_amt: 10000, iamt: 0, camt: 600, samt: 600, csamt: 0 },
        ],
      },
    ]);
    expect(r.txpd).toBeUndefined();
    expect(sections.find((s) => s.section === 'at')).toEqual({
      section: 'at',
      count: 3,
      taxable: '25847.47',
      igst: '152.54',
      cgst: '1950.00',
      sgst: '1950.00',
    });
    // Advances are not supplies invoiced: the totals that tie to the sales register leave them out.
    expect(totals.taxable).toBe('0.00');
    expect(r.doc_issue.doc_det).toEqual([
      {
        doc_num: 6,
        docs: [{ num: 1, from: 'RV/26-27/001', to: 'RV/26-27/004', totnum: 4, cancel: 0, net_issue: 4 }],
      },
    ]);
  });

  it('reports an advance received in October in 11A of October and its adjustment in 11B of November', () => {
    const received = voucher(7, 1_180_000, '29');
    const october = buildGstr1(GSTIN, '102026', [], { received: [received], adjusted: [] }).return;
    expect(october.at?.[0]?.itms).toEqual([
      { rt: 18, ad_amt: 10000, iamt: 1800, camt: 0, samt: 0, csamt: 0 },
    ]);
    expect(october.txpd).toBeUndefined();

    // November: ₹5,900 of it set off against an invoice issued in November, its tax in proportion.
    const advance = advanceAmounts(1_180_000, regime('29', 1800));
    const part = advanceAdjustment(advance, { amountPaise: 0, taxPaise: {} }, 590_000, 2_000_000);
    if (!part.ok) throw new Error('adjustment refused');
    const adjusted: Gstr1AdvanceFigures = {
      placeOfSupply: '29',
      interState: true,
      taxablePaise: part.amounts.taxablePaise,
      taxes: [
        { rateBp: 1800, igstPaise: part.amounts.taxes[0]?.amountPaise ?? 0, cgstPaise: 0, sgstPaise: 0 },
      ],
    };
    const november = buildGstr1(GSTIN, '112026', [], { received: [], adjusted: [adjusted] });
    expect(november.return.at).toBeUndefined();
    expect(november.return.txpd).toEqual([
      {
        pos: '29',
        sply_ty: 'INTER',
        itms: [{ rt: 18, ad_amt: 5000, iamt: 900, camt: 0, samt: 0, csamt: 0 }],
      },
    ]);
    expect(november.return.doc_issue.doc_det).toEqual([]);
    expect(november.sections.find((s) => s.section === 'txpd')).toMatchObject({
      count: 1,
      taxable: '5000.00',
    });
  });

  it('sums paise exactly: three advances of ₹0.10 taxable each make ₹0.30, not 0.30000000000000004', () => {
    const tiny = (sequence: number): Gstr1ReceiptVoucher => ({
      ...voucher(sequence, 100, '27'),
      taxablePaise: 10,
      taxes: [{ rateBp: 1800, igstPaise: 0, cgstPaise: 1, sgstPaise: 1 }],
    });
    const { return: r } = buildGstr1(GSTIN, '102026', [], { received: [1, 2, 3].map(tiny), adjusted: [] });
    expect(r.at?.[0]?.itms[0]).toEqual({ rt: 18, ad_amt: 0.3, iamt: 0, camt: 0.03, samt: 0.03, csamt: 0 });
  });

  it('leaves out an advance that carried no GST', () => {
    const noTax: Gstr1ReceiptVoucher = { ...voucher(1, 100_000, '27'), taxablePaise: 100_000, taxes: [] };
    const { return: r } = buildGstr1(GSTIN, '102026', [], { received: [noTax], adjusted: [] });
    expect(r.at).toBeUndefined();
    expect(r.doc_issue.doc_det[0]?.doc_num).toBe(6);
  });
});
