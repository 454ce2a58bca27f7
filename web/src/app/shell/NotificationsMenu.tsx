// The notifications bell: unread badge, the newest notifications, 'Mark all as read'; clicking one
// marks it read and opens what it is about. New ones arrive by polling (useNotifications).
// A panel (dialog) rather than a menu: it holds a heading, a button and a list, which role=menu may not.
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { NOTIFICATION_MESSAGES, type NotificationRow } from '@practice-desk/contracts';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { NotificationItem } from '../../features/notifications/components/NotificationItem';
import { useNotifications } from '../../features/notifications/hooks/use-notifications';
import { useOpenNotification } from '../../features/notifications/hooks/use-open-notification';

export function NotificationsMenu() {
  const { list, loaded, refresh, markRead, markAllRead } = useNotifications();
  const open = useOpenNotification(markRead);
  const [opened, setOpened] = useState(false);
  const unread = list.unreadCount;
  const choose = (notification: NotificationRow) => {
    setOpened(false);
    void open(notification);
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      onOpen={() => void refresh()}
      width="min(380px, calc(100vw - 16px))"
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
    >
      {/* The bell button opens the panel, not the badge around it: aria-expanded belongs on a button. */}
      <Indicator
        disabled={unread === 0}
        label={unread > 99 ? '99+' : unread}
        size={16}
        color="red"
        offset={4}
        data-testid="notifications-badge"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unread ? `Notifications (${unread} unread)` : 'Notifications'}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={4} aria-label="Notifications">
        <Group justify="space-between" px="sm" py={6} wrap="nowrap">
          <Text fw={600} size="sm">
            Notifications
          </Text>
          <Button
            variant="subtle"
            size="compact-xs"
            disabled={unread === 0}
            onClick={() => void markAllRead()}
          >
            {NOTIFICATION_MESSAGES.markAllRead}
          </Button>
        </Group>
        <Divider my={4} />
        {!loaded ? (
          <Group justify="center" py="lg">
            <Loader size="sm" />
          </Group>
        ) : list.notifications.length === 0 ? (
          <Stack gap={4} align="center" py="lg">
            <ThemeIcon variant="light" color="green" radius="xl" size="lg">
              <IconBellCheck size={18} />
            </ThemeIcon>
            <Text size="sm" fw={500}>
              {NOTIFICATION_MESSAGES.emptyTitle}
            </Text>
            <Text size="xs" c="dimmed">
              {NOTIFICATION_MESSAGES.emptyText}
            </Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah="min(440px, calc(100dvh - 140px))" type="auto" offsetScrollbars>
            <Stack gap={2}>
              {list.notifications.map((n) => (
                <NotificationItem key={n.id} notification={n} onOpen={choose} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
