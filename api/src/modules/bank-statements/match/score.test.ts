// The matcher's scoring against a table worked out by hand: amounts exact and less TDS at 10%, 2%
// and 1% of the fees (not the GST), several invoices of one client, narrations naming a client
// by a cut-short name, PAN, GSTIN, alias or invoice number, and false friends (the same amount
// from another client) that are never strong.
import { describe, expect, it } from 'vitest';
import { type Candidate, type CreditLine, type OpenInvoice, scoreCredits } from './score';

const clients = [
  { id: 'sharma', name: 'Sharma Traders Pvt Ltd', pan: null, gstin: '27AAPCS1234K1Z5' },
  { id: 'sons', name: 'M/s Sharma & Sons', pan: 'AAKFS9876P', gstin: null },
  { id: 'mehta', name: 'Mehta Textiles LLP', pan: 'AAQFM4321L', gstin: null },
  { id: 'acme', name: 'Acme', pan: null, gstin: null },
];

/** ₹ to paise, exactly. */
const rs = (rupees: number) => Math.round(rupees * 100);

function invoice(id: string, clientId: string, date: string, balance: number, fees: number): OpenInvoice {
  return {
    id,
    clientId,
    invoiceNumber: id,
    date,
    balancePaise: rs(balance),
    tdsBasePaise: rs(fees),
    deductedPaise: 0,
  };
}

const invoices: OpenInvoice[] = [
  // ₹50,000 fees + 18% GST = ₹59,000.
  invoice('INV-1042', 'sharma', '2026-10-01', 59_000, 50_000),
  invoice('INV-1043', 'sharma', '2026-10-15', 11_800, 10_000),
  invoice('INV-1044', 'sharma', '2026-11-20', 29_500, 25_000),
  invoice('INV-2001', 'mehta', '2026-09-01', 11_800, 10_000),
  invoice('INV-2002', 'mehta', '2026-09-10', 12_345.67, 10_462.43),
  invoice('INV-3001', 'acme', '2026-08-01', 40_000, 40_000),
  invoice('INV/26-27/007', 'sons', '2026-07-01', 35_400, 30_000),
  // Dated after every line below: never a candidate.
  invoice('INV-9999', 'mehta', '2026-12-31', 7_777, 7_777),
];

function run(
  narration: string,
  credit: number,
  date = '2026-11-25',
  aliases = [] as { clientId: string; words: string }[],
) {
  const line: CreditLine = { id: 'L', date, narration, creditPaise: rs(credit) };
  return scoreCredits({ lines: [line], invoices, clients, aliases }).get('L') ?? [];
}

const brief = (c: Candidate | undefined) =>
  c && { kind: c.kind, ids: c.invoiceIds.join(','), tds: c.tdsPaise, strong: c.strong, client: c.clientId };

