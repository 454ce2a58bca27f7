// The person's menu: name, role badge, Profile and Logout (which works even if the call fails).

import { Avatar, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { ROLE_LABELS, SUCCESS } from '@practice-desk/contracts';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '../../lib/toast';
import { authApi } from '../auth/api/auth-api';
import { useAuthStore } from '../auth/states/auth-store';

export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    const { refreshToken } = useAuthStore.getState();
    // Leave the signed-in pages first, so nothing there reacts to the session ending.
    await navigate({ to: '/login' });
    useAuthStore.getState().signOut();
    await authApi.logout(refreshToken).catch(() => undefined);
    toast.success(SUCCESS.logout);
  };
}

export function RoleBadge({ role }: { role: keyof typeof ROLE_LABELS }) {
  return (
    <Badge size="sm" variant="light" color={role === 'ADMIN' ? 'grape' : 'blue'}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

export function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const logout = useLogout();
  if (!user) return null;
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar size={30} radius="xl" color="indigo">
              {user.name.charAt(0).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="lg" truncate maw={140}>
              {user.name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark">
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          <Group mt={6}>
            <RoleBadge role={user.role} />
          </Group>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconUser size={16} />}
          onClick={() => navigate({ to: '/profile/$tab', params: { tab: 'account-details' } })}
        >
          Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={logout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
