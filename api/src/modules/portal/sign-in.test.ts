// The portal's sign-in: staff invite a client's contact, the contact asks for a link (the answer
// never tells whether the address is known), spends it once within 15 minutes, and holds a portal
// session of 30 days from its last use, which staff can end.
import { PORTAL_MESSAGES } from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, portalLinks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createPractice, loginAs, RELAXED_RATE_LIMITS } from '../../test/factories';
import {
  clientWithContacts,
  invite,
  invitedContact,
  linkTokenMailedTo,
  portalEmail,
  portalSignIn,
  verify,
} from '../../test/portal';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

const MINUTE = 60_000;

describe('portal sign-in', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let now = new Date('2026-11-20T06:30:00Z');
  const staff: Record<'admin' | 'leader' | 'member', AuthHeaders> = {} as never;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url, rateLimits: RELAXED_RATE_LIMITS, clock: () => now });
    const practice = await createPractice(app);
    staff.admin = (await loginAs(app, practice.admin)).headers;
    staff.leader = (await loginAs(app, practice.leader)).headers;
    staff.member = (await loginAs(app, practice.member)).headers;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  const me = (headers: { authorization: string }) =>
    app.inject({ method: 'GET', url: '/api/portal/me', headers });
  const askLink = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/portal/auth/link', payload: { email } });
    await app.backgroundSettled();
    return res;
  };

  it('lets an Admin and a Team Leader invite a contact, and mails a sign-in link', async () => {
    for (const who of ['admin', 'leader'] as const) {
      const email = portalEmail(who);
      // Saving a profile is an Admin's; inviting is also a Team Leader's.
      const client = await clientWithContacts(app, staff.admin, [email]);
      const res = await invite(app, staff[who], client.id, email);
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(PORTAL_MESSAGES.invited);
      expect(res.json().data.contact).toMatchObject({
        email,
        clientId: client.id,
        name: 'Contact 1',
        sessions: [],
      });
      const mail = smtp.messages.filter((m) => JSON.stringify(m.to).includes(email)).at(-1);
      expect(mail?.subject).toContain('your client portal');
      expect(linkTokenMailedTo(smtp, email)).not.toBe('');
      expect((await verify(app, linkTokenMailedTo(smtp, email))).statusCode).toBe(200);
    }
  });

  it('refuses a Team Member inviting, listing or revoking portal access', async () => {
    const email = portalEmail();
    const client = await clientWithContacts(app, staff.admin, [email]);
    expect((await invite(app, staff.member, client.id, email)).statusCode).toBe(403);
    const list = await app.inject({
      method: 'GET',
      url: `/api/clients/${client.id}/portal-access`,
      headers: staff.member,
    });
    expect(list.statusCode).toBe(403);
  });

  it('adds an invited address the profile does not list to its contacts', async () => {
    const client = await clientWithContacts(app, staff.admin, [portalEmail()]);
    const email = portalEmail('new');
    expect((await invite(app, staff.admin, client.id, email)).statusCode).toBe(201);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/clients/${client.id}`,
      headers: staff.admin,
    });
    const contacts = detail.json().data.client.compliance.contacts as { email: string; primary: boolean }[];
    expect(contacts.map((c) => c.email)).toContain(email);
    expect(contacts.filter((c) => c.primary)).toHaveLength(1);
  });

  it('refuses an invitation while the client has no compliance profile', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: staff.admin,
      payload: { name: `No profile ${portalEmail()}`, address: 'Pune' },
    });
    const answer = await invite(app, staff.admin, res.json().data.client.id, portalEmail());
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(PORTAL_MESSAGES.noProfile);
  });

  it('answers a link request the same for a known and an unknown address, mailing only the known', async () => {
    const { email } = await invitedContact(app, smtp, staff.admin);
    const unknown = portalEmail('stranger');
    const known = await askLink(email);
    const stranger = await askLink(unknown);
    expect(known.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(stranger.json()).toEqual(known.json());
    expect(known.json().message).toBe(PORTAL_MESSAGES.linkSent);
    expect(smtp.messages.some((m) => JSON.stringify(m.to).includes(unknown))).toBe(false);
  });

  it('keeps only a hash of the link’s token', async () => {
    const { email } = await invitedContact(app, smtp, staff.admin);
    await askLink(email);
    const token = linkTokenMailedTo(smtp, email);
    const rows = await app.database.db.select().from(portalLinks).where(eq(portalLinks.email, email));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('opens a session with a link once, and never again', async () => {
    const { email } = await invitedContact(app, smtp, staff.admin);
    await askLink(email);
    const token = linkTokenMailedTo(smtp, email);
    const first = await verify(app, token);
    expect(first.statusCode).toBe(200);
    const again = await verify(app, token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(PORTAL_MESSAGES.linkInvalid);
  });

  it('refuses a link after 15 minutes', async () => {
    const { email } = await invitedContact(app, smtp, staff.admin);
    await askLink(email);
    const token = linkTokenMailedTo(smtp, email);
    const start = now;
    try {
      now = new Date(start.getTime() + 15 * MINUTE + 1000);
      const late = await verify(app, token);
      expect(late.statusCode).toBe(401);
      expect(late.json().message).toBe(PORTAL_MESSAGES.linkInvalid);
    } finally {
      now = start;
    }
  });

  it('keeps a session 30 days after its last use, sliding', async () => {
    const contact = await invitedContact(app, smtp, staff.admin);
    const start = now;
    try {
      now = new Date(start.getTime() + 29 * 24 * 60 * MINUTE);
      expect((await me(contact.headers)).statusCode).toBe(200);
      now = new Date(start.getTime() + 58 * 24 * 60 * MINUTE);
      expect((await me(contact.headers)).statusCode).toBe(200);
      now = new Date(start.getTime() + 89 * 24 * 60 * MINUTE);
      const ended = await me(contact.headers);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().message).toBe(PORTAL_MESSAGES.sessionExpired);
    } finally {
      now = start;
    }
  });

  it('lists every client of an address in /portal/me, and only those', async () => {
    const email = portalEmail('family');
    const first = await clientWithContacts(app, staff.admin, [email]);
    const second = await clientWithContacts(app, staff.admin, [email]);
    const other = await clientWithContacts(app, staff.admin, [portalEmail()]);
    await invite(app, staff.admin, first.id, email);
    await invite(app, staff.admin, second.id, email);
    const session = await portalSignIn(app, smtp, email);
    const res = await me(session.headers);
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data.clients as { id: string }[]).map((c) => c.id).sort();
    expect(ids).toEqual([first.id, second.id].sort());
    expect(ids).not.toContain(other.id);
  });

  it('lists access with sessions, and revoking it ends the session', async () => {
    const contact = await invitedContact(app, smtp, staff.admin);
    const url = `/api/clients/${contact.client.id}/portal-access`;
    const list = await app.inject({ method: 'GET', url, headers: staff.leader });
    expect(list.statusCode).toBe(200);
    const [row] = list.json().data.contacts;
    expect(row).toMatchObject({ id: contact.contactId, email: contact.email });
    expect(row.sessions).toHaveLength(1);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `${url}/${contact.contactId}`,
      headers: staff.leader,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(PORTAL_MESSAGES.accessRevoked);
    expect((await me(contact.headers)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: staff.admin })).json().data.contacts).toEqual([]);
    const member = await app.inject({
      method: 'DELETE',
      url: `${url}/${contact.contactId}`,
      headers: staff.member,
    });
    expect(member.statusCode).toBe(403);
  });

  it('ends access when the contact is removed from the client’s profile', async () => {
    const contact = await invitedContact(app, smtp, staff.admin);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/clients/${contact.client.id}`,
      headers: staff.admin,
    });
    const { gstin: _g, ...profile } = detail.json().data.client.compliance;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/clients/${contact.client.id}/compliance`,
      headers: staff.admin,
      payload: {
        ...profile,
        gstin: '',
        contacts: [{ name: 'Someone else', email: portalEmail(), primary: true }],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await me(contact.headers)).statusCode).toBe(401);
    const access = await app.inject({
      method: 'GET',
      url: `/api/clients/${contact.client.id}/portal-access`,
      headers: staff.admin,
    });
    expect(access.json().data.contacts).toEqual([]);
  });

  it('signs out', async () => {
    const contact = await invitedContact(app, smtp, staff.admin);
    const out = await app.inject({
      method: 'POST',
      url: '/api/portal/auth/logout',
      headers: contact.headers,
    });
    expect(out.statusCode).toBe(200);
    expect((await me(contact.headers)).statusCode).toBe(401);
  });

  it('records the session opened in the audit trail with the contact as its actor', async () => {
    const contact = await invitedContact(app, smtp, staff.admin);
    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'portal_sessions'), eq(auditLog.userId, contact.contactId)));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.userName).toBe('Contact 1 (client portal)');
  });
});

describe('portal sign-in limits', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({
      smtpUrl: smtp.url,
      rateLimits: { ...RELAXED_RATE_LIMITS, forgotPerMinute: 3 },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('refuses a fourth link request a minute for one address', async () => {
    const email = portalEmail('limited');
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1)
      answers.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/portal/auth/link',
            payload: { email },
            remoteAddress: `10.1.0.${i + 1}`,
          })
        ).statusCode,
      );
    expect(answers).toEqual([202, 202, 202, 429]);
  });

  it('refuses a fourth link request a minute from one IP', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/portal/auth/link',
        payload: { email: portalEmail('spray') },
        remoteAddress: '10.2.0.9',
      });
      answers.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toBe(PORTAL_MESSAGES.tooManyLinks);
    }
    expect(answers).toEqual([202, 202, 202, 429]);
  });
});
