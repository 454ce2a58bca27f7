import { CONFIG_MESSAGES, DEFAULT_PREFERENCES } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs } from '../../test/factories';

type Headers = { authorization: string };

describe('configuration: statuses, priorities, templates, preferences', () => {
  let app: TestApp;
  let admin: Headers;
  let leader: Headers;
  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
  });
  afterAll(() => app.close());
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('renames and recolours a system status, and never deletes it', async () => {
    const statuses = (await call('GET', '/config/statuses', admin)).json().data.statuses;
    const todo = statuses.find((s: { systemKey: string }) => s.systemKey === 'TODO');
    const renamed = await call('PUT', `/config/statuses/${todo.id}`, admin, {
      name: 'Not Started',
      color: '#123456',
    });
    expect(renamed.json().data.status).toMatchObject({
      name: 'Not Started',
      color: '#123456',
      systemKey: 'TODO',
    });
    const task = (await call('POST', '/tasks', admin, { task: 'Audit' })).json().data.task;
    expect(task.status).toBe('Not Started');
    const refused = await call('DELETE', `/config/statuses/${todo.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CONFIG_MESSAGES.systemNotDeletable);
  });

  it('deletes a custom status only when no task uses it, and says how many do', async () => {
    const created = (
      await call('POST', '/config/statuses', admin, { name: 'Waiting for client', followUpRequired: true })
    ).json().data.status;
    const task = (await call('POST', '/tasks', admin, { task: 'GST', status: 'Waiting for client' })).json()
      .data.task;
    const refused = await call('DELETE', `/config/statuses/${created.id}`, admin);
    expect(refused.json().message).toBe(CONFIG_MESSAGES.inUse(1, 'status'));
    await call('PUT', `/tasks/${task.id}`, admin, { status: 'In Process' });
    expect((await call('DELETE', `/config/statuses/${created.id}`, admin)).statusCode).toBe(200);
  });

  it('adds, edits and deletes priorities; duplicate names are refused', async () => {
    const created = await call('POST', '/config/priorities', admin, { name: 'Urgent', color: '#EF4444' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.priority.id;
    expect((await call('POST', '/config/priorities', admin, { name: 'urgent' })).statusCode).toBe(409);
    expect(
      (await call('PUT', `/config/priorities/${id}`, admin, { name: 'Critical' })).json().data.priority.name,
    ).toBe('Critical');
    expect((await call('DELETE', `/config/priorities/${id}`, admin)).statusCode).toBe(200);
    expect((await call('POST', '/config/priorities', admin, { name: '  ' })).json().errors[0].message).toBe(
      CONFIG_MESSAGES.priorityNameRequired,
    );
  });

  it('saves a template: blank sub-tasks dropped, ET falls back to 60, and rewrites its sub-tasks', async () => {
    const created = await call('POST', '/config/task-templates', admin, {
      name: 'Tax Audit',
      subTasks: ['Form 3CD', ' ', 'Form 3CA'],
      defaultEstimatedTime: 'abc',
      defaultPriority: 'High',
    });
    expect(created.json().data.template).toMatchObject({
      name: 'Tax Audit',
      subTasks: ['Form 3CD', 'Form 3CA'],
      defaultEstimatedTime: 60,
      defaultPriority: 'High',
    });
    const id = created.json().data.template.id;
    const edited = await call('PUT', `/config/task-templates/${id}`, admin, {
      name: 'Tax Audit',
      subTasks: ['Form 3CA', 'Form 3CD', 'Filing'],
      defaultEstimatedTime: 90,
    });
    expect(edited.json().data.template.subTasks).toEqual(['Form 3CA', 'Form 3CD', 'Filing']);
    const none = await call('POST', '/config/task-templates', admin, { name: 'Empty', subTasks: ['', ' '] });
    expect(none.json().errors[0].message).toBe('At least one sub-task is required');
    expect((await call('DELETE', `/config/task-templates/${id}`, admin)).statusCode).toBe(200);
  });

  it('keeps preferences per practice; everyone reads them, only an Admin changes them', async () => {
    expect((await call('GET', '/config/preferences', leader)).json().data.preferences).toEqual(
      DEFAULT_PREFERENCES,
    );
    const changed = {
      ...DEFAULT_PREFERENCES,
      dateFormat: 'YYYY-MM-DD',
      country: 'Other',
      customTaxes: [{ name: 'VAT', percentage: 'x' }],
    };
    const saved = await call('PUT', '/config/preferences', admin, changed);
    expect(saved.json().message).toBe('Preferences saved');
    expect(saved.json().data.preferences).toMatchObject({
      dateFormat: 'YYYY-MM-DD',
      country: 'Other',
      customTaxes: [{ name: 'VAT', percentage: 0 }],
    });
    expect((await call('PUT', '/config/preferences', leader, DEFAULT_PREFERENCES)).statusCode).toBe(403);
  });

  it('keeps how far ahead compliance tasks are generated: 1 to 12 months, kept when a save leaves it out', async () => {
    const six = await call('PUT', '/config/preferences', admin, {
      ...DEFAULT_PREFERENCES,
      complianceMonthsAhead: 6,
    });
    expect(six.json().data.preferences.complianceMonthsAhead).toBe(6);
    const { complianceMonthsAhead: _left, ...without } = DEFAULT_PREFERENCES;
    const kept = await call('PUT', '/config/preferences', admin, without);
    expect(kept.json().data.preferences.complianceMonthsAhead).toBe(6);
    for (const bad of [0, 13, 2.5]) {
      const refused = await call('PUT', '/config/preferences', admin, {
        ...DEFAULT_PREFERENCES,
        complianceMonthsAhead: bad,
      });
      expect(refused.statusCode, String(bad)).toBe(422);
    }
    await call('PUT', '/config/preferences', admin, DEFAULT_PREFERENCES);
  });

  it('refuses a Team Leader every configuration change', async () => {
    const statuses = (await call('GET', '/config/statuses', admin)).json().data.statuses;
    for (const [method, url, body] of [
      ['PUT', `/config/statuses/${statuses[0].id}`, { name: 'x' }],
      ['POST', '/config/priorities', { name: 'x' }],
      ['POST', '/config/task-templates', { name: 'x', subTasks: ['y'] }],
    ] as const) {
      expect((await call(method, url, leader, body)).statusCode).toBe(403);
    }
  });
});
