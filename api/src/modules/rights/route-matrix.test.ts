// DESIGN.md §3's rights, route by route: every route the API publishes must have a row here, and
// each role (and no sign-in at all) gets the answer its row says; another practice's ids answer
// 404. A new route without a row fails the first test.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs, RELAXED_RATE_LIMITS } from '../../test/factories';
import { MATRIX, type Who } from './route-matrix';

/** Bodies that pass validation where a right is checked after it (in the service). */
const BODIES: Record<string, unknown> = {
  'POST /api/tasks/{id}/quotation': { amount: '100' },
};

const ROLES = ['ADMIN', 'TEAM_LEADER', 'TEAM_MEMBER'] as const;
const allowed = (who: Who, role: (typeof ROLES)[number]) =>
  who === 'public' ||
  who === 'signedIn' ||
  (who === 'leaders' && role !== 'TEAM_MEMBER') ||
  (who === 'admin' && role === 'ADMIN');

describe('the route × role matrix of DESIGN §3', () => {
  let app: TestApp;
  let routes: { key: string; method: string; path: string }[];
  const headers: Record<string, { authorization: string }> = {};
  let otherTaskId: string;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: RELAXED_RATE_LIMITS });
    const practice = await createPractice(app);
    headers.ADMIN = (await loginAs(app, practice.admin)).headers;
    headers.TEAM_LEADER = (await loginAs(app, practice.leader)).headers;
    headers.TEAM_MEMBER = (await loginAs(app, practice.member)).headers;
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    otherTaskId = (
      await app.inject({ method: 'POST', url: '/api/tasks', headers: otherAdmin, payload: { task: 'Audit' } })
    ).json().data.task.id;
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => ({ key: `${m.toUpperCase()} ${path}`, method: m.toUpperCase(), path })),
    );
  });
  afterAll(() => app.close());
  const call = (route: { key: string; method: string; path: string }, auth?: { authorization: string }) =>
    app.inject({
      method: route.method as 'GET',
      url: route.path.replace('{id}', randomUUID()).replace('{reportId}', 'tasks'),
      ...(auth ? { headers: auth } : {}),
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: BODIES[route.key] ?? {} }),
    });

  it('has a row for every published route, and no row for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((r) => r.key).filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !routes.some((r) => r.key === key))).toEqual([]);
  });

  it('answers each role as its row says', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const who = MATRIX[route.key];
      if (!who) continue;
      const anonymous = (await call(route)).statusCode;
      if (who !== 'public' && anonymous !== 401) wrong.push(`${route.key} anonymous → ${anonymous}`);
      if (who === 'public') continue;
      for (const role of ROLES) {
        if (who === 'portal') {
          // A staff token is no portal session.
          const status = (await call(route, headers[role])).statusCode;
          if (status !== 401) wrong.push(`${route.key} ${role} → ${status}`);
          continue;
        }
        const status = (await call(route, headers[role])).statusCode;
        const refused = status === 403;
        if (allowed(who, role) === refused || status === 401) wrong.push(`${route.key} ${role} → ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers 404 to every role for another practice’s task', async () => {
    for (const role of ROLES)
      for (const url of [`/api/tasks/${otherTaskId}`, `/api/tasks/${otherTaskId}/comments`]) {
        const res = await app.inject({ method: 'GET', url, headers: headers[role] });
        expect(res.statusCode, `${role} ${url}`).toBe(404);
      }
  });
});
