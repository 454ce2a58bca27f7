import {
  duePeriods,
  type InvoiceRow,
  RETAINER_MESSAGES,
  type RetainerRow,
  retainerLineText,
  todayIn,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { INTRA_STATE_GSTIN } from '../../test/credit-note-fixtures';
import { type AuthHeaders, createClient, createPractice, loginAs } from '../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { runRetainers } from './job';

describe('recurring retainers: one draft per period, caught up, sent when asked', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let admin: AuthHeaders;
  let orgId: string;
  const today = todayIn('Asia/Kolkata');
  // The 1st: a retainer starting later in the month is issued on its start date, so the first
  // period is due today whatever the day (with the 5th, it was not due from the 1st to the 4th).
  const DAY_OF_ISSUE = 1;
  // The test's clock: noon in India on the given day.
  const at = (day: string) => new Date(`${day}T06:30:00Z`);
  const run = (day: string) =>
    runRetainers(
      app.database.db,
      { mailer: app.mailer, ...app.invoicePdfDependencies },
      { now: at(day), practiceIds: [orgId] },
    );
  const save = (clientId: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/retainers`,
      headers: admin,
      payload: {
        frequency: 'Monthly',
        amount: '5000',
        description: 'Retainer',
        startDate: today,
        dayOfIssue: DAY_OF_ISSUE,
        ...payload,
      },
    });
  const invoicesOf = async (clientId: string) => {
    const rows: InvoiceRow[] = [];
    for (const status of ['generated', 'sent']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/invoices?status=${status}&limit=200`,
        headers: admin,
      });
      rows.push(...(res.json().data.invoices as InvoiceRow[]));
    }
    return rows.filter((i) => i.clientId === clientId);
  };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url });
    const practice = await createPractice(app);
    orgId = practice.orgId;
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('drafts each due period once, with one free-text line, and catches up missed days', async () => {
    const client = await createClient(app, admin, { gst: INTRA_STATE_GSTIN });
    const res = await save(client.id, {});
    expect(res.statusCode).toBe(201);
    const retainer = res.json().data.retainer as RetainerRow;
    expect(retainer).toMatchObject({
      frequency: 'Monthly',
      amount: '5000.00',
      sac: '998231',
      autoSend: false,
    });

    // Today: the first period (it starts today, on or after its day of issue) is due now.
    expect((await run(today)).drafted).toBe(1);
    expect((await run(today)).drafted).toBe(0);
    let drafts = await invoicesOf(client.id);
    expect(drafts).toHaveLength(1);
    const schedule = {
      frequency: 'Monthly' as const,
      startDate: today,
      endDate: null,
      dayOfIssue: DAY_OF_ISSUE,
    };
    const [first] = duePeriods(schedule, today);
    if (!first) throw new Error('a period expected');
    expect(drafts[0]).toMatchObject({ status: 'Generated', totalAmount: '5900.00' });
    expect(drafts[0]?.items.map((l) => [l.description, l.taskId, l.amount])).toEqual([
      [retainerLineText('Retainer', first), null, '5000.00'],
    ]);

    // The server was down for two months: the next run makes both missed periods, once.
    const later = dayjs(today).add(2, 'month').date(20).format('YYYY-MM-DD');
    expect((await run(later)).drafted).toBe(2);
    expect((await run(later)).drafted).toBe(0);
    drafts = await invoicesOf(client.id);
    expect(drafts).toHaveLength(3);
    // Drafts wait for their numbers until they are issued (`invoices/issue.test.ts`).
    expect(drafts.map((d) => d.invoiceNumber)).toEqual([null, null, null]);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/clients/${client.id}/retainers`,
      headers: admin,
    });
    const [row] = listed.json().data.retainers as RetainerRow[];
    expect(row?.invoices.map((i) => i.label)).toEqual(duePeriods(schedule, later).map((p) => p.label));
  });

  it('mails the draft when the retainer is set to send automatically and the client has an e-mail', async () => {
    const client = await createClient(app, admin, {
      gst: INTRA_STATE_GSTIN,
      email: 'accounts@retained.test',
    });
    await save(client.id, { autoSend: true, amount: '12000', description: 'Monthly compliance retainer' });
    const quiet = await createClient(app, admin, { gst: INTRA_STATE_GSTIN });
    await save(quiet.id, { autoSend: true });
    const before = smtp.messages.length;
    const outcome = await run(today);
    expect(outcome).toMatchObject({ drafted: 2, sent: 1, failedSends: 0 });
    expect(smtp.messages.length).toBe(before + 1);
    const mail = smtp.messages.at(-1);
    expect(mail?.to).toMatchObject({ text: 'accounts@retained.test' });
    expect(mail?.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    const [sent] = await invoicesOf(client.id);
    expect(sent).toMatchObject({ status: 'Sent', sentTo: 'accounts@retained.test', totalAmount: '14160.00' });
    expect((await invoicesOf(quiet.id))[0]?.status).toBe('Generated');
  });

  it('waits for a client without a place of supply, and refuses an end before the start', async () => {
    const client = await createClient(app, admin, { gst: null, stateCode: null });
    await save(client.id, {});
    expect((await run(today)).drafted).toBe(0);
    const ended = await createClient(app, admin, { gst: INTRA_STATE_GSTIN });
    const start = dayjs(today).add(1, 'month').format('YYYY-MM-DD');
    const res = await save(ended.id, {
      startDate: start,
      endDate: dayjs(start).subtract(1, 'day').format('YYYY-MM-DD'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(RETAINER_MESSAGES.endBeforeStart);
  });

  it('changes and deletes a retainer; its drafts stay', async () => {
    const client = await createClient(app, admin, { gst: INTRA_STATE_GSTIN });
    const made = (await save(client.id, {})).json().data.retainer as RetainerRow;
    await run(today);
    const url = `/api/clients/${client.id}/retainers/${made.id}`;
    const changed = await app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: {
        frequency: 'Quarterly',
        amount: '15000',
        description: 'Quarterly retainer',
        startDate: today,
        dayOfIssue: 10,
      },
    });
    expect(changed.json().data.retainer).toMatchObject({
      frequency: 'Quarterly',
      amount: '15000.00',
      dayOfIssue: 10,
    });
    expect((await app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);
    expect(await invoicesOf(client.id)).toHaveLength(1);
  });
});
