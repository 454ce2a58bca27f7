import { CLIENT_MESSAGES, CONFIG_MESSAGES, ERRORS, STATUS_MESSAGES } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { type AuthHeaders, createPractice, loginAs, type TestPractice } from '../test/factories';

// Unique conflicts answer 409 naming the field, never 500: an e-mail another practice holds (without
// saying so), and the same record created by several requests at once.
describe('unique conflicts answer 409 with the field named', () => {
  let app: TestApp;
  let practice: TestPractice;
  let other: TestPractice;
  let admin: AuthHeaders;
  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    other = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(() => app.close());
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: admin, payload });

  it('refuses a person or an invitation with an e-mail held in another practice, and names no practice', async () => {
    for (const [url, payload] of [
      ['/api/users', { name: 'Elsewhere', email: other.member.email }],
      ['/api/users/invite', { email: other.member.email.toUpperCase() }],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        message: ERRORS.emailTaken,
        errors: [{ field: 'email', message: ERRORS.emailTaken }],
      });
      expect(res.body).not.toContain(other.orgId);
    }
  });

  it('answers the same record created by four requests at once with one 201 and 409s', async () => {
    const stamp = Date.now();
    const cases = [
      ['/api/users', { name: 'Twin', email: `twin-${stamp}@example.test` }, ERRORS.emailTaken],
      ['/api/clients', { name: `Twin Traders ${stamp}`, address: 'Pune' }, CLIENT_MESSAGES.nameTaken],
      ['/api/config/statuses', { name: `Twin status ${stamp}`, color: '#123456' }, STATUS_MESSAGES.nameTaken],
      [
        '/api/config/priorities',
        { name: `Twin priority ${stamp}`, color: '#123456' },
        CONFIG_MESSAGES.priorityNameTaken,
      ],
      [
        '/api/config/task-templates',
        { name: `Twin template ${stamp}`, subTasks: ['One'] },
        CONFIG_MESSAGES.templateNameTaken,
      ],
    ] as const;
    for (const [url, payload, message] of cases) {
      const answers = await Promise.all([1, 2, 3, 4].map(() => post(url, payload)));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, `${url}: ${answers.map((a) => a.body).join(' | ')}`).toEqual([201, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.statusCode === 409))
        expect(refused.json().message).toBe(message);
    }
  });
});
