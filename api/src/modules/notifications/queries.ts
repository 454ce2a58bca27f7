// The notifications table: writing a batch for some people, reading one person's list, marking read.
import {
  NOTIFICATION_LIST_LIMIT,
  type NotificationList,
  type NotificationRow,
  type NotificationType,
} from '@practice-desk/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { notifications, tasks } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  taskId?: string | null;
  link?: string | null;
  documentRequestId?: string | null;
}

/**
 * Writes the notifications of one event, never for the person who did it (`actorId`) and at most
 * one per person and type.
 */
export async function insertNotifications(
  db: TenantDb,
  orgId: string,
  actorId: string | null,
  rows: NewNotification[],
): Promise<number> {
  const seen = new Set<string>();
  const kept = rows.filter((row) => {
    const key = `${row.userId}:${row.type}`;
    if (row.userId === actorId || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (kept.length === 0) return 0;
  await db.insert(notifications).values(kept.map((row) => ({ ...row, orgId, taskId: row.taskId ?? null })));
  return kept.length;
}

const INVOICE_LINK = '/invoicing/sent';

function toRow(row: typeof notifications.$inferSelect): NotificationRow {
  const type = row.type as NotificationType;
  return {
    id: row.id,
    type,
    title: row.title,
    message: row.message,
    taskId: row.taskId,
    link: row.link
      ? row.link
      : type === 'task_unbilled'
        ? '/invoicing/unbilled'
        : type === 'backup_failed'
          ? '/configurations/scheduled-jobs'
          : type.startsWith('invoice_')
            ? INVOICE_LINK
            : type.startsWith('udin_')
              ? '/registers/udin'
              : type === 'dsc_expiring'
                ? '/registers/dsc'
                : '/tasks',
    createdAt: row.createdAt.toISOString(),
    unread: row.readAt === null,
  };
}

// A notification about a task in the Trash is hidden with it (and back when it is restored).
const mine = (orgId: string, userId: string) =>
  and(
    eq(notifications.orgId, orgId),
    eq(notifications.userId, userId),
    sql`not exists (select 1 from ${tasks} where ${tasks.id} = ${notifications.taskId} and ${tasks.deletedAt} is not null)`,
  );

export async function selectNotifications(
  db: TenantDb,
  orgId: string,
  userId: string,
): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine(orgId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine(orgId, userId), isNull(notifications.readAt))),
  ]);
  return { notifications: rows.map(toRow), unreadCount: unread?.n ?? 0 };
}

/** Marks one of the person's notifications read; false when it is not theirs (or not there). */
export async function markOneRead(db: TenantDb, orgId: string, userId: string, id: string): Promise<boolean> {
  const updated = await db
    .update(notifications)
    // Read again, it keeps the time it was first read.
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())`, updatedAt: new Date() })
    .where(and(mine(orgId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

export async function markAllRead(db: TenantDb, orgId: string, userId: string): Promise<number> {
  const now = new Date();
  const updated = await db
    .update(notifications)
    .set({ readAt: now, updatedAt: now })
    .where(and(mine(orgId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}
