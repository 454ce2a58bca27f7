// Fixtures for chasing document requests: a practice with its three people signed in and a client
// contact signed in to the portal; raising a request, uploading against an item, reviewing one,
// and running the chase job on a chosen day at 08:00 in the practice's time zone.
import { runDocumentChase } from '../modules/document-requests/chase-job';
import type { TestApp } from './app';
import { type AuthHeaders, createPractice, loginAs } from './factories';
import { multipartFile } from './multipart';
import { invitedContact } from './portal';
import { practiceDaysFromToday } from './practice-today';
import type { TestSmtp } from './smtp';

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export type Staff = Record<'admin' | 'leader' | 'member', AuthHeaders>;

export async function chasePractice(app: TestApp, smtp: TestSmtp) {
  const practice = await createPractice(app);
  const staff: Staff = {
    admin: (await loginAs(app, practice.admin)).headers,
    leader: (await loginAs(app, practice.leader)).headers,
    member: (await loginAs(app, practice.member)).headers,
  };
  const contact = await invitedContact(app, smtp, staff.admin);
  return { practice, staff, contact };
}

/** 08:00 in a test practice's time zone (the default, Asia/Kolkata), `days` from today: the
 * digest goes from 07:00. */
export const practiceMorning = (days: number) => new Date(`${practiceDaysFromToday(days)}T08:00:00+05:30`);

export function runChase(app: TestApp, orgId: string, days: number) {
  return runDocumentChase(
    app.database.db,
    { mailer: app.mailer, appUrl: app.config.appUrl },
    { now: practiceMorning(days), practiceIds: [orgId] },
  );
}

export async function raiseRequest(
  app: TestApp,
  headers: AuthHeaders,
  clientId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/document-requests',
    headers,
    payload: {
      clientId,
      dueDate: practiceDaysFromToday(7),
      items: [{ name: 'Sales register' }, { name: 'Purchase invoices' }, { name: 'Bank statement' }],
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`request answered ${res.statusCode}: ${res.body}`);
  return res.json().data.request as { id: string; title: string; items: { id: string; name: string }[] };
}

export async function uploadTo(
  app: TestApp,
  portal: { headers: { authorization: string } },
  requestId: string,
  itemId: string,
) {
  const form = multipartFile('file', 'scan.pdf', PDF);
  const res = await app.inject({
    method: 'POST',
    url: `/api/portal/requests/${requestId}/items/${itemId}/files`,
    headers: { ...portal.headers, ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
}

export async function reviewItem(
  app: TestApp,
  headers: AuthHeaders,
  requestId: string,
  itemId: string,
  body: { status: 'accepted' | 'returned'; comment?: string },
) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/document-requests/${requestId}/items/${itemId}`,
    headers,
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`review answered ${res.statusCode}: ${res.body}`);
}

/** The mails the test SMTP server received for `email` whose subject holds `about`. */
export const mailsTo = (smtp: TestSmtp, email: string, about: string) =>
  smtp.messages.filter(
    (m) => JSON.stringify(m.to ?? '').includes(email) && (m.subject ?? '').includes(about),
  );
