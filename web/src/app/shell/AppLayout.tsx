// The signed-in frame: top bar (desktop) or burger menu (mobile), the page, the shortcuts modal
// and the global shortcuts.
import { ActionIcon, AppShell, Burger, Group, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelp } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { Brand } from '../../components/Brand';
import { DownloadProgress } from '../../components/DownloadProgress';
import { ShortcutsModal } from '../../components/ShortcutsModal';
import { TimerIndicator } from '../../components/timer/components/TimerIndicator';
import { FilingRequestHost } from '../../features/compliance/components/FilingRequestHost';
import { useInvoicingShortcuts } from '../../features/invoicing/hooks/use-invoicing-shortcuts';
import { SkipToGrid } from '../../features/tasks/grid/SkipToGrid';
import { useTaskShortcuts } from '../../features/tasks/hooks/use-task-shortcuts';
import { useShortcutStore } from '../../lib/shortcuts/shortcut-store';
import { useShortcutListener } from '../../lib/shortcuts/use-shortcut-listener';
import { MobileMenu } from './MobileMenu';
import { DesktopNav } from './NavLinks';
import { NotificationsMenu } from './NotificationsMenu';
import { UserMenu } from './UserMenu';
import { useGlobalShortcuts } from './use-global-shortcuts';
import { useSignOutRedirect } from './use-sign-out-redirect';

export function AppLayout() {
  const [menuOpen, menu] = useDisclosure(false);
  useSignOutRedirect();
  useShortcutListener();
  useGlobalShortcuts();
  useTaskShortcuts();
  useInvoicingShortcuts();

  return (
    <AppShell header={{ height: 52 }} padding="md">
      <SkipToGrid />
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
            <Brand compact />
            <Group visibleFrom="md" style={{ minWidth: 0 }}>
              <DesktopNav />
            </Group>
          </Group>
          <Group gap={4} wrap="nowrap">
            <TimerIndicator />
            <Tooltip label="Keyboard shortcuts (?)">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label="Keyboard shortcuts"
                onClick={() => useShortcutStore.getState().setHelpOpen(true)}
              >
                <IconHelp size={20} stroke={1.6} />
              </ActionIcon>
            </Tooltip>
            <NotificationsMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <MobileMenu opened={menuOpen} onClose={menu.close} />
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
      <ShortcutsModal />
      {/* The filing a screen asks for (completing a generated task in the grid) opens here, so the
          asking feature needs only the request store in lib/. */}
      <FilingRequestHost />
      <DownloadProgress />
    </AppShell>
  );
}
