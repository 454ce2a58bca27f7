// The task grid filtered by client group (a family, a group of companies): GET /tasks, its counts
// and a bulk action on the whole view read the same `clientGroup` filter, whatever its case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';

describe('the task grid filtered by client group', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  const ids = {} as Record<'shahA' | 'shahB' | 'mehta' | 'solo', string>;

  const task = async (client: string, name: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { client, task: name, et: 30 },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data.task.id as string;
  };
  const list = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/tasks?scope=all&${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const idsOf = (data: { tasks: { id: string }[] }) => data.tasks.map((t) => t.id).sort();

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    const shahExports = await createClient(app, admin, { group: 'Shah Group' });
    const shahHolding = await createClient(app, admin, { group: 'shah group' });
    const mehta = await createClient(app, admin, { group: 'Mehta Family' });
    const solo = await createClient(app, admin);
    ids.shahA = await task(shahExports.id, 'GST Returns');
    ids.shahB = await task(shahHolding.id, 'Audit');
    ids.mehta = await task(mehta.id, 'ITR');
    ids.solo = await task(solo.id, 'Bookkeeping');
  });
  afterAll(() => app.close());

  it('lists only the tasks of clients in the group, whatever the case it was typed in', async () => {
    const data = await list('clientGroup=SHAH%20GROUP');
    expect(idsOf(data)).toEqual([ids.shahA, ids.shahB].sort());
    expect(data.pagination.total).toBe(2);
  });

  it('takes several groups, and narrows the counts the same way', async () => {
    expect(idsOf(await list('clientGroup=Shah%20Group&clientGroup=Mehta%20Family'))).toEqual(
      [ids.shahA, ids.shahB, ids.mehta].sort(),
    );
    const counts = await app.inject({
      method: 'GET',
      url: '/api/tasks/counts?scope=all&clientGroup=Mehta%20Family',
      headers: admin,
    });
    expect(counts.json().data.stats).toMatchObject({ count: 1, totalEt: 30 });
  });

  it('finds nothing for a group no client is in', async () => {
    expect(idsOf(await list('clientGroup=Nobody'))).toEqual([]);
  });

  it('a bulk change of the whole view takes only the group', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks/bulk-update',
      headers: admin,
      payload: { view: { scope: 'all', clientGroup: 'Mehta Family' }, updates: { priority: 'High' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.updated).toBe(1);
  });
});
