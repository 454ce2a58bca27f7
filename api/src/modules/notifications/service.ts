// A person's own notifications: the list with its unread count, marking one or all read.
import { NOTIFICATION_MESSAGES, type NotificationList } from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { markAllRead, markOneRead, selectNotifications } from './queries';

export function listNotifications(ctx: ServiceContext): Promise<NotificationList> {
  return selectNotifications(ctx.db, ctx.orgId, ctx.user.id);
}

/** Someone else's notification does not exist for the caller: 404, like another practice's ids. */
export async function readNotification(ctx: ServiceContext, id: string): Promise<void> {
  if (!(await markOneRead(ctx.db, ctx.orgId, ctx.user.id, id)))
    throw new NotFound(NOTIFICATION_MESSAGES.notFound);
}

export function readAllNotifications(ctx: ServiceContext): Promise<number> {
  return markAllRead(ctx.db, ctx.orgId, ctx.user.id);
}
