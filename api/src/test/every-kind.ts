// Data of every kind in one practice, for the tests that move a whole database or practice
// (backup and restore, the practice export and import): tasks with time booked, an invoice with a
// credit note and a payment (so its receipt), an advance (its receipt voucher), a compliance item
// filed with an uploaded acknowledgement. Answers the ids whose documents those tests compare, and `pdfText` reads one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayIn } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createObligation, filingForm, gstArn, pdfBytes } from './compliance-items';
import { invoiceFor, raiseCreditNote } from './credit-note-fixtures';
import { type AuthHeaders, createClient, createPendingTask, loginAs, type TestPractice } from './factories';
import { pay } from './receivables-fixtures';

export type EveryKindIds = Record<'invoice' | 'creditNote' | 'payment' | 'advance' | 'item', string>;

export async function seedEveryKind(
  app: FastifyInstance,
  practice: TestPractice,
  admin: AuthHeaders,
): Promise<EveryKindIds> {
  const member = (await loginAs(app, practice.member)).headers;
  const client = await createClient(app, admin);
  const taskId = await createPendingTask(app, admin, { client: client.id, allottedTo: practice.member.id });
  const logged = await app.inject({
    method: 'POST',
    url: `/api/tasks/${taskId}/time-entries`,
    headers: member,
    payload: { minutes: 45, note: 'Reconciled GSTR-2B' },
  });
  expect(logged.statusCode, logged.body).toBe(201);
  const invoice = await invoiceFor(app, admin, { quotations: ['12500', '3000'] });
  const credit = await raiseCreditNote(app, admin, invoice.id, { amount: '500', reason: 'Fee reduced' });
  expect(credit.statusCode, credit.body).toBe(201);
  const paid = await pay(app, admin, invoice.id, '5000');
  expect(paid.statusCode, paid.body).toBe(201);
  const today = todayIn('Asia/Kolkata');
  const advance = await app.inject({
    method: 'POST',
    url: `/api/clients/${client.id}/advances`,
    headers: admin,
    payload: {
      date: today,
      mode: 'Bank Transfer',
      amount: '11800',
      description: 'Statutory audit FY 2026-27',
    },
  });
  expect(advance.statusCode, advance.body).toBe(201);
  const { itemId } = await createObligation(app, admin, practice.orgId, {
    clientId: client.id,
    code: 'GSTR-3B',
    period: today.slice(0, 7),
    dueDate: today,
  });
  const form = filingForm({ arn: gstArn(), filedOn: today }, { name: 'ack.pdf', content: pdfBytes() });
  const filed = await app.inject({
    method: 'POST',
    url: `/api/compliance/items/${itemId}/filing`,
    headers: { ...admin, ...form.headers },
    payload: form.payload,
  });
  expect(filed.statusCode, filed.body).toBe(200);
  return {
    invoice: invoice.id,
    creditNote: credit.json().data.creditNote.id,
    payment: paid.json().data.invoice.payments[0].id,
    advance: advance.json().data.advance.id,
    item: itemId,
  };
}

/** The text of a PDF as pdftotext lays it out. */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pd-pdf-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'a.pdf'), '-']).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
