// HTTP for the header bell: GET /notifications, PUT /notifications/:id/read,
// POST /notifications/mark-all-read. Everyone signed in sees only their own.
import {
  IdParams,
  NotificationListSchema,
  NotificationReadSchema,
  NotificationsReadSchema,
  okOf,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { contextOf } from '../../plugins/auth';
import { listNotifications, readAllNotifications, readNotification } from './service';

const tags = ['notifications'];

export async function notificationRoutes(app: FastifyInstance) {
  app.get(
    '/notifications',
    { schema: { tags, response: { 200: okOf(NotificationListSchema) } } },
    async (request) => ({
      success: true,
      data: await listNotifications(contextOf(app, request)),
    }),
  );

  app.put<{ Params: v.InferOutput<typeof IdParams> }>(
    '/notifications/:id/read',
    { schema: { tags, params: IdParams, response: { 200: okOf(NotificationReadSchema) } } },
    async (request) => {
      await readNotification(contextOf(app, request), request.params.id);
      return { success: true, data: { id: request.params.id }, message: 'Notification marked as read' };
    },
  );

  app.post(
    '/notifications/mark-all-read',
    { schema: { tags, response: { 200: okOf(NotificationsReadSchema) } } },
    async (request) => {
      const updated = await readAllNotifications(contextOf(app, request));
      return { success: true, data: { updated }, message: 'All notifications marked as read' };
    },
  );
}
