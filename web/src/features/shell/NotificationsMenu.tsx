// The notifications bell: unread badge, the newest notifications, 'Mark all as read'; clicking one
// marks it read and opens what it is about. New ones arrive by polling (useNotifications).
import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Loader,
  Menu,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { NOTIFICATION_MESSAGES } from '@practice-desk/contracts';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { NotificationItem } from '../notifications/components/NotificationItem';
import { useNotifications } from '../notifications/hooks/use-notifications';
import { useOpenNotification } from '../notifications/hooks/use-open-notification';

export function NotificationsMenu() {
  const { list, loaded, refresh, markRead, markAllRead } = useNotifications();
  const open = useOpenNotification(markRead);
  const unread = list.unreadCount;
  return (
    <Menu
      width="min(380px, calc(100vw - 16px))"
      position="bottom-end"
      shadow="md"
      onOpen={() => void refresh()}
    >
      <Menu.Target>
        <Indicator
          disabled={unread === 0}
          label={unread > 99 ? '99+' : unread}
          size={16}
          color="red"
          offset={4}
          data-testid="notifications-badge"
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unread ? `Notifications (${unread} unread)` : 'Notifications'}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown p={4}>
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
        <Menu.Divider />
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
                <NotificationItem key={n.id} notification={n} onOpen={(picked) => void open(picked)} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
