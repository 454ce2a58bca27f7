// The burger menu on small screens: the person (initial, name, role), their entries, Profile, Logout.
import { Avatar, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { RoleBadge } from '../../components/RoleBadge';
import { useAuthStore } from '../../lib/auth/auth-store';
import { MobileNav } from './NavLinks';
import { useLogout } from './use-logout';

export function MobileMenu({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const user = useAuthStore((s) => s.user);
  const logout = useLogout();
  return (
    <Drawer opened={opened} onClose={onClose} size="80%" title="Menu" hiddenFrom="md">
      {user && (
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Avatar color="indigo" radius="xl">
              {user.name.charAt(0).toUpperCase()}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {user.name}
              </Text>
              <RoleBadge role={user.role} />
            </Stack>
          </Group>
          <Divider />
          <MobileNav onNavigate={onClose} />
          <Divider />
          <NavLink
            component={Link}
            to="/profile/account-details"
            label="Profile"
            leftSection={<IconUser size={18} stroke={1.6} />}
            onClick={onClose}
          />
          <NavLink
            label="Logout"
            leftSection={<IconLogout size={18} stroke={1.6} />}
            c="red"
            onClick={() => {
              onClose();
              void logout();
            }}
          />
        </Stack>
      )}
    </Drawer>
  );
}
