// DESIGN.md §3's rights, route by route: every route the API publishes must have a row here, and
// each role (and no sign-in at all) gets the answer its row says; another practice's ids answer
// 404. A new route without a row fails the first test.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs, RELAXED_RATE_LIMITS } from '../../test/factories';

/** public: no sign-in needed; signedIn: every role; leaders: Admin and Team Leader (quotations,
 * invoicing, adding clients and statuses from the grid); admin: configuration and users. */
type Who = 'public' | 'signedIn' | 'leaders' | 'admin';

const MATRIX: Record<string, Who> = {
  'POST /api/auth/accept-invite': 'public',
  'POST /api/auth/forgot-password': 'public',
  'GET /api/auth/invitation': 'public',
  'POST /api/auth/invitation': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/refresh-token': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/health': 'public',
  'POST /api/auth/change-password': 'signedIn',
  'POST /api/users/change-password': 'signedIn',
  'PUT /api/auth/profile': 'signedIn',
  'GET /api/auth/verify': 'signedIn',
  'GET /api/clients': 'signedIn',
  'GET /api/clients/{id}': 'signedIn',
  'GET /api/clients/{id}/tasks': 'signedIn',
  'GET /api/config/invoice-settings': 'signedIn',
  'GET /api/config/preferences': 'signedIn',
  'GET /api/config/priorities': 'signedIn',
  'GET /api/config/statuses': 'signedIn',
  'GET /api/config/task-templates': 'signedIn',
  'GET /api/day-ends': 'signedIn',
  'POST /api/day-ends': 'signedIn',
  'GET /api/notifications': 'signedIn',
  'POST /api/notifications/mark-all-read': 'signedIn',
  'PUT /api/notifications/{id}/read': 'signedIn',
  'GET /api/people': 'signedIn',
  'GET /api/practice/usage': 'signedIn',
  'GET /api/reports/clients': 'signedIn',
  'GET /api/reports/day-end': 'signedIn',
  'GET /api/reports/export/{reportId}': 'signedIn',
  'GET /api/reports/sub-tasks': 'signedIn',
  'GET /api/reports/tasks': 'signedIn',
  'GET /api/reports/users': 'signedIn',
  'GET /api/tasks': 'signedIn',
  'POST /api/tasks': 'signedIn',
  'POST /api/tasks/bulk-update': 'signedIn',
  'GET /api/tasks/counts': 'signedIn',
  'GET /api/tasks/due-today': 'signedIn',
  'GET /api/tasks/estimates-by-user': 'signedIn',
  'GET /api/tasks/export': 'signedIn',
  'POST /api/tasks/import': 'signedIn',
  'GET /api/tasks/overdue': 'signedIn',
  'GET /api/tasks/{id}': 'signedIn',
  'PUT /api/tasks/{id}': 'signedIn',
  'GET /api/tasks/{id}/comments': 'signedIn',
  'POST /api/tasks/{id}/comments': 'signedIn',
  'GET /api/tasks/{id}/time-entries': 'signedIn',
  'POST /api/tasks/{id}/time-entries': 'signedIn',
  'POST /api/tasks/bulk-preview': 'signedIn',
  'GET /api/tasks/import/template': 'signedIn',
  'POST /api/tasks/import/preview': 'signedIn',
  'POST /api/tasks/import/remap': 'signedIn',
  'POST /api/tasks/import/commit': 'signedIn',
  'GET /api/tasks/import/batches/{id}/failed-rows': 'signedIn',
  'GET /api/tasks/trash': 'leaders',
  'POST /api/tasks/restore': 'leaders',
  'POST /api/tasks/{id}/quotation': 'leaders',
  'POST /api/clients': 'leaders',
  'GET /api/clients/{id}/invoices': 'leaders',
  'POST /api/config/statuses': 'leaders',
  'GET /api/invoices': 'leaders',
  'POST /api/invoices/generate-from-tasks': 'leaders',
  'PUT /api/invoices/pending/{id}/done': 'leaders',
  'POST /api/invoices/update-client-and-generate': 'leaders',
  'GET /api/invoices/{id}': 'leaders',
  'PUT /api/invoices/{id}/done': 'leaders',
  'GET /api/invoices/{id}/download': 'leaders',
  'POST /api/invoices/{id}/payment': 'leaders',
  'DELETE /api/invoices/{id}/revert': 'leaders',
  'POST /api/invoices/{id}/send': 'leaders',
  'PUT /api/invoices/{id}/status': 'leaders',
  'POST /api/clients/bulk': 'admin',
  'GET /api/clients/export': 'admin',
  'POST /api/clients/import': 'admin',
  'DELETE /api/clients/{id}': 'admin',
  'PUT /api/clients/{id}': 'admin',
  'PUT /api/config/business-details': 'admin',
  'PUT /api/config/invoice-settings': 'admin',
  'POST /api/config/logo': 'admin',
  'POST /api/config/signature': 'admin',
  'PUT /api/config/preferences': 'admin',
  'POST /api/config/priorities': 'admin',
  'DELETE /api/config/priorities/{id}': 'admin',
  'PUT /api/config/priorities/{id}': 'admin',
  'DELETE /api/config/statuses/{id}': 'admin',
  'PUT /api/config/statuses/{id}': 'admin',
  'POST /api/config/task-templates': 'admin',
  'GET /api/config/task-templates/export': 'admin',
  'POST /api/config/task-templates/import': 'admin',
  'DELETE /api/config/task-templates/{id}': 'admin',
  'PUT /api/config/task-templates/{id}': 'admin',
  'POST /api/tasks/bulk-delete': 'admin',
  'GET /api/tasks/import/batches': 'admin',
  'POST /api/tasks/import/batches/{id}/undo': 'admin',
  'POST /api/tasks/trash/purge': 'admin',
  'DELETE /api/tasks/{id}': 'admin',
  'GET /api/users': 'admin',
  'POST /api/users': 'admin',
  'GET /api/users/export': 'admin',
  'POST /api/users/invite': 'admin',
  'DELETE /api/users/{id}': 'admin',
  'GET /api/users/{id}': 'admin',
  'PUT /api/users/{id}': 'admin',
  'POST /api/users/{id}/resend-invitation': 'admin',
};

/** Bodies that pass validation where a right is checked after it (in the service). */
const BODIES: Record<string, unknown> = {
  'POST /api/tasks/{id}/quotation': { amount: 100 },
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
