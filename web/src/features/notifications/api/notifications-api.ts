// The notifications calls: the person's list, marking one or all read; and the task a
// notification points at (to open it in the grid).
import type { NotificationList, TaskRow } from '@practice-desk/contracts';
import { getData, send } from '../../../lib/api-client';

export const notificationsApi = {
  list: () => getData<NotificationList>('notifications'),
  markRead: (id: string) => send<{ id: string }>('put', `notifications/${id}/read`),
  markAllRead: () => send<{ updated: number }>('post', 'notifications/mark-all-read'),
  task: async (id: string) => (await getData<{ task: TaskRow }>(`tasks/${id}`)).task,
};
