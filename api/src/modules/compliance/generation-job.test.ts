import { obligationsBetween } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferences } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { itemsOf, monthlyGst, profileWith, saveProfile } from '../../test/compliance-generate-fixtures';
import { createClient, createPractice, loginAs, type TestPractice } from '../../test/factories';
import { catalogueJob } from '../../test/jobs';
import { GENERATION_JOB_LOCK, runComplianceGeneration } from './generation-job';

const onPostgres = Boolean(process.env.PD_TEST_DATABASE_URL);
// 11:30 in India on 5 October 2026.
const NOW = new Date('2026-10-05T06:00:00Z');

describe('the daily compliance generation', () => {
  let app: TestApp;
  let first: TestPractice;
  let second: TestPractice;
  const clientsOf: Record<string, string[]> = {};
  const quarterly = profileWith({
    entityType: 'firm',
    pan: 'AAAFK1234E',
    tan: 'PNEA12345B',
    tdsForms: ['26Q'],
    advanceTax: 'regular',
  });

  const run = (now = NOW, practiceIds = [first.orgId, second.orgId]) =>
    runComplianceGeneration(app.database.db, { now, practiceIds });
  const itemsIn = (practice: TestPractice) => itemsOf(app, practice.orgId, clientsOf[practice.orgId] ?? []);

  beforeAll(async () => {
    app = await buildTestApp();
    first = await createPractice(app);
    second = await createPractice(app);
    for (const [practice, profile] of [
      [first, monthlyGst()],
      [second, quarterly],
    ] as const) {
      const headers = (await loginAs(app, practice.admin)).headers;
      const id = (await createClient(app, headers)).id;
      await saveProfile(app, practice.orgId, id, profile, practice.member.id);
      clientsOf[practice.orgId] = [id];
    }
    await app.database.db
      .update(preferences)
      .set({ complianceMonthsAhead: 6 })
      .where(eq(preferences.orgId, second.orgId));
  });
  afterAll(() => app.close());

  it('generates every practice from today to its months ahead, as its first Admin', async () => {
    const result = await run();

    const expectedFirst = obligationsBetween(monthlyGst(), '2026-10-05', '2027-01-05');
    const expectedSecond = obligationsBetween(quarterly, '2026-10-05', '2027-04-05');
    expect(result).toEqual({
      practices: 2,
      skipped: 0,
      failed: 0,
      created: expectedFirst.length + expectedSecond.length,
    });
    expect((await itemsIn(first)).map((i) => i.task)).toEqual(expectedFirst.map((o) => o.title));
    expect((await itemsIn(second)).map((i) => i.task)).toEqual(expectedSecond.map((o) => o.title));
    const [item] = await itemsIn(first);
    expect(item).toMatchObject({ teamLeader: first.admin.id, allottedTo: first.member.id, status: 'To Do' });
  });

  it('adds nothing when run again the same day, even two at once', async () => {
    const before = [...(await itemsIn(first)), ...(await itemsIn(second))].length;
    const again = await Promise.all([run(), run()]);
    expect(again.map((r) => r.created)).toEqual([0, 0]);
    expect([...(await itemsIn(first)), ...(await itemsIn(second))]).toHaveLength(before);
  });

  it('the next month adds what came into the window', async () => {
    const result = await run(new Date('2026-11-05T06:00:00Z'));
    const added = obligationsBetween(monthlyGst(), '2027-01-06', '2027-02-05').length;
    const addedSecond = obligationsBetween(quarterly, '2027-04-06', '2027-05-05').length;
    expect(result.created).toBe(added + addedSecond);
  });

  it('is run by the scheduled job compliance-generation', async () => {
    const id = (await createClient(app, (await loginAs(app, first.admin)).headers)).id;
    await saveProfile(app, first.orgId, id, monthlyGst());
    expect(
      (await catalogueJob(app, 'compliance-generation', [first.orgId]).run(new Date())).failedPractices,
    ).toBe(0);
    // Today is the real today here: whatever falls due in the next three months, once each.
    const items = await itemsOf(app, first.orgId, [id]);
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((i) => `${i.code} ${i.period}`)).size).toBe(items.length);
  });

  it.runIf(onPostgres)('leaves a practice alone while another process holds its lock', async () => {
    const other = postgres(process.env.PD_TEST_DATABASE_URL as string, { max: 1, onnotice: () => {} });
    const later = new Date('2027-01-15T06:00:00Z');
    try {
      await other`select pg_advisory_lock(${GENERATION_JOB_LOCK}, hashtext(${first.orgId}))`;
      const held = await run(later, [first.orgId]);
      expect(held).toMatchObject({ practices: 0, skipped: 1, created: 0 });
      await other`select pg_advisory_unlock(${GENERATION_JOB_LOCK}, hashtext(${first.orgId}))`;
      const freed = await run(later, [first.orgId]);
      expect(freed.practices).toBe(1);
      expect(freed.created).toBeGreaterThan(0);
    } finally {
      await other.end();
    }
  });
});
