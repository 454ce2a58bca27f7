import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoped } from '../../../db/scoped';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createClient, createPractice, loginAs, type TestPractice } from '../../../test/factories';
import { duplicateKey, openTaskKeys } from './names';

describe('the open tasks an import is checked against', () => {
  let app: TestApp;
  let practice: TestPractice;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    const { headers } = await loginAs(app, practice.admin);
    const client = await createClient(app, headers, { name: 'Sahyadri Agro Foods' });
    for (let i = 1; i <= 5; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers,
        payload: { client: client.id, task: 'GSTR-3B', subTask: `Month ${i}`, dueDate: '2027-01-20' },
      });
      if (res.statusCode !== 201) throw new Error(res.body);
    }
  });
  afterAll(() => app.close());

  it('finds every open task when the practice is read a page at a time', async () => {
    const db = scoped(app.database.db, practice.orgId);
    const whole = await openTaskKeys(db, practice.orgId);
    // Pages of two: three pages, the last one short; pages of five: a full page, then an empty one.
    for (const pageSize of [2, 5]) expect(await openTaskKeys(db, practice.orgId, pageSize)).toEqual(whole);
    expect(whole.size).toBe(5);
    expect(whole.has(duplicateKey('Sahyadri Agro Foods', 'GSTR-3B', 'Month 5', '2027-01-20'))).toBe(true);
  });
});
