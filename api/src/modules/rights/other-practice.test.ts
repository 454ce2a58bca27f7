// Another practice's ids, on every route that takes one: each role of this practice gets 404 (or
// the 403 of a right it lacks, or the 400 of a body the route refuses first), never a 2xx, and the
// other practice's rows are exactly as they were afterwards.
import { randomUUID } from 'node:crypto';
import { gstinCheckChar, PAYMENT_MODES } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankAccounts,
  bankStatementImports,
  bankStatementLines,
  complianceItems,
  dayEnds,
  documentRequests,
  dscCertificates,
  holidays,
  importBatches,
  leaveDays,
  notifications,
  paymentNotices,
  priorities,
  requestTemplates,
  statuses,
  taskTemplates,
  udinDocuments,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
  RELAXED_RATE_LIMITS,
} from '../../test/factories';
import { MATRIX, type Who } from './route-matrix';

const ROLES = ['ADMIN', 'TEAM_LEADER', 'TEAM_MEMBER'] as const;
const RETAINER = {
  frequency: 'Monthly',
  amount: '1',
  description: 'r',
  startDate: '2030-01-01',
  dayOfIssue: 1,
};
const allowed = (who: Who, role: (typeof ROLES)[number]) =>
  who === 'signedIn' ||
  (who === 'leaders' && role !== 'TEAM_MEMBER') ||
  (who === 'admin' && role === 'ADMIN');

/** Which of the other practice's ids a route's `{id}` takes, by its path. */
function kindOf(path: string): string {
  if (path.startsWith('/api/invoices/pending/')) return 'task';
  if (path.startsWith('/api/tasks/import/batches/')) return 'batch';
  if (path.startsWith('/api/tasks/')) return 'task';
  if (path.startsWith('/api/clients/')) return 'client';
  if (path.startsWith('/api/invoices/')) return 'invoice';
  if (path.startsWith('/api/config/statuses/')) return 'status';
  if (path.startsWith('/api/config/priorities/')) return 'priority';
  if (path.startsWith('/api/config/task-templates/')) return 'template';
  if (path.startsWith('/api/config/request-templates/')) return 'requestTemplate';
  if (path.startsWith('/api/users/') || path.startsWith('/api/invoicing/rates/users/')) return 'user';
  if (path.startsWith('/api/notifications/')) return 'notification';
  if (path.startsWith('/api/compliance/items/')) return 'complianceItem';
  if (path.startsWith('/api/credit-notes/')) return 'creditNote';
  if (path.startsWith('/api/advances/')) return 'advance';
  if (path.startsWith('/api/payments/')) return 'payment';
  if (path.startsWith('/api/registers/udin/')) return 'udinDocument';
  if (path.startsWith('/api/registers/dsc/')) return 'dscCertificate';
  if (path.startsWith('/api/day-ends/')) return 'dayEnd';
  if (path.startsWith('/api/document-requests/')) return 'documentRequest';
  if (path.startsWith('/api/payment-notices/')) return 'paymentNotice';
  if (path.startsWith('/api/bank-accounts/')) return 'bankAccount';
  if (path.startsWith('/api/bank-statements/lines/')) return 'bankLine';
  if (path.startsWith('/api/holidays/')) return 'holiday';
  if (path.startsWith('/api/leave/')) return 'leave';
  throw new Error(`no id kind for ${path}`);
}

