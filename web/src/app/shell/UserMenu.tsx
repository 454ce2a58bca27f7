// The person's menu in the top bar: name, e-mail, role badge, Profile, (Admin) Add a person, Logout.
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { RoleBadge } from '../../components/RoleBadge';
import { useAuthStore } from '../../lib/auth/auth-store';
import classes from './UserMenu.module.css';
import { useLogout } from './use-logout';

export function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const logout = useLogout();
  if (!user) return null;
  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        {/* The name begins with what the button shows (the person’s name; on a narrower screen only
            the avatar, its initial drawn by CSS), so a voice user can say what they see. */}
        <UnstyledButton aria-label={`${user.name}, Account menu`} px={4} py={2} style={{ borderRadius: 6 }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar size={30} radius="xl" color="indigo" aria-hidden>
              <span className={classes.initial} data-initial={user.name.charAt(0).toUpperCase()} />
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="lg" truncate maw={160}>
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
          <Group mt={6} gap={6} wrap="nowrap">
            <RoleBadge role={user.role} />
            <Text size="xs" c="dimmed" truncate>
              {user.orgName}
            </Text>
          </Group>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconUser size={16} />}
          onClick={() => navigate({ to: '/profile/$tab', params: { tab: 'account-details' } })}
        >
          Profile
        </Menu.Item>
        {user.role === 'ADMIN' && (
          <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={() => navigate({ to: '/register' })}>
            Add a person
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={logout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
