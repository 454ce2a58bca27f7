// GET /api/exports/tally and /exports/tally/masters: a period's books as Tally Prime imports them.
// Sales vouchers post the invoice's own stored figures (income per SAC and rate, reimbursements,
// CGST/SGST/IGST, round-off); credit notes, receipts (with TDS) and advance receipts follow; every
// voucher balances; a second export has the same identities; Admin and Team Leader only (a Team
// Leader their team's clients); another practice's books never appear; the period is checked.
import { TALLY_LEDGER_DEFAULTS, TALLY_MESSAGES } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  INTER_STATE_GSTIN,
  INTRA_STATE_GSTIN,
  invoiceFor,
  multiRateInvoice,
  raiseCreditNote,
} from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';
import { practiceToday } from '../../test/practice-today';
import { daysAgo, issueInvoice } from '../../test/receivables-fixtures';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['VOUCHER', 'LEDGER', 'ALLLEDGERENTRIES.LIST', 'ADDRESS'].includes(name),
});

interface Entry {
  LEDGERNAME: string;
  ISDEEMEDPOSITIVE: string;
  AMOUNT: string;
  'BILLALLOCATIONS.LIST'?: { NAME: string; BILLTYPE: string; AMOUNT: string };
}
interface Voucher {
  '@REMOTEID': string;
  '@VCHTYPE': string;
  GUID: string;
  DATE: string;
  VOUCHERNUMBER: string;
  PARTYLEDGERNAME: string;
  'ALLLEDGERENTRIES.LIST': Entry[];
}

const paise = (amount: string) => {
  const [, sign, rupees, p] = /^(-?)(\d+)\.(\d{2})$/.exec(amount) ?? [];
  return (sign ? -1 : 1) * (Number(rupees) * 100 + Number(p));
};
/** Each ledger's amount in paise (credit positive, debit negative, as Tally writes it). */
const byLedger = (v: Voucher | undefined) =>
  Object.fromEntries((v?.['ALLLEDGERENTRIES.LIST'] ?? []).map((e) => [e.LEDGERNAME, paise(e.AMOUNT)]));

