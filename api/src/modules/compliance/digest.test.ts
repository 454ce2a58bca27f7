// The opt-in daily e-mail digest: turned on from the profile; each morning the person's items
// overdue and due in the next 7 days, once a day, through the mailer (the outbox in tests).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createObligation, type ObligationFields } from '../../test/compliance-items';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
  type TestUser,
} from '../../test/factories';
import { runComplianceJob } from './reminder-job';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 09:00 in Kolkata on Wednesday 18 November 2026. */
const NOW = new Date('2026-11-18T03:30:00Z');

describe('the daily compliance digest', () => {
  let app: TestApp;
  let practice: TestPractice;
  let idle: TestUser;
  const headers = {} as Record<'admin' | 'leader' | 'member' | 'idle', AuthHeaders>;

  const outbox = () => join(app.config.dataDir, 'outbox');
  const mails = async () => {
    if (!existsSync(outbox())) return [];
    const files = readdirSync(outbox()).sort();
    return Promise.all(files.map((file) => simpleParser(readFileSync(join(outbox(), file)))));
  };
  const deps = () => ({ mailer: app.mailer, appUrl: app.config.appUrl });
  const run = (offsetMs = 0, mailer = deps()) =>
    runComplianceJob(app.database.db, mailer, {
      now: new Date(NOW.getTime() + offsetMs),
      practiceIds: [practice.orgId],
    });
  const optIn = (who: keyof typeof headers, complianceDigest: boolean) =>
    app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: headers[who],
      payload: { complianceDigest },
    });
  const make = async (name: string, fields: Partial<ObligationFields> & { dueDate: string }) => {
    const client = await createClient(app, headers.admin, { name });
    await createObligation(app, headers.admin, practice.orgId, {
      clientId: client.id,
      code: 'GSTR-3B',
      period: '2026-10',
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
      ...fields,
    });
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app, { name: 'Mehta & Associates' });
    idle = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    headers.admin = (await loginAs(app, practice.admin)).headers;
    headers.leader = (await loginAs(app, practice.leader)).headers;
    headers.member = (await loginAs(app, practice.member)).headers;
    headers.idle = (await loginAs(app, idle)).headers;
    await make('Overdue Oils', { dueDate: '2026-11-11' });
    await make('Soon Silks', { dueDate: '2026-11-20' });
    await make('Last Day Leathers', { dueDate: '2026-11-24' });
    await make('Next Week Nuts', { dueDate: '2026-11-25' });
    await make('Filed Fabrics', { dueDate: '2026-11-11', filedOn: '2026-11-10', arn: 'AA271126000003C' });
    await make('Admin Agencies', { dueDate: '2026-11-19', allottedTo: practice.admin.id });
  });
  afterAll(() => app.close());

  it('is turned on and off from the profile, and sign-in tells whether it is on', async () => {
    const on = await optIn('member', true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.user).toMatchObject({ id: practice.member.id, complianceDigest: true });
    const verify = await app.inject({ method: 'GET', url: '/api/auth/verify', headers: headers.member });
    expect(verify.json().data.user.complianceDigest).toBe(true);
    const leader = await app.inject({ method: 'GET', url: '/api/auth/verify', headers: headers.leader });
    expect(leader.json().data.user.complianceDigest).toBe(false);
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: headers.member,
      payload: { complianceDigest: 'yes' },
    });
    expect(wrong.statusCode).toBe(422);
    const empty = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: headers.member,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect((await optIn('admin', true)).statusCode).toBe(200);
    expect((await optIn('idle', true)).statusCode).toBe(200);
    expect((await optIn('leader', true)).statusCode).toBe(200);
    expect((await optIn('leader', false)).json().data.user.complianceDigest).toBe(false);
  });

  it('sends nothing before 7 in the morning', async () => {
    const early = await run(-3 * 60 * 60 * 1000);
    expect(early.digests).toBe(0);
    expect(await mails()).toEqual([]);
  });

  it('mails each person who opted in their items overdue and due in the next 7 days', async () => {
    expect((await run()).digests).toBe(2);
    const sent = await mails();
    const to = (email: string) =>
      sent.find((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email);
    const member = to(practice.member.email);
    expect(member?.subject).toBe('Compliance digest: 1 overdue, 2 due in the next 7 days');
    const text = member?.text ?? '';
    expect(text).toContain('Your compliance filings at Mehta & Associates on 18 Nov 2026.');
    expect(text).toContain(
      `Overdue (1):\n- 11 Nov 2026  GSTR-3B – Oct 2026 – Overdue Oils (${practice.member.name})`,
    );
    expect(text).toContain('Due in the next 7 days (2):');
    expect(text).toContain('- 20 Nov 2026  GSTR-3B – Oct 2026 – Soon Silks');
    expect(text).toContain('- 24 Nov 2026  GSTR-3B – Oct 2026 – Last Day Leathers');
    expect(text).not.toContain('Next Week Nuts');
    expect(text).not.toContain('Filed Fabrics');
    expect(text).not.toContain('Admin Agencies');
    expect(text).toContain('Open the calendar: http://localhost:5173/compliance');
    expect(member?.html).toContain('Mehta &#38; Associates');
    // The Admin's reach is the whole practice.
    expect(to(practice.admin.email)?.subject).toBe('Compliance digest: 1 overdue, 3 due in the next 7 days');
    // Opted out, or nothing to tell: no mail.
    expect(to(practice.leader.email)).toBeUndefined();
    expect(to(idle.email)).toBeUndefined();
  });

  it('goes once a day: later runs that day send nothing, the next morning sends again', async () => {
    expect((await run(60_000)).digests).toBe(0);
    await Promise.all([run(3_600_000), run(3_600_000)]);
    expect(await mails()).toHaveLength(2);
    expect((await run(DAY_MS)).digests).toBe(2);
    expect(await mails()).toHaveLength(4);
  });

  it('tries again on the next run when the mail could not be sent', async () => {
    const failing = {
      ...deps(),
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    };
    const errors: unknown[] = [];
    const result = await runComplianceJob(
      app.database.db,
      failing,
      { now: new Date(NOW.getTime() + 2 * DAY_MS), practiceIds: [practice.orgId] },
      (err) => errors.push(err),
    );
    expect(result.digests).toBe(0);
    expect(errors).toHaveLength(2);
    expect((await run(2 * DAY_MS)).digests).toBe(2);
  });
});
