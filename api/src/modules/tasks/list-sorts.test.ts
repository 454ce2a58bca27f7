// The task screen's rows read their names through sub-queries and join only the table a sort by
// a name needs (row.ts, list.ts): every such sort orders by the name, ties by id, empty last; and
// GET /tasks/counts, which reads no page, answers the first page's figures.
import { SYSTEM_PRIORITIES, SYSTEM_STATUSES } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';

interface Row {
  id: string;
  client: { name: string } | null;
  allottedTo: { name: string } | null;
  teamLeader: { name: string } | null;
  priority: string;
  status: string;
}

const rank = (names: readonly { name: string }[], name: string) => names.findIndex((n) => n.name === name);
const KEYS: Record<string, (r: Row) => string | number | null> = {
  client: (r) => r.client?.name ?? null,
  allottedTo: (r) => r.allottedTo?.name ?? null,
  teamLeader: (r) => r.teamLeader?.name ?? null,
  priority: (r) => rank(SYSTEM_PRIORITIES, r.priority),
  status: (r) => rank(SYSTEM_STATUSES, r.status),
};

/** The order the screen promises: by the key, empty last either way, then by id the same way. */
function expectedOrder(rows: Row[], key: (r: Row) => string | number | null, asc: boolean) {
  const sign = asc ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x === null || y === null) return x === y ? sign * a.id.localeCompare(b.id) : x === null ? 1 : -1;
      if (x !== y) return sign * (x < y ? -1 : 1);
      return sign * a.id.localeCompare(b.id);
    })
    .map((r) => r.id);
}

describe('task list sorts by names, and the counts call', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  const get = async (query: string) =>
    (await app.inject({ method: 'GET', url: `/api/tasks?${query}`, headers: admin })).json();

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    const bravo = await createClient(app, admin, { name: 'Bravo Traders' });
    const alpha = await createClient(app, admin, { name: 'Alpha Exports' });
    const { admin: a, leader: l, member: m } = practice;
    const bodies = [
      { client: bravo.id, allottedTo: m.id, teamLeader: l.id, priority: 'High', status: 'In Process' },
      { client: alpha.id, allottedTo: a.id, teamLeader: null, priority: 'Low', status: 'To Do' },
      { client: null, allottedTo: l.id, teamLeader: a.id, priority: 'Medium', status: 'Completed' },
      { client: alpha.id, allottedTo: m.id, teamLeader: l.id, priority: 'High', status: 'To Do' },
    ];
    for (const body of bodies) {
      const res = await app.inject({ method: 'POST', url: '/api/tasks', headers: admin, payload: body });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => app.close());

  for (const sortBy of Object.keys(KEYS))
    for (const sortOrder of ['asc', 'desc'])
      it(`sorts by ${sortBy} ${sortOrder}`, async () => {
        const rows: Row[] = (await get(`scope=all&sortBy=${sortBy}&sortOrder=${sortOrder}`)).data.tasks;
        expect(rows).toHaveLength(4);
        expect(rows.map((r) => r.id)).toEqual(
          expectedOrder(rows, KEYS[sortBy] as never, sortOrder === 'asc'),
        );
      });

  it('answers each row with its names', async () => {
    const rows: Row[] = (await get('scope=all')).data.tasks;
    expect(rows.find((r) => r.priority === 'Low')).toMatchObject({
      client: { name: 'Alpha Exports' },
      allottedTo: { name: practice.admin.name },
      teamLeader: null,
      status: 'To Do',
    });
    expect(rows.find((r) => r.status === 'Completed')).toMatchObject({
      client: null,
      allottedTo: { name: practice.leader.name },
      teamLeader: { name: practice.admin.name },
      priority: 'Medium',
    });
  });

  it('answers the counts of the first page from GET /tasks/counts', async () => {
    for (const query of ['scope=all', 'scope=all&status=TODO&search=traders', 'scope=all&priority=High']) {
      const page = (await get(query)).data;
      const counts = (
        await app.inject({ method: 'GET', url: `/api/tasks/counts?${query}`, headers: admin })
      ).json().data;
      expect(counts).toEqual({ counts: page.filterCounts, stats: page.stats });
    }
  });
});