describe('the matcher, case by case', () => {
  it.each([
    // narration, credit ₹, first candidate's invoices, TDS paise, strong
    ['NEFT-HDFCN52026112912345-SHARMA TRAD', 54_000, 'INV-1042', rs(5_000), true],
    ['NEFT-HDFCN52026112912345-SHARMA TRAD', 59_000, 'INV-1042', 0, true],
    ['RTGS/UTIBR52026112500042/sharma traders pvt/ltd', 58_000, 'INV-1042', rs(1_000), true], // 2%
    ['IMPS/632912345678/SHARMATRADERSPVTLTD', 58_500, 'INV-1042', rs(500), true], // 1%, no spaces
    ['NEFT-CR-AAQFM4321L-PAYMENT', 12_345.67, 'INV-2002', 0, true], // PAN
    ['BY TRANSFER 27AAPCS1234K1Z5', 54_000, 'INV-1042', rs(5_000), true], // PAN inside a GSTIN
    ['NEFT INV 26-27 007 REF 99', 35_400, 'INV/26-27/007', 0, true], // invoice number, separators gone
    // 10% of ₹10,462.43 = ₹1,046.243, half a paisa up ₹1,046.24; clients round it to ₹1,046.
    ['MEHTA TEXTILES', 12_345.67 - 1_046.24, 'INV-2002', rs(1_046.24), true],
    ['MEHTA TEXTILES', 12_345.67 - 1_046, 'INV-2002', rs(1_046), true],
    // Two of Sharma's invoices together, without TDS and less 10% on each.
    ['NEFT SHARMA TRADERS', 59_000 + 11_800, 'INV-1042,INV-1043', 0, true],
    ['NEFT SHARMA TRADERS', 54_000 + 10_800, 'INV-1042,INV-1043', rs(6_000), true],
    ['NEFT SHARMA TRADERS', 11_800 + 29_500, 'INV-1043,INV-1044', 0, true],
  ])('%s for ₹%d → %s, TDS %d paise, strong %s', (narration, credit, ids, tds, strong) => {
    const [first] = run(narration, credit);
    expect(brief(first)).toMatchObject({ ids, tds, strong });
    expect(first?.amountPaise).toBe(rs(credit));
  });

  it('writes the reason as the review shows it', () => {
    const [first] = run('NEFT-HDFCN52026112912345-SHARMA TRAD', 54_000);
    expect(first?.reason).toBe('amount = INV-1042 less 10% TDS; narration has SHARMA TRAD');
    expect(first?.allocations).toEqual([
      { invoiceId: 'INV-1042', amountPaise: rs(54_000), tdsPaise: rs(5_000) },
    ]);
  });

  it('suggests an amount that fits when the narration names no one, never strong', () => {
    const candidates = run('CLG CHQ 004512', 40_000);
    expect(candidates.map(brief)).toEqual([
      { kind: 'invoice', ids: 'INV-3001', tds: 0, strong: false, client: 'acme' },
    ]);
    expect(candidates[0]?.reason).toBe('amount = INV-3001');
  });

  it('keeps a false friend (the same amount, another client) from being strong', () => {
    // ₹11,800 is the balance of INV-1043 (Sharma) and of INV-2001 (Mehta).
    const candidates = run('NEFT MEHTA TEXT', 11_800);
    expect(candidates.slice(0, 2).map(brief)).toEqual([
      { kind: 'invoice', ids: 'INV-2001', tds: 0, strong: false, client: 'mehta' },
      { kind: 'invoice', ids: 'INV-1043', tds: 0, strong: false, client: 'sharma' },
    ]);
    expect(candidates[0]?.reason).toBe(
      'amount = INV-2001; narration has MEHTA TEXT; 1 other fit the amount too',
    );
  });

  it('does not take a first name alone, nor another Sharma, for Sharma Traders', () => {
    expect(run('NEFT SHARMA', 54_000).map(brief)).toEqual([
      { kind: 'invoice', ids: 'INV-1042', tds: rs(5_000), strong: false, client: 'sharma' },
    ]);
    const sons = run('NEFT SHARMA SONS', 54_000);
    expect(sons.map(brief)).toEqual([
      { kind: 'invoice', ids: 'INV-1042', tds: rs(5_000), strong: false, client: 'sharma' },
      { kind: 'advance', ids: '', tds: 0, strong: false, client: 'sons' },
    ]);
  });

  it('names a short one-word client only as a whole word', () => {
    expect(brief(run('UPI ACME', 40_000)[0])).toMatchObject({ ids: 'INV-3001', strong: true });
    expect(brief(run('UPI ACMEFOODS', 40_000)[0])).toMatchObject({ ids: 'INV-3001', strong: false });
  });

  it('reads a saved alias', () => {
    const aliases = [{ clientId: 'mehta', words: 'RKM ENTERPRISES' }];
    expect(brief(run('NEFT RKM ENTERPRISES 123', 11_800, undefined, aliases)[0])).toMatchObject({
      ids: 'INV-2001',
      client: 'mehta',
      strong: false, // INV-1043 fits ₹11,800 too
    });
    expect(brief(run('NEFT RKM ENTERPRISES 123', 12_345.67, undefined, aliases)[0])).toMatchObject({
      ids: 'INV-2002',
      strong: true,
    });
  });

  it('never offers an invoice dated after the line', () => {
    expect(run('MEHTA TEXTILES', 7_777).filter((c) => c.invoiceIds.includes('INV-9999'))).toEqual([]);
    expect(
      run('NEFT SHARMA TRADERS', 29_500, '2026-11-19').some((c) => c.invoiceIds.includes('INV-1044')),
    ).toBe(false);
  });

  it('offers a part payment of an invoice named by number, and an advance from a named client', () => {
    expect(run('NEFT INV-1042 SHARMA TRADERS', 20_000).map(brief)).toEqual([
      { kind: 'invoice', ids: 'INV-1042', tds: 0, strong: false, client: 'sharma' },
      { kind: 'advance', ids: '', tds: 0, strong: false, client: 'sharma' },
    ]);
    expect(run('NEFT MEHTA TEXTILES ADVANCE', 5_000).map(brief)).toEqual([
      { kind: 'advance', ids: '', tds: 0, strong: false, client: 'mehta' },
    ]);
  });

  it('does not read INV-104 into INV-1042', () => {
    const one = { ...invoices[0], id: 'INV-104', invoiceNumber: 'INV-104', clientId: 'acme' } as OpenInvoice;
    const line = { id: 'L', date: '2026-11-25', narration: 'PAYMENT INV-1042', creditPaise: rs(1) };
    const named = scoreCredits({
      lines: [line],
      invoices: [one, invoices[0] as OpenInvoice],
      clients,
      aliases: [],
    });
    expect(named.get('L')?.map((c) => c.invoiceIds[0])).toEqual(['INV-1042']);
  });

  it('lets no two lines be strong on one invoice', () => {
    const lines = ['L1', 'L2'].map((id) => ({
      id,
      date: '2026-11-25',
      narration: 'SHARMA TRADERS',
      creditPaise: rs(54_000),
    }));
    const result = scoreCredits({ lines, invoices, clients, aliases: [] });
    expect([result.get('L1')?.[0]?.strong, result.get('L2')?.[0]?.strong]).toEqual([false, false]);
  });

  it('matches 5,000 lines against 10,000 open invoices within the 5 s the issue allows', () => {
    const many: OpenInvoice[] = [];
    const people = Array.from({ length: 2_000 }, (_, i) => ({
      id: `c${i}`,
      name: `Client ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i / 26) % 26))} Traders ${i}`,
      pan: null,
      gstin: null,
    }));
    for (let i = 0; i < 10_000; i++)
      many.push(invoice(`N-${i}`, `c${i % 2_000}`, '2026-06-01', 1_000 + i * 7.31, 900 + i * 6));
    const lines = Array.from({ length: 5_000 }, (_, i) => ({
      id: `l${i}`,
      date: '2026-11-25',
      narration: `NEFT-HDFCN5202611${i}-${people[i % 2_000]?.name.toUpperCase()}-REF ${i}`,
      creditPaise: (many[i * 2] as OpenInvoice).balancePaise,
    }));
    const started = performance.now();
    const result = scoreCredits({ lines, invoices: many, clients: people, aliases: [] });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result.size).toBe(5_000);
  });
});

describe('ranking fits of the same amount', () => {
  it('puts an invoice whose balance is the credit before an earlier one whose balance less TDS is', () => {
    // ₹10,085.47 fees + 18% GST = ₹11,900.85; less 1% TDS (₹100.85) it is ₹11,800.00 as well.
    const lessTds = invoice('INV-0901', 'acme', '2026-09-01', 11_900.85, 10_085.47);
    const exact = invoice('INV-1101', 'mehta', '2026-11-01', 11_800, 10_000);
    const line: CreditLine = {
      id: 'L',
      date: '2026-11-25',
      narration: 'IMPS-P2A-REMITTER',
      creditPaise: rs(11_800),
    };
    const found =
      scoreCredits({ lines: [line], invoices: [lessTds, exact], clients, aliases: [] }).get('L') ?? [];
    expect(found.map(brief)).toEqual([
      { kind: 'invoice', ids: 'INV-1101', tds: 0, strong: false, client: 'mehta' },
      { kind: 'invoice', ids: 'INV-0901', tds: rs(100.85), strong: false, client: 'acme' },
    ]);
  });
});