/** A body each route accepts in shape, so the practice check is what answers. */
const BODIES: Record<string, unknown> = {
  'PUT /api/users/{id}/working-week': { minutes: null },
  'POST /api/registers/dsc/{id}/check-out': { takenBy: 'Mine' },
  'PUT /api/registers/udin/{id}': {
    documentType: 'certificate',
    clientId: '00000000-0000-4000-8000-000000000000',
    signerId: '00000000-0000-4000-8000-000000000000',
    signedOn: '2026-10-01',
  },
  'PUT /api/registers/dsc/{id}': {
    clientId: '00000000-0000-4000-8000-000000000000',
    holderName: 'Mine',
    holderKind: 'partner',
    certificateClass: 'Class 3',
    tokenSerial: 'MINE-1',
    issuedBy: 'eMudhra',
    validFrom: '2026-01-01',
    validTo: '2028-01-01',
  },
  'PUT /api/tasks/{id}': { remarks: 'changed' },
  'POST /api/tasks/{id}/comments': { content: 'a comment' },
  'POST /api/tasks/{id}/time-entries': { minutes: 5 },
  'POST /api/tasks/{id}/quotation': { amount: '100' },
  'PUT /api/clients/{id}': { name: 'Renamed' },
  'PUT /api/clients/{id}/fees': { templateId: '00000000-0000-4000-8000-000000000000', fee: '100' },
  'PUT /api/invoicing/rates/users/{id}': { billingRate: '100', costRate: null },
  'PUT /api/clients/{id}/compliance': { entityType: 'company', pan: 'AAGCS4821K', advanceTax: 'regular' },
  'POST /api/invoices/{id}/payment': { amount: '1', date: '2026-01-05', mode: PAYMENT_MODES[0] },
  'POST /api/invoices/{id}/send': { email: 'a@b.test' },
  'POST /api/invoices/{id}/lines': { description: 'A line', rate: '1' },
  'PUT /api/invoices/{id}/status': { status: 'Sent' },
  'POST /api/invoices/{id}/credit-notes': { amount: '1', reason: 'Discount' },
  'POST /api/payments/{id}/receipt/send': { email: 'a@b.test' },
  'PUT /api/config/statuses/{id}': { name: 'Renamed' },
  'PUT /api/config/priorities/{id}': { name: 'Renamed' },
  'PUT /api/config/task-templates/{id}': { name: 'Renamed', subTasks: ['One'] },
  'PUT /api/config/request-templates/{id}': {
    name: 'Renamed',
    formCode: 'ITR',
    items: [{ name: 'Form 16' }],
  },
  'PUT /api/users/{id}': { name: 'Renamed' },
  'POST /api/clients/{id}/advances': { amount: '1', date: '2026-04-01', mode: 'UPI', description: 'Mine' },
  'POST /api/invoices/{id}/advance-adjustments': { advanceId: '00000000-0000-4000-8000-000000000000' },
  'POST /api/clients/{id}/retainers': RETAINER,
  'PUT /api/clients/{id}/retainers/{retainerId}': RETAINER,
  'POST /api/day-ends/{id}/return': { comment: 'Theirs' },
  'POST /api/day-ends/{id}/reopen': { comment: 'Theirs' },
  'POST /api/clients/{id}/portal-invites': { email: 'contact@theirs.test' },
  'PUT /api/document-requests/{id}/items/{itemId}': { status: 'accepted' },
  'POST /api/payment-notices/{id}/confirm': { amount: '1', date: '2026-01-05', mode: PAYMENT_MODES[0] },
  'POST /api/payment-notices/{id}/reject': { reason: 'Not received' },
  'PUT /api/bank-accounts/{id}': { name: 'Renamed', bank: 'SBI', last4: '1234' },
  'POST /api/bank-statements/lines/{id}/accept': {
    allocations: [{ invoiceId: '00000000-0000-4000-8000-000000000000', amount: '1' }],
  },
  'POST /api/bank-statements/lines/{id}/advance': { clientId: '00000000-0000-4000-8000-000000000000' },
  'POST /api/bank-statements/lines/{id}/ignore': { reason: 'Not ours' },
};

