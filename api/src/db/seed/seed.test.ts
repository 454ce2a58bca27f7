import { gstinProblem } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../client';
import { clients, tasks, taskTemplates, templateSubTasks, users } from '../schema';
import { seedDemoPractice } from '.';
import { DEMO_CLIENTS, demoGstin } from './demo-clients';

describe('demo practice seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('builds every demo GSTIN with a correct check digit', () => {
    for (const c of DEMO_CLIENTS.filter((d) => d.pan))
      expect(gstinProblem(demoGstin(c.stateCode, c.pan ?? ''))).toBeNull();
  });

  it('seeds the practice once, with its people, clients, templates and work', async () => {
    await seedDemoPractice(database.db);
    const again = await seedDemoPractice(database.db);
    expect(again.created).toBe(false);
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    expect(admin?.role).toBe('ADMIN');
    const orgId = admin?.orgId ?? '';
    const clientRows = await database.db.select().from(clients).where(eq(clients.orgId, orgId));
    expect(clientRows.length).toBeGreaterThanOrEqual(20);
    expect(clientRows.filter((c) => c.gstin).every((c) => gstinProblem(c.gstin ?? '') === null)).toBe(true);
    expect(clientRows.some((c) => c.gstin === null)).toBe(true);
    const [gst] = await database.db.select().from(taskTemplates).where(eq(taskTemplates.name, 'GST Returns'));
    const subs = await database.db
      .select()
      .from(templateSubTasks)
      .where(eq(templateSubTasks.templateId, gst?.id ?? ''))
      .orderBy(templateSubTasks.position);
    expect(subs.map((s) => s.name)).toEqual(['GSTR-1', 'GSTR-3B', 'GSTR-2B reconciliation']);
    const work = await database.db
      .select({ id: tasks.id, tt: tasks.tt })
      .from(tasks)
      .where(eq(tasks.orgId, orgId));
    expect(work.length).toBe(400);
    expect(work.some((t) => t.tt > 0)).toBe(true);
  });
});
