// No staff route accepts a portal session: every route the API publishes outside /api/portal/*,
// public ones aside, is called with a live portal session's token, as the portal sends it and as a
// staff bearer token, and each answers 401 or 403 and nothing else.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs, RELAXED_RATE_LIMITS } from '../../test/factories';
import { invitedContact } from '../../test/portal';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { MATRIX } from '../rights/route-matrix';

describe('staff routes refuse a portal session', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let token: string;
  let clientId: string;
  let routes: { key: string; method: string; path: string }[];
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url, rateLimits: RELAXED_RATE_LIMITS });
    const practice = await createPractice(app);
    const admin = (await loginAs(app, practice.admin)).headers;
    const contact = await invitedContact(app, smtp, admin);
    token = contact.token;
    clientId = contact.client.id;
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => ({ key: `${m.toUpperCase()} ${path}`, method: m.toUpperCase(), path })),
    );
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('holds a live portal session to walk with', async () => {
    const me = await app.inject({
      method: 'GET',
      url: '/api/portal/me',
      headers: { authorization: `Portal ${token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers 401 or 403 on every staff route, whichever way the token is sent', async () => {
    const staff = routes.filter((r) => !r.path.startsWith('/api/portal/') && MATRIX[r.key] !== 'public');
    expect(staff.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const route of staff) {
      // The contact's own client id where a route takes a client: the best guess they have.
      const url = route.path.replace(
        /\{id\}/g,
        route.path.startsWith('/api/clients/') ? clientId : randomUUID(),
      );
      for (const authorization of [`Portal ${token}`, `Bearer ${token}`, token]) {
        const res = await app.inject({
          method: route.method as 'GET',
          url: url.replace(/\{\w+\}/g, randomUUID()),
          headers: { authorization },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (res.statusCode !== 401 && res.statusCode !== 403)
          wrong.push(`${route.key} (${authorization.split(' ')[0]}) → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
