// POST /workload/move: a leader moves tasks to another person, or to another due date, from the
// workload view. All or nothing, through the task grid's own update (rights, audit, checks); then
// each person is told once: the one given the tasks, and each one they were taken from.
import { formatPracticeDate, type Preferences, type WorkloadMoveBody } from '@practice-desk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { preferences, tasks, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Invalid } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { insertNotifications, type NewNotification } from '../notifications/queries';
import { applyTaskUpdate } from '../tasks/service';

const plural = (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'}`;

export async function moveTasks(ctx: ServiceContext, body: WorkloadMoveBody): Promise<number> {
  const today = await practiceToday(ctx);
  const ids = [...new Set(body.taskIds)];
  return ctx.db.transaction(async (tx) => {
    const before = await tx
      .select({ id: tasks.id, allottedTo: tasks.allottedTo })
      .from(tasks)
      .where(and(eq(tasks.orgId, ctx.orgId), inArray(tasks.id, ids)));
    if (before.length !== ids.length)
      throw new Invalid('Some of these tasks no longer exist: reload and try again');
    let moved = 0;
    const updates = { allottedTo: body.allottedTo, dueDate: body.dueDate };
    for (const id of ids)
      if (await applyTaskUpdate(ctx, tx, id, updates, today, { notify: false })) moved += 1;
    if (moved === 0) return 0;

    const [to] = body.allottedTo
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, body.allottedTo))
      : [];
    const rows: NewNotification[] = [];
    const link = '/tasks';
    if (body.allottedTo && to) {
      const given = before.filter((t) => t.allottedTo !== body.allottedTo);
      if (given.length)
        rows.push({
          userId: body.allottedTo,
          type: 'tasks_moved',
          title: 'Tasks moved to you',
          message: `${ctx.user.name} moved ${plural(given.length)} to you`,
          link,
        });
      const from = new Map<string, number>();
      for (const t of given) if (t.allottedTo) from.set(t.allottedTo, (from.get(t.allottedTo) ?? 0) + 1);
      for (const [userId, n] of from)
        rows.push({
          userId,
          type: 'tasks_moved',
          title: 'Tasks moved from you',
          message: `${ctx.user.name} moved ${plural(n)} of yours to ${to.name}`,
          link,
        });
    }
    if (body.dueDate && !body.allottedTo) {
      const [prefs] = await tx
        .select({ dateFormat: preferences.dateFormat })
        .from(preferences)
        .where(eq(preferences.orgId, ctx.orgId));
      const day = formatPracticeDate(
        body.dueDate,
        (prefs?.dateFormat ?? 'DD/MM/YYYY') as Preferences['dateFormat'],
      );
      const owners = new Map<string, number>();
      for (const t of before) if (t.allottedTo) owners.set(t.allottedTo, (owners.get(t.allottedTo) ?? 0) + 1);
      for (const [userId, n] of owners)
        rows.push({
          userId,
          type: 'tasks_moved',
          title: 'Due dates moved',
          message: `${ctx.user.name} moved the due date of ${plural(n)} of yours to ${day}`,
          link,
        });
    }
    await insertNotifications(tx, ctx.orgId, ctx.user.id, rows);
    return moved;
  });
}
