// Document requests end to end through the API: staff raise them (Admin, Team Leader), everyone on
// staff reads them, the client answers item by item in the portal (files checked by their content,
// up to 25 MB each), staff accept or return each item, and every portal action is the contact's in
// the audit trail.

import * as XLSX from '@e965/xlsx';
import { DOCUMENT_REQUEST_MESSAGES as MESSAGES } from '@practice-desk/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, storedFiles } from '../../db/schema';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createPendingTask,
  createPractice,
  loginAs,
  RELAXED_RATE_LIMITS,
} from '../../test/factories';
import { multipartFile } from '../../test/multipart';
import { makePng } from '../../test/png';
import { invitedContact } from '../../test/portal';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

type Contact = Awaited<ReturnType<typeof invitedContact>>;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64, 2)]);
const CSV = Buffer.from('Invoice,Date,Amount\nINV-1,2026-10-01,1180\n');
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(200, 0),
  Buffer.from('This program cannot be run in DOS mode'),
]);
const SCRIPT = Buffer.from('#!/bin/sh\nrm -rf /\n');

function workbook(): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['Invoice', 'Amount'],
      ['INV-1', 1180],
    ]),
    'Sales',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('document requests', () => {
  let app: TestApp;
  let orgId = '';
  let smtp: TestSmtp;
  const staff: Record<'admin' | 'leader' | 'member', AuthHeaders> = {} as never;
  let contact: Contact;
  let other: Contact;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url, rateLimits: RELAXED_RATE_LIMITS });
    const practice = await createPractice(app);
    orgId = practice.orgId;
    staff.admin = (await loginAs(app, practice.admin)).headers;
    staff.leader = (await loginAs(app, practice.leader)).headers;
    staff.member = (await loginAs(app, practice.member)).headers;
    contact = await invitedContact(app, smtp, staff.admin);
    other = await invitedContact(app, smtp, staff.admin);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const raise = (headers: AuthHeaders, clientId: string, overrides: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/document-requests',
      headers,
      payload: {
        clientId,
        dueDate: '2026-12-20',
        items: [
          { name: 'Sales register', required: true },
          { name: 'Purchase invoices', note: 'All of October', required: true },
          { name: 'Bank statement', required: false },
        ],
        ...overrides,
      },
    });
  const raised = async (clientId = contact.client.id, overrides: Record<string, unknown> = {}) => {
    const res = await raise(staff.admin, clientId, overrides);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.request as { id: string; items: { id: string }[] };
  };
  const upload = (
    who: Contact,
    requestId: string,
    itemId: string,
    name: string,
    content: Buffer,
    type?: string,
  ) => {
    const form = multipartFile('file', name, content, type);
    return app.inject({
      method: 'POST',
      url: `/api/portal/requests/${requestId}/items/${itemId}/files`,
      headers: { ...who.headers, ...form.headers },
      payload: form.payload,
    });
  };
  const review = (headers: AuthHeaders, requestId: string, itemId: string, body: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/document-requests/${requestId}/items/${itemId}`,
      headers,
      payload: body,
    });
  // This practice's files only: on PostgreSQL every test file shares one database, and another
  // file's upload may land between two counts.
  const clientFiles = async () =>
    (
      await app.database.db
        .select({ n: count() })
        .from(storedFiles)
        .where(and(eq(storedFiles.orgId, orgId), eq(storedFiles.kind, 'client-document')))
    )[0]?.n;

  it('lets an Admin and a Team Leader raise a request, and refuses a Team Member', async () => {
    for (const who of ['admin', 'leader'] as const) {
      const res = await raise(staff[who], contact.client.id);
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(MESSAGES.created);
      expect(res.json().data.request).toMatchObject({
        status: 'open',
        received: 0,
        total: 3,
        title: 'Documents',
      });
    }
    expect((await raise(staff.member, contact.client.id)).statusCode).toBe(403);
  });

  it('refuses a request with no items, or for a client of another practice', async () => {
    const empty = await raise(staff.admin, contact.client.id, { items: [] });
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json().errors)).toContain(MESSAGES.itemsRequired);
    const stranger = await createPractice(app);
    const strangerAdmin = (await loginAs(app, stranger.admin)).headers;
    const res = await raise(strangerAdmin, contact.client.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MESSAGES.clientNotFound);
  });

  it('ties a request to a task of its client, named after it, and refuses another client’s task', async () => {
    const taskId = await createPendingTask(app, staff.admin, { client: contact.client.id });
    const tied = await raise(staff.leader, contact.client.id, { taskId });
    expect(tied.statusCode).toBe(201);
    expect(tied.json().data.request).toMatchObject({ taskId, title: 'Documents for GST Returns – GSTR-1' });
    const wrong = await raise(staff.admin, other.client.id, { taskId });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(MESSAGES.taskNotFound);
  });

  it('lists requests page by page for every staff role, filtered by client, status and overdue', async () => {
    const late = await raised(other.client.id, { dueDate: '2020-01-01' });
    for (const who of ['admin', 'leader', 'member'] as const) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/document-requests?clientId=${other.client.id}&overdue=true`,
        headers: staff[who],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.requests.map((r: { id: string }) => r.id)).toEqual([late.id]);
      expect(res.json().data.pagination).toMatchObject({ page: 1, total: 1 });
      const one = await app.inject({
        method: 'GET',
        url: `/api/document-requests/${late.id}`,
        headers: staff[who],
      });
      expect(one.json().data.request.overdue).toBe(true);
    }
    const complete = await app.inject({
      method: 'GET',
      url: '/api/document-requests?status=complete',
      headers: staff.admin,
    });
    expect(complete.json().data.requests).toEqual([]);
  });

  it('shows the contact their client’s requests and takes an upload of each kind, told by content', async () => {
    const request = await raised();
    const list = await app.inject({ method: 'GET', url: '/api/portal/requests', headers: contact.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.requests.map((r: { id: string }) => r.id)).toContain(request.id);
    const item = request.items[0]?.id ?? '';
    const kinds: [string, Buffer, string][] = [
      ['sales.pdf', PDF, 'application/pdf'],
      ['IMG_0001.JPG', JPEG, 'image/jpeg'],
      ['photo.png', makePng(4, 4), 'image/png'],
      ['IMG_0002.HEIC', HEIC, 'image/heic'],
      ['sales.xlsx', workbook(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['sales.csv', CSV, 'text/csv'],
    ];
    for (const [name, content, type] of kinds) {
      const res = await upload(contact, request.id, item, name, content);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      const files = res.json().data.request.items[0].files as { name: string; contentType: string }[];
      expect(files.at(-1)).toMatchObject({ name, contentType: type });
    }
    const detail = await app.inject({
      method: 'GET',
      url: `/api/document-requests/${request.id}`,
      headers: staff.member,
    });
    expect(detail.json().data.request).toMatchObject({ received: 1, total: 3 });
    expect(detail.json().data.request.items[0].status).toBe('uploaded');
  });

  it('refuses a renamed executable, a script, an empty file and one over 25 MB, keeping none of them', async () => {
    const request = await raised();
    const item = request.items[0]?.id ?? '';
    const before = await clientFiles();
    const exe = await upload(contact, request.id, item, 'invoice.pdf', EXE, 'application/pdf');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe(MESSAGES.fileKindRefused);
    expect((await upload(contact, request.id, item, 'data.csv', SCRIPT, 'text/csv')).statusCode).toBe(415);
    const empty = await upload(contact, request.id, item, 'empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    const big = Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024, 0x20)]);
    const tooBig = await upload(contact, request.id, item, 'big.pdf', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(MESSAGES.fileTooLarge);
    expect(await clientFiles()).toBe(before);
  }, 60_000);

  it('serves staff the file as an attachment with nosniff, byte for byte', async () => {
    const request = await raised();
    const item = request.items[1]?.id ?? '';
    const bytes = Buffer.concat([PDF, Buffer.alloc(600 * 1024, 0x41)]);
    const res = await upload(contact, request.id, item, 'purchases oct.pdf', bytes);
    const file = res.json().data.request.items[1].files[0];
    const url = `/api/document-requests/${request.id}/items/${item}/files/${file.id}`;
    for (const who of ['admin', 'leader', 'member'] as const) {
      const got = await app.inject({ method: 'GET', url, headers: staff[who] });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="purchases oct.pdf"; filename*=UTF-8''purchases%20oct.pdf`,
      );
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.rawPayload.equals(bytes)).toBe(true);
    }
    const wrongItem = url.replace(item, request.items[0]?.id ?? '');
    expect((await app.inject({ method: 'GET', url: wrongItem, headers: staff.admin })).statusCode).toBe(404);
  });

  it('takes a note and a not-applicable reason, and refuses an empty reason', async () => {
    const request = await raised();
    const [first, , optional] = request.items;
    const base = `/api/portal/requests/${request.id}/items`;
    const note = await app.inject({
      method: 'POST',
      url: `${base}/${first?.id}/notes`,
      headers: contact.headers,
      payload: { note: 'Sending tomorrow' },
    });
    expect(note.statusCode).toBe(200);
    expect(note.json().data.request.items[0].clientNote).toBe('Sending tomorrow');
    const empty = await app.inject({
      method: 'POST',
      url: `${base}/${optional?.id}/not-applicable`,
      headers: contact.headers,
      payload: { reason: ' ' },
    });
    expect(empty.statusCode).toBe(422);
    const na = await app.inject({
      method: 'POST',
      url: `${base}/${optional?.id}/not-applicable`,
      headers: contact.headers,
      payload: { reason: 'No bank account this month' },
    });
    expect(na.statusCode).toBe(200);
    expect(na.json().data.request.items[2]).toMatchObject({
      status: 'not_applicable',
      clientNote: 'No bank account this month',
    });
  });

  it('returns an item with a comment, takes it again, and completes the request once the required are accepted', async () => {
    const request = await raised();
    const [sales, purchases] = request.items.map((item) => item.id);
    expect((await review(staff.admin, request.id, sales ?? '', { status: 'accepted' })).statusCode).toBe(409);
    await upload(contact, request.id, sales ?? '', 'sales.pdf', PDF);
    await upload(contact, request.id, purchases ?? '', 'purchases.pdf', PDF);
    expect((await review(staff.member, request.id, sales ?? '', { status: 'accepted' })).statusCode).toBe(
      403,
    );
    const bare = await review(staff.leader, request.id, sales ?? '', { status: 'returned' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().message).toBe(MESSAGES.commentRequired);
    const returned = await review(staff.leader, request.id, sales ?? '', {
      status: 'returned',
      comment: 'Page 2 missing',
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json().data.request.items[0]).toMatchObject({
      status: 'returned',
      staffComment: 'Page 2 missing',
    });
    const seen = await app.inject({
      method: 'GET',
      url: `/api/portal/requests/${request.id}`,
      headers: contact.headers,
    });
    expect(seen.json().data.request.items[0].staffComment).toBe('Page 2 missing');
    expect((await upload(contact, request.id, sales ?? '', 'sales-full.pdf', PDF)).statusCode).toBe(201);
    await review(staff.admin, request.id, sales ?? '', { status: 'accepted' });
    const done = await review(staff.admin, request.id, purchases ?? '', {
      status: 'accepted',
      comment: 'Thanks',
    });
    expect(done.json().data.request.status).toBe('complete');
    const closed = await upload(contact, request.id, sales ?? '', 'again.pdf', PDF);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(MESSAGES.alreadyAccepted);
  });

  it('shows a contact nothing of another client, by guessed ids included', async () => {
    const theirs = await raised(other.client.id);
    const item = theirs.items[0]?.id ?? '';
    const guesses = [
      { method: 'GET', url: `/api/portal/requests/${theirs.id}` },
      { method: 'GET', url: `/api/portal/requests?clientId=${other.client.id}` },
      {
        method: 'POST',
        url: `/api/portal/requests/${theirs.id}/items/${item}/notes`,
        payload: { note: 'x' },
      },
      {
        method: 'POST',
        url: `/api/portal/requests/${theirs.id}/items/${item}/not-applicable`,
        payload: { reason: 'x' },
      },
      { method: 'GET', url: '/api/portal/requests/00000000-0000-4000-8000-000000000000' },
    ] as const;
    for (const guess of guesses) {
      const res = await app.inject({ ...guess, headers: contact.headers });
      expect(res.statusCode, `${guess.method} ${guess.url}`).toBe(404);
    }
    expect((await upload(contact, theirs.id, item, 'x.pdf', PDF)).statusCode).toBe(404);
    const mine = await app.inject({ method: 'GET', url: '/api/portal/requests', headers: contact.headers });
    const ids = mine.json().data.requests.map((r: { clientId: string }) => r.clientId);
    expect(new Set(ids)).toEqual(new Set([contact.client.id]));
    const untouched = await app.inject({
      method: 'GET',
      url: `/api/document-requests/${theirs.id}`,
      headers: staff.admin,
    });
    expect(untouched.json().data.request.items[0]).toMatchObject({
      status: 'pending',
      clientNote: null,
      files: [],
    });
  });

  it('records each portal action in the audit trail as the contact’s', async () => {
    const request = await raised();
    const item = request.items[0]?.id ?? '';
    await upload(contact, request.id, item, 'sales.pdf', PDF);
    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, contact.contactId), eq(auditLog.parentId, item)));
    expect(entries.map((e) => `${e.entity} ${e.action}`)).toContain('document_request_files create');
    const itemEntries = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, item), eq(auditLog.action, 'update')));
    expect(itemEntries.at(-1)).toMatchObject({
      userId: contact.contactId,
      userName: 'Contact 1 (client portal)',
    });
    const log = await app.inject({
      method: 'GET',
      url: `/api/audit?entity=document_request_items&entityId=${item}`,
      headers: staff.admin,
    });
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain('Contact 1 (client portal)');
  });

  it('serves an uploaded file from a second instance on the same database', async () => {
    const request = await raised();
    const item = request.items[0]?.id ?? '';
    const bytes = Buffer.concat([PDF, Buffer.alloc(300 * 1024, 0x42)]);
    const res = await upload(contact, request.id, item, 'sales.pdf', bytes);
    const fileId = res.json().data.request.items[0].files[0].id;
    const second = await buildSecondInstance(app);
    try {
      const got = await second.inject({
        method: 'GET',
        url: `/api/document-requests/${request.id}/items/${item}/files/${fileId}`,
        headers: staff.member,
      });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(bytes)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