describe('another practice’s ids on every route that takes one', () => {
  let app: TestApp;
  const headers = {} as Record<(typeof ROLES)[number], AuthHeaders>;
  const ids: Record<string, string> = {};
  let snapshot: () => Promise<unknown>;

  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: RELAXED_RATE_LIMITS });
    const mine = await createPractice(app);
    headers.ADMIN = (await loginAs(app, mine.admin)).headers;
    headers.TEAM_LEADER = (await loginAs(app, mine.leader)).headers;
    headers.TEAM_MEMBER = (await loginAs(app, mine.member)).headers;

    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    const gst = `27AAGCS4821K1Z${gstinCheckChar('27AAGCS4821K1Z')}`;
    const client = await createClient(app, otherAdmin, { gst });
    const billed = await createPendingTask(app, otherAdmin, { client: client.id });
    ids.task = await createPendingTask(app, otherAdmin, { client: client.id, allottedTo: other.member.id });
    ids.client = client.id;
    const invoice = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: otherAdmin,
      payload: { taskIds: [billed] },
    });
    ids.invoice = invoice.json().data.invoice.id;
    // Sent, with a credit note, so the credit note routes have the other practice's note to miss.
    await app.inject({
      method: 'PUT',
      url: `/api/invoices/${ids.invoice}/status`,
      headers: otherAdmin,
      payload: { status: 'Sent' },
    });
    const note = await app.inject({
      method: 'POST',
      url: `/api/invoices/${ids.invoice}/credit-notes`,
      headers: otherAdmin,
      payload: { amount: '10', reason: 'Theirs' },
    });
    ids.creditNote = note.json().data.creditNote.id;
    // An advance, adjusted against a draft of theirs, and a retainer: theirs to miss too.
    const advance = await app.inject({
      method: 'POST',
      url: `/api/clients/${client.id}/advances`,
      headers: otherAdmin,
      payload: { amount: '50', date: '2026-04-01', mode: 'UPI', description: 'Theirs' },
    });
    ids.advance = advance.json().data.advance.id;
    const draft = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: otherAdmin,
      payload: { taskIds: [await createPendingTask(app, otherAdmin, { client: client.id })] },
    });
    ids.draft = draft.json().data.invoice.id;
    const adjusted = await app.inject({
      method: 'POST',
      url: `/api/invoices/${ids.draft}/advance-adjustments`,
      headers: otherAdmin,
      payload: { advanceId: ids.advance },
    });
    ids.adjustment = adjusted.json().data.invoice.advanceAdjustments[0].id;
    const retainer = await app.inject({
      method: 'POST',
      url: `/api/clients/${client.id}/retainers`,
      headers: otherAdmin,
      payload: RETAINER,
    });
    ids.retainer = retainer.json().data.retainer.id;
    // A part payment with TDS, so the receipt routes have the other practice's payment to miss.
    const paid = await app.inject({
      method: 'POST',
      url: `/api/invoices/${ids.invoice}/payment`,
      headers: otherAdmin,
      payload: { amount: '5', tdsAmount: '1', date: '2026-01-05', mode: PAYMENT_MODES[0] },
    });
    ids.payment = paid.json().data.invoice.payments[0].id;
    ids.user = other.member.id;
    const db = app.database.db;
    const first = async (rows: Promise<{ id: string }[]>) => (await rows)[0]?.id ?? '';
    ids.status = await first(
      db.select({ id: statuses.id }).from(statuses).where(eq(statuses.orgId, other.orgId)),
    );
    ids.priority = await first(
      db.select({ id: priorities.id }).from(priorities).where(eq(priorities.orgId, other.orgId)),
    );
    ids.template = await first(
      db
        .insert(taskTemplates)
        .values({ orgId: other.orgId, name: 'Their template' })
        .returning({ id: taskTemplates.id }),
    );
    ids.requestTemplate = await first(
      db
        .insert(requestTemplates)
        .values({ orgId: other.orgId, name: 'Their documents', formCode: 'GSTR-3B', items: [] })
        .returning({ id: requestTemplates.id }),
    );
    ids.notification = await first(
      db
        .insert(notifications)
        .values({
          orgId: other.orgId,
          userId: other.member.id,
          type: 'task_assigned',
          title: 'T',
          message: 'M',
        })
        .returning({ id: notifications.id }),
    );
    ids.batch = await first(
      db
        .insert(importBatches)
        .values({ orgId: other.orgId, createdBy: other.admin.id, filename: 'theirs.xlsx' })
        .returning({ id: importBatches.id }),
    );
    ids.complianceItem = await first(
      db
        .insert(complianceItems)
        .values({
          orgId: other.orgId,
          clientId: client.id,
          taskId: ids.task,
          code: 'GSTR-3B',
          period: '2026-10',
          title: 'GSTR-3B – Oct 2026',
          dueDate: '2026-11-20',
          originalDueDate: '2026-11-20',
          acknowledgementFile: 'their-acknowledgement.pdf',
        })
        .returning({ id: complianceItems.id }),
    );
    ids.udinDocument = await first(
      db
        .insert(udinDocuments)
        .values({
          orgId: other.orgId,
          documentType: 'certificate',
          clientId: client.id,
          signerId: other.admin.id,
          membershipNumber: '111111',
          signedOn: '2026-10-01',
        })
        .returning({ id: udinDocuments.id }),
    );
    ids.dscCertificate = await first(
      db
        .insert(dscCertificates)
        .values({
          orgId: other.orgId,
          clientId: client.id,
          holderName: 'Theirs',
          holderKind: 'director',
          certificateClass: 'Class 3',
          tokenSerial: 'THEIRS-1',
          issuedBy: 'eMudhra',
          validFrom: '2026-01-01',
          validTo: '2028-01-01',
        })
        .returning({ id: dscCertificates.id }),
    );
    ids.documentRequest = await first(
      db
        .insert(documentRequests)
        .values({ orgId: other.orgId, clientId: client.id, name: 'Theirs', dueDate: '2026-12-01' })
        .returning({ id: documentRequests.id }),
    );
    ids.paymentNotice = await first(
      db
        .insert(paymentNotices)
        .values({
          orgId: other.orgId,
          invoiceId: ids.invoice ?? '',
          clientId: client.id,
          contactName: 'Their contact',
          amountPaise: 100,
          date: '2026-01-05',
          reference: 'UTR theirs',
        })
        .returning({ id: paymentNotices.id }),
    );
    ids.bankAccount = await first(
      db
        .insert(bankAccounts)
        .values({ orgId: other.orgId, name: 'Their HDFC current', bank: 'HDFC', last4: '5678' })
        .returning({ id: bankAccounts.id }),
    );
    const statement = await first(
      db
        .insert(bankStatementImports)
        .values({
          orgId: other.orgId,
          bankAccountId: ids.bankAccount ?? '',
          fileName: 'theirs.csv',
          layout: 'HDFC',
          rows: 1,
          imported: 1,
          duplicates: 0,
        })
        .returning({ id: bankStatementImports.id }),
    );
    ids.bankLine = await first(
      db
        .insert(bankStatementLines)
        .values({
          orgId: other.orgId,
          bankAccountId: ids.bankAccount ?? '',
          importId: statement,
          date: '2026-01-05',
          narration: 'NEFT THEIR CLIENT',
          creditPaise: 100,
          dedupeKey: '2026-01-05|100||',
        })
        .returning({ id: bankStatementLines.id }),
    );
    ids.holiday = await first(
      db
        .insert(holidays)
        .values({ orgId: other.orgId, day: '2030-01-26', name: 'Their holiday' })
        .returning({ id: holidays.id }),
    );
    ids.leave = await first(
      db
        .insert(leaveDays)
        .values({ orgId: other.orgId, userId: other.member.id, day: '2030-01-28' })
        .returning({ id: leaveDays.id }),
    );
    ids.dayEnd = await first(
      db
        .insert(dayEnds)
        .values({ orgId: other.orgId, userId: other.member.id, date: '2026-01-05', totalMinutes: 0 })
        .returning({ id: dayEnds.id }),
    );
    expect(Object.values(ids).every(Boolean)).toBe(true);
    // What the other practice sees of its own rows, before and after.
    snapshot = async () => {
      const read = async (url: string) =>
        (await app.inject({ method: 'GET', url, headers: otherAdmin })).json().data;
      return {
        task: await read(`/api/tasks/${ids.task}`),
        client: await read(`/api/clients/${ids.client}`),
        invoice: await read(`/api/invoices/${ids.invoice}`),
        creditNotes: await read(`/api/invoices/${ids.invoice}/credit-notes`),
        advances: await read(`/api/clients/${ids.client}/advances`),
        retainers: await read(`/api/clients/${ids.client}/retainers`),
        user: await read(`/api/users/${ids.user}`),
        statuses: await read('/api/config/statuses'),
        priorities: await read('/api/config/priorities'),
        templates: await read('/api/config/task-templates'),
        requestTemplates: await read('/api/config/request-templates'),
        batches: await read('/api/tasks/import/batches'),
        comments: await read(`/api/tasks/${ids.task}/comments`),
        time: await read(`/api/tasks/${ids.task}/time-entries`),
        compliance: await read('/api/compliance/calendar?from=2026-11-01&to=2026-11-30'),
        udin: await read('/api/registers/udin'),
        dsc: await read('/api/registers/dsc'),
        dayQueue: await read('/api/day-ends/queue'),
        approvedDays: await read('/api/day-ends/approved'),
        documentRequests: await read(`/api/document-requests/${ids.documentRequest}`),
        paymentNotices: await read(`/api/invoices/${ids.invoice}/payment-notices`),
        bankAccounts: await read('/api/bank-accounts'),
        bankLines: await read('/api/bank-statements/lines'),
      };
    };
  });
  afterAll(() => app.close());

  it('answers 404, 403 or 400 and changes nothing', async () => {
    const before = await snapshot();
    // The portal's routes take no staff token at all (route-matrix.test.ts, portal/staff-routes.test.ts).
    const routes = Object.entries(MATRIX).filter(
      ([key, who]) => key.includes('{id}') && who !== 'public' && who !== 'portal',
    );
    expect(routes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const [key, who] of routes) {
      const [method, path] = key.split(' ') as [string, string];
      const url = path
        .replace('{id}', ids[path.includes('{adjustmentId}') ? 'draft' : kindOf(path)] ?? '')
        .replace('{adjustmentId}', ids.adjustment ?? '')
        .replace('{retainerId}', ids.retainer ?? '')
        // Ids under theirs: any will do, the outer record is already not ours.
        .replace('{itemId}', randomUUID())
        .replace('{fileId}', randomUUID())
        .replace('{contactId}', randomUUID());
      for (const role of ROLES) {
        const res = await app.inject({
          method: method as 'GET',
          url,
          headers: headers[role],
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: BODIES[key] ?? {} }),
        });
        const expected = allowed(who, role) ? [404, 400] : [403, 404];
        if (!expected.includes(res.statusCode)) wrong.push(`${key} ${role} → ${res.statusCode} ${res.body}`);
        // A read or a delete has no body to refuse: the other practice's row is simply not there.
        if (allowed(who, role) && (method === 'GET' || method === 'DELETE') && res.statusCode !== 404)
          wrong.push(`${key} ${role} → ${res.statusCode}, not 404`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
