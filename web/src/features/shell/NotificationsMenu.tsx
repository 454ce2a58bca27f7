// The notifications bell. Nothing is notified yet, so it says so; no invented items.
import { ActionIcon, Button, Group, Indicator, Menu, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

export function NotificationsMenu() {
  const unread = 0;
  return (
    <Menu width={300} position="bottom-end" shadow="md">
      <Menu.Target>
        <Indicator disabled={unread === 0} label={unread} size={16}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        <Group justify="space-between" px="sm" py={6}>
          <Text fw={600} size="sm">
            Notifications
          </Text>
          <Button variant="subtle" size="compact-xs" disabled={unread === 0}>
            Mark all as read
          </Button>
        </Group>
        <Menu.Divider />
        <Stack gap={2} align="center" py="lg">
          <Text size="sm" fw={500}>
            You're all caught up!
          </Text>
          <Text size="xs" c="dimmed">
            No new notifications right now.
          </Text>
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}
