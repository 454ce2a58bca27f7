import { describe, expect, it } from 'vitest';
import { splitByWeight } from './amounts';
import { buildGstr1 } from './build';
import type { Gstr1Document } from './documents';
import { b2clThresholdPaise, gstr1Period } from './period';

const GSTIN = '27AAPFU0939F1ZV';
const CLIENT = '29AAQFD7312M1ZB';

/** An invoice of one 18% service line; intra-State (27) unless a place of supply is given. */
function invoice(sequence: number, taxablePaise: number, extra: Partial<Gstr1Document> = {}): Gstr1Document {
  const pos = extra.placeOfSupply ?? '27';
  const inter = pos !== '27';
  const half = Math.round((taxablePaise * 900) / 10_000);
  const tax = inter
    ? { igstPaise: 2 * half, cgstPaise: 0, sgstPaise: 0 }
    : { igstPaise: 0, cgstPaise: half, sgstPaise: half };
  return {
    kind: 'invoice',
    number: `INV-${sequence}`,
    series: 'INV-',
    sequence,
    date: '2026-10-05',
    recipientGstin: null,
    placeOfSupply: pos,
    interState: inter,
    valuePaise: Math.round((taxablePaise + 2 * half) / 100) * 100,
    lines: [
      {
        sac: '998231',
        description: 'GST return filing',
        quantity: 1,
        amountPaise: taxablePaise,
        rateBp: 1800,
      },
    ],
    taxes: [{ rateBp: 1800, ...tax }],
    ...extra,
  };
}

