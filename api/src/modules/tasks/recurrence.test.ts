import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createClient, createPractice, loginAs } from '../../test/factories';
import { nextOccurrenceName } from './recurrence';

describe('the name of a recurring task’s next occurrence', () => {
  it('moves a month, quarter or year label on by the frequency', () => {
    expect(nextOccurrenceName('GSTR-3B – Oct 2026', 'Monthly')).toBe('GSTR-3B – Nov 2026');
    expect(nextOccurrenceName('GSTR-3B – Dec 2026', 'Monthly')).toBe('GSTR-3B – Jan 2027');
    expect(nextOccurrenceName('GSTR-3B Oct 2026', 'Monthly')).toBe('GSTR-3B Nov 2026');
    expect(nextOccurrenceName('Form 140 (26Q) – Q4 2026-27', 'Quarterly')).toBe(
      'Form 140 (26Q) – Q1 2027-28',
    );
    expect(nextOccurrenceName('ITR – FY 2025-26', 'Yearly')).toBe('ITR – FY 2026-27');
  });

  it('moves a month label three months for a quarterly task and twelve for a yearly one', () => {
    expect(nextOccurrenceName('Stock audit – Nov 2026', 'Quarterly')).toBe('Stock audit – Feb 2027');
    expect(nextOccurrenceName('Bonus – Mar 2026', 'Yearly')).toBe('Bonus – Mar 2027');
    expect(nextOccurrenceName('26Q – Q2 2026-27', 'Yearly')).toBe('26Q – Q2 2027-28');
  });

  it('keeps a name without a period, or with a period longer than the step', () => {
    expect(nextOccurrenceName('GST Returns', 'Monthly')).toBe('GST Returns');
    expect(nextOccurrenceName('ITR – FY 2025-26', 'Monthly')).toBe('ITR – FY 2025-26');
    expect(nextOccurrenceName('26Q – Q2 2026-27', 'Monthly')).toBe('26Q – Q2 2026-27');
    expect(nextOccurrenceName('', 'Monthly')).toBe('');
  });
});

describe('completing a recurring task whose name carries a period', () => {
  let app: TestApp;
  let leader: AuthHeaders;
  let clientId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    leader = (await loginAs(app, practice.leader)).headers;
    clientId = (await createClient(app, leader)).id;
  });
  afterAll(() => app.close());

  it('creates the next period’s task (its name and sub-task moved on), due a month later', async () => {
    const task = (
      await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: leader,
        payload: {
          client: clientId,
          task: 'GSTR-3B – Oct 2026',
          subTask: 'Purchase register Oct 2026',
          frequency: 'Monthly',
          dueDate: '2026-11-20',
        },
      })
    ).json().data.task;
    await app.inject({
      method: 'PUT',
      url: `/api/tasks/${task.id}`,
      headers: leader,
      payload: { status: 'Completed' },
    });

    const list = (
      await app.inject({
        method: 'GET',
        url: '/api/tasks?scope=team&search=GSTR-3B&limit=50',
        headers: leader,
      })
    ).json().data.tasks as { task: string; subTask: string; dueDate: string; status: string }[];
    expect(list.find((t) => t.task === 'GSTR-3B – Nov 2026')).toMatchObject({
      subTask: 'Purchase register Nov 2026',
      dueDate: '2026-12-20',
      status: 'To Do',
    });
    expect(list.filter((t) => t.task === 'GSTR-3B – Oct 2026')).toHaveLength(1);
  });
});
