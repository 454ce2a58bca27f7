// One notification in the bell's list: icon, title, message, how long ago; unread ones stand out.
import { Box, Group, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { NotificationRow } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { NOTIFICATION_LOOK } from '../utils/notification-look';
import classes from './NotificationItem.module.css';

dayjs.extend(relativeTime);

export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: NotificationRow;
  onOpen(notification: NotificationRow): void;
}) {
  const look = NOTIFICATION_LOOK[notification.type] ?? NOTIFICATION_LOOK.task_allotted;
  const Icon = look.icon;
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={notification.unread || undefined}
      onClick={() => onOpen(notification)}
    >
      {/* Named by what it shows (label in name); the unread mark is said before it. */}
      {notification.unread && <VisuallyHidden>Unread: </VisuallyHidden>}
      <ThemeIcon variant="light" color={look.color} radius="xl" size={30} style={{ flex: 'none' }}>
        <Icon size={16} stroke={1.8} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="sm" fw={notification.unread ? 600 : 500} truncate>
            {notification.title}
          </Text>
          <Text
            size="xs"
            c="dimmed"
            style={{ whiteSpace: 'nowrap' }}
            title={dayjs(notification.createdAt).format('D MMM YYYY, h:mm A')}
          >
            {dayjs(notification.createdAt).fromNow()}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {notification.message}
        </Text>
      </Stack>
      {notification.unread && <Box className={classes.dot} aria-hidden />}
    </UnstyledButton>
  );
}