describe('the Tally export of a period', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let ravi: AuthHeaders;
  let member: AuthHeaders;
  const today = practiceToday();
  const ids: Record<'intra' | 'inter' | 'draft' | 'old' | 'theirs', string> = {
    intra: '',
    inter: '',
    draft: '',
    old: '',
    theirs: '',
  };

  const get = (headers: AuthHeaders, query: string, file = '') =>
    app.inject({ method: 'GET', url: `/api/exports/tally${file}?${query}`, headers });
  const vouchersOf = async (headers: AuthHeaders, query = `from=${today}&to=${today}`) => {
    const res = await get(headers, query);
    expect(res.statusCode, res.body).toBe(200);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const doc = parser.parse(res.body);
    return (doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.VOUCHER ?? []) as Voucher[];
  };

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    ravi = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    // The Admin's client in the practice's state: four rates and a reimbursement, paid by UPI, and
    // an advance received.
    const intra = await multiRateInvoice(app, admin, [
      { rate: '10000.55', gstRateBp: 1800 },
      { rate: '2500.25', gstRateBp: 500 },
      { rate: '1000', gstRateBp: 0 },
      { rate: '1500', gstRateBp: 0, kind: 'reimbursement', description: 'ROC filing fee' },
    ]);
    ids.intra = intra.id;
    const paid = await app.inject({
      method: 'POST',
      url: `/api/invoices/${intra.id}/payment`,
      headers: admin,
      payload: { amount: '1000', date: today, mode: 'UPI', reference: 'UTR-991' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const advance = await app.inject({
      method: 'POST',
      url: `/api/clients/${intra.clientId}/advances`,
      headers: admin,
      payload: { date: today, mode: 'Cash', amount: '11800', description: 'Statutory audit' },
    });
    expect(advance.statusCode, advance.body).toBe(201);
    // Ravi's team's client in another state (IGST): a credit note, then paid in cash less TDS.
    const inter = await invoiceFor(app, ravi, { quotations: ['5000'], gst: INTER_STATE_GSTIN });
    ids.inter = inter.id;
    const credit = await raiseCreditNote(app, ravi, inter.id, {
      amount: '1000',
      reason: 'Fee <reduced> & agreed',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const cash = await app.inject({
      method: 'POST',
      url: `/api/invoices/${inter.id}/payment`,
      headers: ravi,
      payload: { amount: '4000', tdsAmount: '400', date: today, mode: 'Cash' },
    });
    expect(cash.statusCode, cash.body).toBe(201);
    // Not in the period's books: a draft (not issued) and an invoice of 40 days ago.
    ids.draft = (await invoiceFor(app, admin, { gst: INTRA_STATE_GSTIN, status: 'Generated' })).id;
    ids.old = (await issueInvoice(app, admin, intra.clientId, { ageDays: 40 })).id;
    // Another practice's books, on the same day.
    const other = await createPractice(app);
    const theirs = (await loginAs(app, other.admin)).headers;
    ids.theirs = (await invoiceFor(app, theirs)).id;
  });
  afterAll(() => app.close());

  it('writes a sales voucher with the invoice’s own figures: income per SAC and rate, reimbursement, CGST and SGST, round-off', async () => {
    const vouchers = await vouchersOf(admin);
    const [stored] = await app.database.db.select().from(invoices).where(eq(invoices.id, ids.intra));
    if (!stored?.invoiceNumber) throw new Error('the invoice is not issued');
    const sale = vouchers.find((v) => v['@REMOTEID'] === `${ids.intra}-invoice`);
    expect(sale).toMatchObject({
      '@VCHTYPE': 'Sales',
      VOUCHERNUMBER: stored.invoiceNumber,
      DATE: today.replaceAll('-', ''),
    });
    expect(sale?.GUID).toBe(sale?.['@REMOTEID']);
    const party = sale?.PARTYLEDGERNAME ?? '';
    const central = stored.taxes.filter((_, i) => i % 2 === 0).reduce((s, t) => s + t.amountPaise, 0);
    const state = stored.taxes.filter((_, i) => i % 2 === 1).reduce((s, t) => s + t.amountPaise, 0);
    expect(byLedger(sale)).toEqual({
      [party]: -stored.totalPaise,
      'Professional Fees 998231 @ 18%': 1_000_055,
      'Professional Fees 998231 @ 5%': 250_025,
      'Professional Fees 998231 @ 0%': 100_000,
      'Reimbursement of Expenses': 150_000,
      'Output CGST': central,
      'Output SGST': state,
      ...(stored.roundOffPaise ? { 'Round Off': stored.roundOffPaise } : {}),
    });
    expect(sale?.['ALLLEDGERENTRIES.LIST'][0]?.['BILLALLOCATIONS.LIST']).toMatchObject({
      NAME: stored.invoiceNumber,
      BILLTYPE: 'New Ref',
    });
  });

  it('writes the credit note, the receipts (bank or cash, TDS receivable) and the advance receipt, every voucher balanced', async () => {
    const vouchers = await vouchersOf(admin);
    expect(vouchers.map((v) => v['@VCHTYPE']).sort()).toEqual(
      ['Credit Note', 'Receipt', 'Receipt', 'Receipt', 'Sales', 'Sales'].sort(),
    );
    for (const v of vouchers)
      expect(
        Object.values(byLedger(v)).reduce((s, p) => s + p, 0),
        v.VOUCHERNUMBER,
      ).toBe(0);
    const note = vouchers.find((v) => v['@VCHTYPE'] === 'Credit Note');
    const noteLedgers = byLedger(note);
    expect(noteLedgers['Professional Fees 998231 @ 18%']).toBe(-100_000);
    expect(noteLedgers['Output IGST']).toBe(-18_000);
    expect(note?.['ALLLEDGERENTRIES.LIST'][0]?.['BILLALLOCATIONS.LIST']?.BILLTYPE).toBe('Agst Ref');
    const receipts = vouchers.filter((v) => v['@VCHTYPE'] === 'Receipt').map(byLedger);
    expect(receipts).toContainEqual(expect.objectContaining({ Cash: -400_000, 'TDS Receivable': -40_000 }));
    expect(receipts).toContainEqual(expect.objectContaining({ 'Bank Account': -100_000 }));
    expect(receipts).toContainEqual(expect.objectContaining({ Cash: -1_180_000 }));
    const advance = vouchers.find((v) => v['@REMOTEID'].endsWith('-advance'));
    expect(advance?.['ALLLEDGERENTRIES.LIST'][0]?.['BILLALLOCATIONS.LIST']?.BILLTYPE).toBe('Advance');
  });

  it('leaves out drafts, other days and other practices, and gives the same identities on every export', async () => {
    const first = await vouchersOf(admin);
    const remote = first.map((v) => v['@REMOTEID']);
    for (const id of [ids.draft, ids.old, ids.theirs]) expect(remote).not.toContain(`${id}-invoice`);
    const again = await vouchersOf(admin);
    expect(again.map((v) => [v['@REMOTEID'], v.GUID, v.VOUCHERNUMBER])).toEqual(
      first.map((v) => [v['@REMOTEID'], v.GUID, v.VOUCHERNUMBER]),
    );
    const wider = await vouchersOf(admin, `from=${daysAgo(45)}&to=${today}`);
    expect(wider.map((v) => v['@REMOTEID'])).toContain(`${ids.old}-invoice`);
    expect(wider.map((v) => v['@REMOTEID'])).not.toContain(`${ids.theirs}-invoice`);
  });

  it('writes the masters: each party with GSTIN, state and PAN under Sundry Debtors, and the ledgers the vouchers use', async () => {
    const res = await get(admin, `from=${today}&to=${today}`, '/masters');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tally-masters-${today}-to-${today}.xml"`,
    );
    const doc = parser.parse(res.body);
    expect(doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe('All Masters');
    const ledgers = doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.LEDGER as Record<string, unknown>[];
    const parties = ledgers.filter((l) => l.PARENT === 'Sundry Debtors');
    expect(parties).toHaveLength(2);
    const inter = parties.find((l) => l.PARTYGSTIN === INTER_STATE_GSTIN);
    expect(inter).toMatchObject({
      LEDSTATENAME: 'Karnataka',
      INCOMETAXNUMBER: INTER_STATE_GSTIN.slice(2, 12),
      GSTREGISTRATIONTYPE: 'Regular',
      ISBILLWISEON: 'Yes',
    });
    const names = ledgers.map((l) => l['@NAME']);
    for (const name of [
      'Output CGST',
      'Output SGST',
      'Output IGST',
      'Round Off',
      'TDS Receivable',
      'Bank Account',
    ])
      expect(names).toContain(name);
    expect(names).not.toContain('Cash');
    expect(ledgers.find((l) => l['@NAME'] === 'Output IGST')).toMatchObject({
      PARENT: 'Duties & Taxes',
      TAXTYPE: 'GST',
      GSTDUTYHEAD: 'Integrated Tax',
    });
  });

  it('posts to the ledger names the Admin saved', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/config/tally-ledgers',
      headers: admin,
      payload: {
        income: 'Fees {rate} / SAC {sac}',
        cgst: 'CGST Payable',
        sgst: 'SGST Payable',
        igst: 'IGST Payable',
        roundOff: 'Rounding',
        reimbursements: 'Client Expenses',
        bank: 'HDFC Current A/c',
        cash: 'Petty Cash',
        tdsReceivable: 'TDS 194J',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/config/tally-ledgers', headers: ravi, payload: {} }))
        .statusCode,
    ).toBe(403);
    const ledgers = (await vouchersOf(admin)).flatMap((v) => Object.keys(byLedger(v)));
    expect(ledgers).toEqual(
      expect.arrayContaining([
        'Fees 18% / SAC 998231',
        'CGST Payable',
        'HDFC Current A/c',
        'Petty Cash',
        'TDS 194J',
      ]),
    );
    expect(ledgers).toContain('Client Expenses');
    expect(ledgers).not.toContain('Output CGST');
    const read = await app.inject({ method: 'GET', url: '/api/config/tally-ledgers', headers: ravi });
    expect(read.json().data.ledgers.bank).toBe('HDFC Current A/c');
    await app.inject({
      method: 'PUT',
      url: '/api/config/tally-ledgers',
      headers: admin,
      payload: TALLY_LEDGER_DEFAULTS,
    });
  });

  it('gives a Team Leader their team’s books only, and refuses a Team Member', async () => {
    const vouchers = await vouchersOf(ravi);
    const remote = vouchers.map((v) => v['@REMOTEID']);
    expect(remote).toContain(`${ids.inter}-invoice`);
    expect(remote).not.toContain(`${ids.intra}-invoice`);
    expect(vouchers.map((v) => v['@VCHTYPE']).sort()).toEqual(['Credit Note', 'Receipt', 'Sales']);
    for (const file of ['', '/masters'])
      expect((await get(member, `from=${today}&to=${today}`, file)).statusCode, file).toBe(403);
  });

  it('refuses a period that is missing, not on the calendar, backwards or longer than a year', async () => {
    const cases: [string, string][] = [
      ['', 'from is required'],
      [`from=${today}`, 'to is required'],
      ['from=2026-02-30&to=2026-03-01', 'Date must be YYYY-MM-DD'],
      ['from=01/04/2026&to=2026-04-30', 'Date must be YYYY-MM-DD'],
      ['from=2026-05-01&to=2026-04-30', TALLY_MESSAGES.fromAfterTo],
      ['from=2025-04-01&to=2026-04-02', TALLY_MESSAGES.tooLong],
      ['from=2026-04-01&to=2026-04-30&format=csv', ''],
    ];
    for (const [query, message] of cases) {
      const res = await get(admin, query);
      expect(res.statusCode, query).toBe(400);
      if (message) expect(res.body, query).toContain(message);
    }
    // A leap financial year (366 days) is one export.
    expect((await get(admin, 'from=2027-04-01&to=2028-03-31')).statusCode).toBe(200);
  });
});
