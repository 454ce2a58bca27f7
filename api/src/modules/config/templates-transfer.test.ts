import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs } from '../../test/factories';
import { multipartFile } from '../../test/multipart';

describe('task templates import and export', () => {
  let app: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    app = await buildTestApp();
    admin = (await loginAs(app, (await createPractice(app)).admin)).headers;
  });
  afterAll(() => app.close());
  const upload = (csv: string) => {
    const file = multipartFile('file', 'templates.csv', Buffer.from(csv));
    return app.inject({
      method: 'POST',
      url: '/api/config/task-templates/import',
      headers: { ...admin, ...file.headers },
      payload: file.payload,
    });
  };

  it('groups rows into templates, merges into an existing one, and reports bad rows', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/config/task-templates',
      headers: admin,
      payload: { name: 'GST Returns', subTasks: ['GSTR-1'] },
    });
    const res = await upload(
      'Task,Sub-task,Default Priority,Estimated Time\nGST Returns,GSTR-3B,High,120\nTDS Returns,24Q,,90\nTDS Returns,26Q,,90\n,orphan,,\nROC Filings,,,\n',
    );
    expect(res.json().data).toEqual({
      imported: 3,
      failed: [
        { row: 5, reason: 'Task is required' },
        { row: 6, reason: 'Sub-task is required' },
      ],
    });
    const templates = (
      await app.inject({ method: 'GET', url: '/api/config/task-templates', headers: admin })
    ).json().data.templates;
    expect(templates.find((t: { name: string }) => t.name === 'GST Returns').subTasks).toEqual([
      'GSTR-1',
      'GSTR-3B',
    ]);
    expect(templates.find((t: { name: string }) => t.name === 'TDS Returns')).toMatchObject({
      subTasks: ['24Q', '26Q'],
      defaultEstimatedTime: 90,
    });
  });

  it('exports a row per template and sub-task', async () => {
    const csv = (
      await app.inject({ method: 'GET', url: '/api/config/task-templates/export?format=csv', headers: admin })
    ).body;
    expect(csv).toContain('Task,Sub-task,Default Priority,Estimated Time');
    expect(csv).toContain('TDS Returns,26Q');
  });
});
