// Opening a notification: it is marked read, then its task is shown in My Tasks (the grid searching
// for it, with chips, quick tabs and column filters cleared so nothing hides it), or its page opened.
import { NOTIFICATION_MESSAGES, type NotificationRow, type TaskRow } from '@practice-desk/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toast } from '../../../lib/toast';
import { notificationsApi } from '../api/notifications-api';
import { taskSearchText } from '../utils/task-search-text';

export function useOpenNotification(markRead: (id: string) => Promise<void>) {
  const navigate = useNavigate();
  return useCallback(
    async (notification: NotificationRow) => {
      if (notification.unread) void markRead(notification.id);
      if (!notification.taskId) return void navigate({ to: notification.link });
      let task: TaskRow;
      try {
        task = await notificationsApi.task(notification.taskId);
      } catch {
        return toast.error(NOTIFICATION_MESSAGES.taskGone);
      }
      // A view with only a search: chips, tabs and column filters are off.
      await navigate({ to: '/tasks', search: { q: taskSearchText(task) } });
    },
    [markRead, navigate],
  );
}
