import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs } from '../../test/factories';

let app: TestApp;
beforeAll(async () => { app = await buildTestApp(); });
afterAll(() => app.close());
it('smoke', async () => {
  const p = await createPractice(app);
  const { headers } = await loginAs(app, p.admin);
  const res = await app.inject({ method: 'POST', url: '/api/tasks', headers, payload: { task: 'GST', subTask: 'R1', et: 30 } });
  const id = res.json().data.task.id;
  const up = await app.inject({ method: 'PUT', url: `/api/tasks/${id}`, headers, payload: { et: 45 } });
  console.log(up.statusCode);
  const rows = await app.database.db.select().from(auditLog).where(eq(auditLog.orgId, p.orgId));
  console.log(JSON.stringify(rows.filter((r) => r.entity === 'tasks').map((r) => [r.entity, r.action, r.userName, r.ip, r.label, r.changes]), null, 1).slice(0, 3000));
  await expect(app.database.db.delete(auditLog)).rejects.toThrow();
});
