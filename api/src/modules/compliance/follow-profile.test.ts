import { obligationKey, obligationsBetween, todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCompliance, preferences } from '../../db/schema';
import { scoped } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { buildTestApp, type TestApp } from '../../test/app';
import { itemsOf, monthlyGst, profileWith, saveProfile } from '../../test/compliance-generate-fixtures';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { followProfile } from './follow-profile';

const day = (offset: number, unit: 'day' | 'month' = 'day') =>
  dayjs(todayIn('Asia/Kolkata')).add(offset, unit).format('YYYY-MM-DD');

describe('tasks following a changed compliance profile', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let ctx: ServiceContext;
  const today = day(0);

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    const { admin: a, orgId } = practice;
    ctx = {
      db: scoped(app.database.db, orgId),
      orgId,
      user: { id: a.id, orgId, role: 'ADMIN', name: a.name },
    };
  });
  afterAll(() => app.close());

  it('takes away future work not begun that the new profile no longer has, keeps past and started work, and generates the new obligations', async () => {
    const clientId = (await createClient(app, admin)).id;
    const before = profileWith({ ...monthlyGst(), tan: 'PNEA12345B', tdsForms: ['26Q'] });
    await saveProfile(app, practice.orgId, clientId, before, practice.member.id);
    await app.inject({
      method: 'POST',
      url: '/api/compliance/generate',
      headers: admin,
      payload: { from: day(-2, 'month'), to: day(-1), clientIds: [clientId] },
    });
    const first = await followProfile(ctx, clientId);
    expect(first).toMatchObject({ removed: 0, redated: 0 });
    expect(first.created).toBe(obligationsBetween(before, today, day(3, 'month')).length);
    const generated = await itemsOf(app, practice.orgId, [clientId]);
    const past = generated.filter((i) => i.dueDate < today);
    const future = generated.filter((i) => i.dueDate > today);
    const after = profileWith({ ...monthlyGst(), gstFrequency: 'quarterly' });
    const wanted = new Set(obligationsBetween(after, day(-1, 'month'), day(15, 'month')).map(obligationKey));
    // Two that the new profile drops, but someone has begun.
    const [worked, inProcess] = future.filter((i) => !wanted.has(obligationKey(i)));
    await app.inject({
      method: 'POST',
      url: `/api/tasks/${worked!.taskId}/time-entries`,
      headers: admin,
      payload: { minutes: 15 },
    });
    await app.inject({
      method: 'PUT',
      url: `/api/tasks/${inProcess!.taskId}`,
      headers: admin,
      payload: { status: 'In Process' },
    });

    await saveProfile(app, practice.orgId, clientId, after);
    const result = await followProfile(ctx, clientId);

    const items = await itemsOf(app, practice.orgId, [clientId]);
    const gone = future.filter((i) => i !== worked && i !== inProcess && !wanted.has(obligationKey(i)));
    expect(gone.length).toBeGreaterThan(0);
    expect(result.removed).toBe(gone.length);
    const ids = new Set(items.map((i) => i.id));
    expect(gone.filter((i) => ids.has(i.id))).toEqual([]);
    // Their tasks are in the Trash, where an Admin can still see them.
    const trash = (await app.inject({ method: 'GET', url: '/api/tasks/trash', headers: admin })).json().data
      .tasks as { id: string }[];
    expect(gone.every((i) => trash.some((t) => t.id === i.taskId))).toBe(true);
    // Past and started work stays as it was.
    for (const kept of [...past, worked!, inProcess!]) expect(ids.has(kept.id)).toBe(true);
    // Every obligation of the new profile in the horizon now has its item.
    const keys = new Set(items.map((i) => obligationKey(i)));
    const fresh = obligationsBetween(after, today, day(3, 'month'));
    expect(fresh.filter((o) => !keys.has(obligationKey(o)))).toEqual([]);
    expect(result.created).toBe(
      fresh.filter((o) => !generated.some((i) => obligationKey(i) === obligationKey(o))).length,
    );
  });

  it('re-dates work not begun when the new profile moves its due date', async () => {
    await app.database.db
      .update(preferences)
      .set({ complianceMonthsAhead: 12 })
      .where(eq(preferences.orgId, practice.orgId));
    const clientId = (await createClient(app, admin)).id;
    const before = profileWith();
    await saveProfile(app, practice.orgId, clientId, before);
    await followProfile(ctx, clientId);
    const [itr] = (await itemsOf(app, practice.orgId, [clientId])).filter((i) => i.code === 'ITR');
    expect(itr).toBeDefined();

    const after = profileWith({ taxAudit: true, businessIncome: true });
    await saveProfile(app, practice.orgId, clientId, after);
    const result = await followProfile(ctx, clientId);

    const moved = obligationsBetween(after, today, day(24, 'month')).find(
      (o) => obligationKey(o) === obligationKey(itr!),
    );
    expect(moved && moved.dueDate > itr!.dueDate).toBe(true);
    expect(result.redated).toBe(1);
    const [now] = (await itemsOf(app, practice.orgId, [clientId])).filter((i) => i.code === 'ITR');
    expect(now).toMatchObject({
      id: itr!.id,
      dueDate: moved!.dueDate,
      originalDueDate: moved!.dueDate,
      taskDue: moved!.dueDate,
    });
  });

  it('takes away all future work not begun when the client has no profile left', async () => {
    const clientId = (await createClient(app, admin)).id;
    await saveProfile(app, practice.orgId, clientId, monthlyGst());
    await followProfile(ctx, clientId);
    const future = (await itemsOf(app, practice.orgId, [clientId])).filter((i) => i.dueDate > today);
    expect(future.length).toBeGreaterThan(0);
    await app.database.db.delete(clientCompliance).where(eq(clientCompliance.clientId, clientId));

    const result = await followProfile(ctx, clientId);

    expect(result).toEqual({ removed: future.length, redated: 0, created: 0, existing: 0, overdue: 0 });
    expect((await itemsOf(app, practice.orgId, [clientId])).filter((i) => i.dueDate > today)).toEqual([]);
  });
});
