// The shortcuts that work on every signed-in page: Ctrl/Cmd+Alt+1..8 to the main areas (the route
// guard sends a role outside an area to /unauthorized) and '?' for the shortcuts help.
import { useNavigate } from '@tanstack/react-router';
import { useShortcutStore } from '../../lib/shortcuts/shortcut-store';
import { useShortcuts } from '../../lib/shortcuts/use-shortcuts';
import { NAV_ENTRIES } from './navigation';

export function useGlobalShortcuts() {
  const navigate = useNavigate();
  useShortcuts([
    ...NAV_ENTRIES.map((entry) => ({
      id: `nav.${entry.digit}`,
      name: entry.label,
      description: `Go to ${entry.label}`,
      category: 'Navigation' as const,
      keys: `mod+alt+${entry.digit}`,
      handler: () => void navigate({ to: entry.to }),
    })),
    {
      id: 'help',
      name: 'Keyboard shortcuts',
      description: 'Show this list',
      category: 'General',
      keys: '?',
      handler: () => useShortcutStore.getState().setHelpOpen(true),
    },
  ]);
}
