// The demo practice: seeded once (idempotent), valid GSTINs, its people and templates in order.
// Under TEST_DB=postgres the database is shared with other test files, so every query is scoped
// to the demo practice's organisation.
import {
  arnProblem,
  DEFAULT_TIME_ZONE,
  DEMO_ACCOUNTS,
  financialYearStart,
  gstinProblem,
  todayIn,
} from '@practice-desk/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../client';
import {
  clientCompliance,
  clients,
  complianceItems,
  invoiceLines,
  invoiceSettings,
  invoices,
  organisations,
  payments,
  requestTemplates,
  statuses,
  tasks,
  taskTemplates,
  templateSubTasks,
  users,
} from '../schema';
import { DEMO_PRACTICE, seedDemoPractice } from '.';
import { DEMO_CLIENTS, DEMO_TEMPLATES, demoGstin } from './demo-clients';

describe('demo practice seed', () => {
  let database: Database;
  let orgId = '';
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoPractice(database.db);
    const [admin] = await database.db
      .select({ orgId: users.orgId })
      .from(users)
      .where(sql`lower(${users.email}) = 'admin@demo.test'`);
    orgId = admin?.orgId ?? '';
  });
  afterAll(() => database.close());

  it('builds every demo GSTIN with a correct check digit, in several states', () => {
    const registered = DEMO_CLIENTS.filter((d) => d.pan);
    for (const c of registered) expect(gstinProblem(demoGstin(c.stateCode, c.pan ?? ''))).toBeNull();
    expect(new Set(registered.map((c) => c.stateCode)).size).toBeGreaterThanOrEqual(6);
    expect(gstinProblem(DEMO_PRACTICE.gstin)).toBeNull();
  });

  it('is idempotent: a second run creates nothing', async () => {
    const again = await seedDemoPractice(database.db);
    expect(again.created).toBe(false);
    const practices = await database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, DEMO_PRACTICE.name));
    expect(practices).toHaveLength(1);
  });

  it('creates the practice with its invoice settings and the demo accounts', async () => {
    const [org] = await database.db.select().from(organisations).where(eq(organisations.id, orgId));
    expect(org).toMatchObject({
      name: DEMO_PRACTICE.name,
      city: 'Pune',
      stateCode: '27',
      gstin: DEMO_PRACTICE.gstin,
    });
    const [settings] = await database.db
      .select()
      .from(invoiceSettings)
      .where(eq(invoiceSettings.orgId, orgId));
    expect(settings).toMatchObject({
      gstNumber: DEMO_PRACTICE.gstin,
      stateCode: '27',
      prefix: 'INV-',
      startingNumber: 1001,
      // Four demo invoices have been issued.
      // The two Generated invoices are drafts: numbers are taken only when an invoice is issued.
      nextNumber: 1003,
      gstRateBp: 1800,
      sacCode: '998231',
      ifscCode: 'HDFC0001234',
    });
    const people = await database.db.select().from(users).where(eq(users.orgId, orgId));
    for (const account of DEMO_ACCOUNTS) {
      const person = people.find((p) => p.email === account.email);
      expect(person?.role).toBe(account.role);
      expect(person?.status).toBe('Active');
    }
    expect(people.length).toBeGreaterThanOrEqual(6);
    // One hash for everyone: the password was hashed once.
    expect(new Set(people.map((p) => p.passwordHash)).size).toBe(1);
  });

  it('seeds at least 20 clients with valid GSTINs and a few unregistered ones', async () => {
    const rows = await database.db.select().from(clients).where(eq(clients.orgId, orgId));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const registered = rows.filter((c) => c.gstin !== null);
    expect(registered.length).toBeGreaterThanOrEqual(20);
    for (const c of registered) {
      expect(gstinProblem(c.gstin ?? '')).toBeNull();
      expect(c.gstin?.slice(0, 2)).toBe(c.stateCode);
    }
    const unregistered = rows.filter((c) => c.gstin === null);
    expect(unregistered.length).toBeGreaterThanOrEqual(3);
    expect(unregistered.every((c) => c.stateCode)).toBe(true);
  });

  it('seeds a compliance profile for every client, most with a default assignee', async () => {
    const rows = await database.db
      .select({
        gstin: clients.gstin,
        assignee: clients.defaultAssigneeId,
        profile: clientCompliance.profile,
      })
      .from(clients)
      .leftJoin(clientCompliance, eq(clientCompliance.clientId, clients.id))
      .where(eq(clients.orgId, orgId));
    expect(rows.every((r) => r.profile !== null)).toBe(true);
    for (const r of rows) if (r.gstin) expect(r.gstin.slice(2, 12)).toBe(r.profile?.pan);
    expect(rows.filter((r) => r.assignee).length).toBeGreaterThanOrEqual(20);
  });

  it('seeds the task templates with their sub-tasks in order', async () => {
    for (const template of DEMO_TEMPLATES) {
      const [row] = await database.db
        .select()
        .from(taskTemplates)
        .where(and(eq(taskTemplates.orgId, orgId), eq(taskTemplates.name, template.name)));
      expect(row?.defaultEstimatedMinutes).toBe(template.minutes);
      expect(row?.defaultPriorityId).toBeTruthy();
      const subs = await database.db
        .select({ name: templateSubTasks.name })
        .from(templateSubTasks)
        .where(eq(templateSubTasks.templateId, row?.id ?? ''))
        .orderBy(asc(templateSubTasks.position));
      expect(subs.map((s) => s.name)).toEqual(template.subTasks);
    }
    const gst = DEMO_TEMPLATES.find((t) => t.name === 'GST Returns');
    expect(gst?.subTasks.slice(0, 2)).toEqual(['GSTR-1', 'GSTR-3B']);
  });

  it('seeds a request template for GSTR-3B, ITR and tax audit, each item required', async () => {
    const rows = await database.db
      .select()
      .from(requestTemplates)
      .where(eq(requestTemplates.orgId, orgId))
      .orderBy(asc(requestTemplates.formCode));
    expect(rows.map((r) => r.formCode)).toEqual(['GSTR-3B', 'ITR', 'TAX-AUDIT']);
    expect(rows.find((r) => r.formCode === 'GSTR-3B')?.items.map((i) => i.name)).toEqual([
      'Sales register',
      'Purchase invoices',
      'Bank statement',
    ]);
    expect(rows.every((r) => r.isActive && r.items.every((i) => i.required))).toBe(true);
  });

  it('seeds the practice’s work: tasks, some with time booked', async () => {
    const work = await database.db
      .select({ id: tasks.id, tt: tasks.tt })
      .from(tasks)
      .leftJoin(complianceItems, eq(complianceItems.taskId, tasks.id))
      .where(and(eq(tasks.orgId, orgId), isNull(complianceItems.id)));
    expect(work.length).toBe(400);
    expect(work.some((t) => t.tt > 0)).toBe(true);
  });

  it('keeps the compliance year as a practice mid-year: past returns filed, a handful overdue, the rest open', async () => {
    const today = todayIn(DEFAULT_TIME_ZONE);
    const items = await database.db
      .select({
        dueDate: complianceItems.dueDate,
        filedOn: complianceItems.filedOn,
        arn: complianceItems.arn,
        code: complianceItems.code,
        taskStatus: statuses.systemKey,
      })
      .from(complianceItems)
      .innerJoin(tasks, eq(tasks.id, complianceItems.taskId))
      .innerJoin(statuses, eq(statuses.id, tasks.statusId))
      .where(eq(complianceItems.orgId, orgId));
    const past = items.filter((i) => i.dueDate < today);
    const overdue = past.filter((i) => i.filedOn === null);
    expect(items.every((i) => i.dueDate >= financialYearStart(today))).toBe(true);
    expect(items.some((i) => i.dueDate >= today)).toBe(true);
    // Seeded in early April nothing is past yet; later in the year a handful is left overdue.
    if (past.length > 0) expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.length).toBeLessThanOrEqual(5);
    for (const item of past.filter((i) => i.filedOn !== null)) {
      expect(arnProblem(item.code, item.arn ?? '')).toBeNull();
      expect(item.filedOn && item.filedOn < today).toBe(true);
      expect(item.taskStatus).toBe('COMPLETED');
    }
    expect(items.filter((i) => i.dueDate >= today).every((i) => i.filedOn === null)).toBe(true);
  });

  it('issues demo invoices from Pending tasks and leaves others Pending', async () => {
    const issued = await database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orgId, orgId))
      .orderBy(asc(invoices.sequence));
    expect(issued.map((i) => i.invoiceNumber)).toEqual(['INV-1001', 'INV-1002', null, null]);
    expect(issued.map((i) => i.status)).toEqual(['Sent', 'Sent', 'Generated', 'Generated']);
    expect(issued[0]?.taxes.map((t) => t.name)).toEqual(['CGST', 'SGST']);
    expect(issued[1]?.taxes.map((t) => t.name)).toEqual(['IGST']);
    const paid = await database.db.select().from(payments).where(eq(payments.orgId, orgId));
    expect(paid).toHaveLength(1);
    expect(issued[0]?.paidPaise).toBe(paid[0]?.amountPaise);
    expect(issued[0]?.paidPaise).toBeLessThan(issued[0]?.totalPaise ?? 0);
    const billed = await database.db
      .select({ taskId: invoiceLines.taskId })
      .from(invoiceLines)
      .where(eq(invoiceLines.orgId, orgId));
    expect(billed.length).toBeGreaterThanOrEqual(4);
    const [stillPending] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tasks)
      .innerJoin(statuses, eq(statuses.id, tasks.statusId))
      .where(and(eq(tasks.orgId, orgId), eq(statuses.systemKey, 'PENDING')));
    expect(stillPending?.n).toBeGreaterThanOrEqual(8);
  });
});
