// The signed-in person's notifications, kept fresh without a reload: asked on sign-in, every 30 s
// while the page is visible, and when the window regains focus; dropped on sign-out.
import { NOTIFICATION_POLL_MS, type NotificationList } from '@practice-desk/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { notificationsApi } from '../api/notifications-api';

const EMPTY: NotificationList = { notifications: [], unreadCount: 0 };

export function useNotifications() {
  const userId = useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.id ?? null) : null));
  const [list, setList] = useState<NotificationList | null>(null);
  const version = useRef(0);
  const asking = useRef(false);

  // Focus and visibility often fire together: while one call is out, another is not sent.
  const refresh = useCallback(async (force = false) => {
    if (asking.current && !force) return;
    asking.current = true;
    const mine = ++version.current;
    try {
      const next = await notificationsApi.list();
      if (mine === version.current) setList(next);
    } catch {
      // Polling stays quiet: the next poll tries again (a lost session is handled by the client).
    } finally {
      asking.current = false;
    }
  }, []);

  useEffect(() => {
    setList(null);
    if (!userId) return;
    void refresh(true);
    const timer = setInterval(() => {
      if (!document.hidden) void refresh();
    }, NOTIFICATION_POLL_MS);
    const onFocus = () => void refresh();
    const onVisible = () => {
      if (!document.hidden) void refresh();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      version.current++;
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId, refresh]);

  /** Shown read at once; the server is told, and a failure brings the real list back. */
  const markRead = useCallback(
    async (id: string) => {
      version.current++;
      setList((current) => {
        if (!current?.notifications.some((n) => n.id === id && n.unread)) return current;
        return {
          notifications: current.notifications.map((n) => (n.id === id ? { ...n, unread: false } : n)),
          unreadCount: Math.max(0, current.unreadCount - 1),
        };
      });
      try {
        await notificationsApi.markRead(id);
      } catch {
        await refresh(true);
      }
    },
    [refresh],
  );

  const markAllRead = useCallback(async () => {
    version.current++;
    setList(
      (current) =>
        current && {
          notifications: current.notifications.map((n) => ({ ...n, unread: false })),
          unreadCount: 0,
        },
    );
    try {
      await notificationsApi.markAllRead();
    } catch {
      await refresh(true);
    }
  }, [refresh]);

  return { list: list ?? EMPTY, loaded: list !== null, refresh, markRead, markAllRead };
}
