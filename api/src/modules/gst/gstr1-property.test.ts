// Property (issue 34): random invoices — 1–6 lines at 0/5/12/18/40% or exempt, intra and
// inter-State, registered and unregistered, above and below ₹1,00,000 — with 0–4 random credit
// notes each, line-wise and amount-only, raised through the API on one database. For every note
// and rate: tax ≥ 0 and the notes within the invoice; the GSTR-1 sections, HSN, the sales register
// and the documents agree to the paisa. PROPERTY_RUNS sets the number of invoices (6 by default,
// to keep the suite quick); the figures of the run are printed.
import type { CreditNoteRow, InvoiceRow } from '@practice-desk/contracts';
import { paiseOf, todayIn } from '@practice-desk/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  getInvoice,
  INTER_STATE_GSTIN,
  INTRA_STATE_GSTIN,
  multiRateInvoice,
  raiseCreditNote,
} from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, loginAs, updateInvoiceSettings } from '../../test/factories';
import { expectGstr1Ties, expectNotesWithinInvoices, type Issued } from '../../test/gstr1-ties';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 6);
const PARTIES = [
  { gst: INTRA_STATE_GSTIN, stateCode: null, name: 'registered intra' },
  { gst: INTER_STATE_GSTIN, stateCode: null, name: 'registered inter' },
  { gst: null, stateCode: '27', name: 'unregistered intra' },
  { gst: null, stateCode: '29', name: 'unregistered inter' },
] as const;

const lineArb = fc.record({
  // ₹1 to ₹60,000 a line: six lines pass ₹1,00,000 (B2CL) often enough.
  paise: fc.integer({ min: 100, max: 6_000_000 }),
  rate: fc.constantFrom<'exempt' | number>('exempt', 0, 500, 1200, 1800, 4000),
});
const noteArb = fc.oneof(
  fc.record({ kind: fc.constant('amount' as const), share: fc.integer({ min: 1, max: 10_000 }) }),
  fc.record({
    kind: fc.constant('lines' as const),
    shares: fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 6, maxLength: 6 }),
  }),
);
const caseArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
  party: fc.integer({ min: 0, max: PARTIES.length - 1 }),
  notes: fc.array(noteArb, { minLength: 0, maxLength: 4 }),
});

const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

describe('GSTR-1, sales register and credit notes on random invoices (property)', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  const period = todayIn('Asia/Kolkata').slice(0, 7);
  const issued: Issued[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    await updateInvoiceSettings(app, admin, { gstNumber: '27AAPFU0939F1ZV' });
  });
  afterAll(() => app.close());

  it('ties every note, every rate and every section to the paisa', {
    timeout: 60_000 + RUNS * 30_000,
  }, async () => {
    const seen = {
      invoices: 0,
      notes: 0,
      refused: 0,
      b2cl: 0,
      rates: new Set<string>(),
      parties: new Set<string>(),
    };
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        const party = PARTIES[c.party] ?? PARTIES[0];
        const invoice = await multiRateInvoice(
          app,
          admin,
          c.lines.map((l) => ({
            rate: rupees(l.paise),
            gstRateBp: l.rate === 'exempt' ? 0 : Number(l.rate),
          })),
          { gst: party.gst, stateCode: party.stateCode },
        );
        seen.invoices += 1;
        seen.parties.add(party.name);
        for (const l of c.lines) seen.rates.add(String(l.rate));
        if (paiseOf(invoice.totalAmount) > 10_000_000 && !party.gst) seen.b2cl += 1;
        const notes: CreditNoteRow[] = [];
        const leftOf = (id: string) =>
          paiseOf(invoice.items.find((i) => i.id === id)?.amount ?? '0') -
          notes
            .flatMap((n) => n.lines)
            .filter((l) => l.lineId === id)
            .reduce((s, l) => s + paiseOf(l.amount), 0);
        for (const asked of c.notes) {
          const body =
            asked.kind === 'amount'
              ? {
                  amount: rupees(
                    Math.max(
                      1,
                      Math.floor(
                        (invoice.items.reduce((s, i) => s + leftOf(i.id), 0) * asked.share) / 10_000,
                      ),
                    ),
                  ),
                }
              : {
                  lines: invoice.items
                    .map((i, n) => ({
                      lineId: i.id,
                      paise: Math.floor((leftOf(i.id) * (asked.shares[n] ?? 0)) / 10_000),
                    }))
                    .filter((l) => l.paise > 0)
                    .map((l) => ({ lineId: l.lineId, amount: rupees(l.paise) })),
                };
          if ('lines' in body && (body.lines ?? []).length === 0) continue;
          const res = await raiseCreditNote(app, admin, invoice.id, { ...body, reason: 'Property test' });
          if (res.statusCode === 409) {
            // Only a note for more than is left (or, by a paisa of round-off, more than the total).
            seen.refused += 1;
            continue;
          }
          expect(res.statusCode, res.body).toBe(201);
          notes.push(res.json().data.creditNote);
          seen.notes += 1;
        }
        issued.push({ invoice: (await getInvoice(app, admin, invoice.id)) as InvoiceRow, notes });
        const answer = (
          await app.inject({ method: 'GET', url: `/api/gst/gstr1?period=${period}`, headers: admin })
        ).json().data;
        const register = (
          await app.inject({
            method: 'GET',
            url: `/api/reports/sales-register?period=${period}`,
            headers: admin,
          })
        ).json().data;
        expectNotesWithinInvoices(issued);
        expectGstr1Ties(answer, register, issued);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(seen.invoices).toBe(RUNS);
    console.info(
      `GSTR-1 property: ${seen.invoices} invoices (${seen.b2cl} unregistered above ₹1,00,000), ${seen.notes} notes, ${seen.refused} refused; rates ${[...seen.rates].join('/')}; ${[...seen.parties].join(', ')}`,
    );
  });
});