describe('GSTR-1 builder', () => {
  it('writes rupees from paise exactly (no float drift) with the portal dates and period', () => {
    const docs = [invoice(1, 10, { recipientGstin: CLIENT }), invoice(2, 20, { recipientGstin: CLIENT })];
    const { return: r, totals } = buildGstr1(GSTIN, '102026', docs);
    expect(r.fp).toBe('102026');
    const inv = r.b2b?.[0]?.inv ?? [];
    expect(inv.map((i) => i.itms[0]?.itm_det.txval)).toEqual([0.1, 0.2]);
    expect(inv[0]).toMatchObject({ inum: 'INV-1', idt: '05-10-2026', pos: '27', rchrg: 'N', inv_typ: 'R' });
    expect(totals.taxable).toBe('0.30');
    expect(r.b2cs).toBeUndefined();
  });

  it('groups unregistered invoices into B2CS by place of supply, rate and INTRA/INTER, less their credit notes', () => {
    const docs = [
      invoice(1, 100_000),
      invoice(2, 50_050),
      invoice(3, 20_000, { placeOfSupply: '29' }),
      { ...invoice(1, 10_000), kind: 'creditNote' as const, number: 'CN/26-27/001', series: 'CN/26-27/' },
    ];
    const { return: r } = buildGstr1(GSTIN, '102026', docs);
    expect(r.b2cs).toEqual([
      { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: 200, iamt: 36, csamt: 0 },
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 1400.5, camt: 126.05, samt: 126.05, csamt: 0 },
    ]);
    expect(r.cdnr).toBeUndefined();
  });

  it('reports an inter-State B2C invoice above ₹1,00,000 invoice-wise as B2CL, and not one of exactly ₹1,00,000', () => {
    expect(b2clThresholdPaise('2026-10-05')).toBe(10_000_000);
    expect(b2clThresholdPaise('2024-07-31')).toBe(25_000_000);
    const large = invoice(1, 8_474_600, { placeOfSupply: '29' }); // 84,746 + 18% = 1,00,000.28 → 1,00,000
    const larger = invoice(2, 8_500_000, { placeOfSupply: '29' }); // 1,00,300
    const intra = invoice(3, 9_000_000); // intra-State: B2CS whatever the value
    expect(large.valuePaise).toBe(10_000_000);
    const { return: r } = buildGstr1(GSTIN, '102026', [large, larger, intra]);
    expect(r.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: 'INV-2',
            idt: '05-10-2026',
            val: 100300,
            itms: [{ num: 1, itm_det: { txval: 85000, rt: 18, iamt: 15300, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(r.b2cs?.map((row) => [row.sply_ty, row.txval])).toEqual([
      ['INTER', 84746],
      ['INTRA', 90000],
    ]);
  });

  it('puts credit notes to registered recipients in CDNR and the HSN summary net of them', () => {
    const note = {
      ...invoice(1, 25_000, { recipientGstin: CLIENT }),
      kind: 'creditNote' as const,
      number: 'CN/26-27/001',
      series: 'CN/26-27/',
      date: '2026-10-20',
    };
    const { return: r, totals } = buildGstr1(GSTIN, '102026', [
      invoice(7, 100_000, { recipientGstin: CLIENT }),
      note,
    ]);
    expect(r.cdnr).toEqual([
      {
        ctin: CLIENT,
        nt: [
          {
            ntty: 'C',
            nt_num: 'CN/26-27/001',
            nt_dt: '20-10-2026',
            val: 295,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 250, rt: 18, camt: 22.5, samt: 22.5, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(r.hsn.hsn_b2b).toEqual([
      {
        num: 1,
        hsn_sc: '998231',
        desc: 'GST return filing',
        uqc: 'NA',
        qty: 0,
        rt: 18,
        txval: 750,
        iamt: 0,
        camt: 67.5,
        samt: 67.5,
        csamt: 0,
      },
    ]);
    expect(r.hsn.hsn_b2c).toEqual([]);
    expect(totals).toMatchObject({ taxable: '750.00', cgst: '67.50', sgst: '67.50', igst: '0.00' });
  });

  it('counts the gaps inside a series range as cancelled, per series, invoices and credit notes apart', () => {
    const docs = [
      invoice(1001, 100),
      invoice(1002, 100),
      invoice(1005, 100),
      invoice(3, 100, { number: 'INV/26-27/003', series: 'INV/26-27/' }),
    ];
    const notes = [
      { ...invoice(1, 100), kind: 'creditNote' as const, number: 'CN/26-27/001', series: 'CN/26-27/' },
    ];
    const docDet = buildGstr1(GSTIN, '102026', [...docs, ...notes]).return.doc_issue.doc_det;
    expect(docDet).toEqual([
      {
        doc_num: 1,
        docs: [
          { num: 1, from: 'INV-1001', to: 'INV-1005', totnum: 5, cancel: 2, net_issue: 3 },
          { num: 2, from: 'INV/26-27/003', to: 'INV/26-27/003', totnum: 1, cancel: 0, net_issue: 1 },
        ],
      },
      {
        doc_num: 5,
        docs: [{ num: 1, from: 'CN/26-27/001', to: 'CN/26-27/001', totnum: 1, cancel: 0, net_issue: 1 }],
      },
    ]);
  });

  it('reports exempt lines as nil/exempt, not in B2B items', () => {
    const doc = invoice(1, 100_000, { recipientGstin: CLIENT });
    doc.lines.push({
      sac: '998232',
      description: 'Exempt advice',
      quantity: 1,
      amountPaise: 5_000,
      rateBp: 0,
    });
    const { return: r, totals } = buildGstr1(GSTIN, '102026', [doc]);
    expect(r.b2b?.[0]?.inv[0]?.itms).toHaveLength(1);
    expect(r.nil).toEqual({ inv: [{ sply_ty: 'INTRAB2B', expt_amt: 50, nil_amt: 0, ngsup_amt: 0 }] });
    expect(totals.exempt).toBe('50.00');
  });

  it('splits a tax over lines exactly', () => {
    expect(splitByWeight(101, [1, 1])).toEqual([51, 50]);
    expect(splitByWeight(-7, [2, 1])).toEqual([-5, -2]);
    expect(splitByWeight(0, [0, 0])).toEqual([0, 0]);
  });

  it('reads a month or a QRMP quarter', () => {
    expect(gstr1Period('2026-02')).toMatchObject({ from: '2026-02-01', to: '2026-02-28', fp: '022026' });
    expect(gstr1Period('2026-Q4')).toMatchObject({
      from: '2026-10-01',
      to: '2026-12-31',
      fp: '122026',
      label: 'Oct–Dec 2026',
    });
    expect(gstr1Period('2026-13')).toBeNull();
  });
});
