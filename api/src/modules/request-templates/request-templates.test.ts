// Request templates through the API: an Admin keeps them per task template or compliance form,
// everyone on staff reads them, and another practice's ids answer 404.
import { REQUEST_TEMPLATE_MESSAGES as MESSAGES } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';

describe('request templates', () => {
  let app: TestApp;
  const staff: Record<'admin' | 'leader' | 'member' | 'stranger', AuthHeaders> = {} as never;
  let taskTemplateId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    const other = await createPractice(app);
    staff.admin = (await loginAs(app, practice.admin)).headers;
    staff.leader = (await loginAs(app, practice.leader)).headers;
    staff.member = (await loginAs(app, practice.member)).headers;
    staff.stranger = (await loginAs(app, other.admin)).headers;
    const created = await app.inject({
      method: 'POST',
      url: '/api/config/task-templates',
      headers: staff.admin,
      payload: { name: 'Statutory audit', subTasks: ['Planning'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    taskTemplateId = created.json().data.template.id;
  });
  afterAll(() => app.close());

  const gstr3b = {
    name: 'GSTR-3B documents',
    formCode: 'gstr-3b',
    items: [
      { name: 'Sales register' },
      { name: 'Purchase invoices', note: 'The whole month' },
      { name: 'Bank statement', required: false },
    ],
  };
  const post = (headers: AuthHeaders, payload: object) =>
    app.inject({ method: 'POST', url: '/api/config/request-templates', headers, payload });

  it('lets an Admin add a template for a compliance form, read back as saved', async () => {
    const res = await post(staff.admin, gstr3b);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(MESSAGES.created);
    expect(res.json().data.template).toMatchObject({
      name: 'GSTR-3B documents',
      formCode: 'GSTR-3B',
      taskTemplateId: null,
      requiredBeforeCompletion: false,
      isActive: true,
      items: [
        { name: 'Sales register', note: '', required: true },
        { name: 'Purchase invoices', note: 'The whole month', required: true },
        { name: 'Bank statement', note: '', required: false },
      ],
    });
    const list = await app.inject({
      method: 'GET',
      url: '/api/config/request-templates',
      headers: staff.member,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.templates.map((t: { name: string }) => t.name)).toContain('GSTR-3B documents');
  });

  it('keeps one template per form and per task template', async () => {
    const again = await post(staff.admin, { ...gstr3b, name: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.formTaken);
    const forTask = await post(staff.admin, {
      name: 'Audit documents',
      taskTemplateId,
      items: [{ name: 'Trial balance' }, { name: 'Ledgers' }],
      requiredBeforeCompletion: true,
    });
    expect(forTask.statusCode, forTask.body).toBe(201);
    expect(forTask.json().data.template).toMatchObject({
      taskTemplateId,
      taskTemplateName: 'Statutory audit',
      requiredBeforeCompletion: true,
    });
    const twice = await post(staff.admin, {
      name: 'Audit again',
      taskTemplateId,
      items: [{ name: 'Ledgers' }],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MESSAGES.taskTemplateTaken);
  });

  it('refuses a template for nothing, for both, without documents, or for another practice’s task template', async () => {
    const none = await post(staff.admin, { name: 'Nothing', items: [{ name: 'A' }] });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(MESSAGES.forRequired);
    const both = await post(staff.admin, {
      name: 'Both',
      formCode: 'ITR',
      taskTemplateId,
      items: [{ name: 'A' }],
    });
    expect(both.json().message).toBe(MESSAGES.forBoth);
    const empty = await post(staff.admin, { name: 'Empty', formCode: 'ITR', items: [] });
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain(MESSAGES.itemsRequired);
    const theirs = await post(staff.stranger, { name: 'Theirs', taskTemplateId, items: [{ name: 'A' }] });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().message).toBe(MESSAGES.taskTemplateNotFound);
  });

  it('refuses a Team Leader and a Team Member writing templates', async () => {
    for (const headers of [staff.leader, staff.member]) {
      const res = await post(headers, { ...gstr3b, formCode: 'ITR' });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lets an Admin edit and delete a template; another practice gets 404 for it', async () => {
    const created = await post(staff.admin, {
      name: 'ITR documents',
      formCode: 'ITR',
      items: [{ name: 'Form 16' }],
    });
    const id = created.json().data.template.id as string;
    const body = {
      name: 'ITR documents',
      formCode: 'ITR',
      items: [
        { name: 'Form 16' },
        { name: 'Bank interest certificates' },
        { name: 'Capital gains statement' },
      ],
      isActive: false,
    };
    const put = (headers: AuthHeaders) =>
      app.inject({ method: 'PUT', url: `/api/config/request-templates/${id}`, headers, payload: body });
    expect((await put(staff.stranger)).statusCode).toBe(404);
    expect((await put(staff.leader)).statusCode).toBe(403);
    const edited = await put(staff.admin);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.template.items).toHaveLength(3);
    expect(edited.json().data.template.isActive).toBe(false);
    const theirList = await app.inject({
      method: 'GET',
      url: '/api/config/request-templates',
      headers: staff.stranger,
    });
    expect(theirList.json().data.templates).toEqual([]);
    const del = (headers: AuthHeaders) =>
      app.inject({ method: 'DELETE', url: `/api/config/request-templates/${id}`, headers });
    expect((await del(staff.stranger)).statusCode).toBe(404);
    expect((await del(staff.member)).statusCode).toBe(403);
    expect((await del(staff.admin)).statusCode).toBe(200);
    expect((await del(staff.admin)).statusCode).toBe(404);
  });
});
