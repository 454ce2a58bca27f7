// The signed-in frame: top bar (desktop) or burger menu (mobile), the page, the shortcuts modal
// and the global navigation shortcuts.
import {
  ActionIcon,
  AppShell,
  Avatar,
  Burger,
  Divider,
  Drawer,
  Group,
  NavLink,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelp, IconLogout, IconUser } from '@tabler/icons-react';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuthStore } from '../auth/states/auth-store';
import { ShortcutsModal } from '../shortcuts/ShortcutsModal';
import { useShortcutStore } from '../shortcuts/shortcut-store';
import { useShortcutListener } from '../shortcuts/use-shortcut-listener';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { DesktopNav, MobileNav } from './NavLinks';
import { NotificationsMenu } from './NotificationsMenu';
import { NAV_ENTRIES } from './navigation';
import { RoleBadge, UserMenu, useLogout } from './UserMenu';

function useGlobalShortcuts() {
  const navigate = useNavigate();
  useShortcuts([
    ...NAV_ENTRIES.map((e) => ({
      id: `nav.${e.digit}`,
      name: e.label,
      description: `Go to ${e.label}`,
      category: 'Navigation' as const,
      combo: `mod+alt+${e.digit}`,
      run: () => void navigate({ to: e.to }),
    })),
    {
      id: 'help',
      name: 'Keyboard shortcuts',
      description: 'Show this list',
      category: 'General',
      combo: '?',
      run: () => useShortcutStore.getState().setHelpOpen(true),
    },
  ]);
}

/** A session that ends while the app is open (refresh refused) goes back to sign-in. */
function useSignOutRedirect() {
  const status = useAuthStore((s) => s.status);
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'signedOut')
      void navigate({
        to: '/login',
        search: { redirect: window.location.pathname + window.location.search },
      });
  }, [status, navigate]);
}

export function AppLayout() {
  const [menuOpen, menu] = useDisclosure(false);
  const user = useAuthStore((s) => s.user);
  useSignOutRedirect();
  const logout = useLogout();
  useShortcutListener();
  useGlobalShortcuts();

  return (
    <AppShell header={{ height: 52 }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="lg" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label="Open menu"
            />
            <Text component={Link} to="/tasks" fw={700} c="indigo.8" style={{ whiteSpace: 'nowrap' }}>
              Practice desk
            </Text>
            <Group visibleFrom="md" style={{ minWidth: 0 }}>
              <DesktopNav />
            </Group>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Keyboard shortcuts (?)">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label="Keyboard shortcuts"
                onClick={() => useShortcutStore.getState().setHelpOpen(true)}
              >
                <IconHelp size={20} />
              </ActionIcon>
            </Tooltip>
            <NotificationsMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <Drawer opened={menuOpen} onClose={menu.close} size="80%" title="Menu" hiddenFrom="md">
        {user && (
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <Avatar color="indigo" radius="xl">
                {user.name.charAt(0).toUpperCase()}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {user.name}
                </Text>
                <RoleBadge role={user.role} />
              </div>
            </Group>
            <Divider />
            <MobileNav onNavigate={menu.close} />
            <Divider />
            <NavLink
              component={Link}
              to="/profile/account-details"
              label="Profile"
              leftSection={<IconUser size={16} />}
              onClick={menu.close}
            />
            <NavLink
              label="Logout"
              leftSection={<IconLogout size={16} />}
              c="red"
              onClick={() => {
                menu.close();
                void logout();
              }}
            />
          </Stack>
        )}
      </Drawer>

      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
      <ShortcutsModal />
    </AppShell>
  );
}
