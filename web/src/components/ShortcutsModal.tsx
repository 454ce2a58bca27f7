// 'Keyboard Shortcuts': search, category tabs with counts, the platform's keys; opens on the
// category of the current page.
import { Badge, Group, Kbd, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { comboFor, comboLabel, detectPlatform } from '../lib/shortcuts/key-combo';
import {
  SHORTCUT_CATEGORIES,
  type ShortcutCategory,
  useShortcutStore,
} from '../lib/shortcuts/shortcut-store';
import { AppModal } from './AppModal';

const CATEGORY_OF_PATH: [RegExp, ShortcutCategory][] = [
  [/^\/(tasks|team-tasks|all-tasks)/, 'Tasks'],
  [/^\/invoicing/, 'Quotations'],
  [/^\/reports/, 'Reports'],
  [/^\/configurations/, 'Configurations'],
];

export function ShortcutsModal() {
  const opened = useShortcutStore((s) => s.helpOpen);
  const shortcuts = useShortcutStore((s) => s.shortcuts);
  const path = useLocation({ select: (l) => l.pathname });
  const platform = useMemo(() => detectPlatform(), []);
  const [query, setQuery] = useState('');
  const pageCategory = CATEGORY_OF_PATH.find(([re]) => re.test(path))?.[1] ?? 'Navigation';
  const [tab, setTab] = useState<string | null>(null);
  const mod = platform === 'mac' ? '⌘' : 'Ctrl';

  const q = query.trim().toLowerCase();
  const visible = Object.values(shortcuts).filter(
    (s) =>
      !q ||
      `${s.name} ${s.description} ${comboLabel(comboFor(s.keys, platform), platform).join(' ')}`
        .toLowerCase()
        .includes(q),
  );
  const categories = SHORTCUT_CATEGORIES.filter((c) => visible.some((s) => s.category === c));
  const active =
    tab && categories.includes(tab as ShortcutCategory)
      ? tab
      : categories.includes(pageCategory)
        ? pageCategory
        : (categories[0] ?? null);
  const close = () => {
    useShortcutStore.getState().setHelpOpen(false);
    setQuery('');
    setTab(null);
  };

  return (
    <AppModal
      opened={opened}
      onClose={close}
      size="lg"
      title={
        <Group gap="sm">
          <Text fw={600}>Keyboard Shortcuts</Text>
          <Badge variant="light">{platform === 'mac' ? 'macOS' : 'Windows'}</Badge>
        </Group>
      }
    >
      <Stack>
        <TextInput
          placeholder="Search shortcuts..."
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          data-autofocus
          aria-label="Search shortcuts"
        />
        <Text size="xs" c="dimmed" data-testid="shortcuts-note">
          Keys your system or browser keeps are left to them: Delete selected is {mod}+Alt+X rather than
          Ctrl+Alt+Delete, and page tabs are {mod}+Alt+Shift+1 to 4 because {mod}+1 to 4 switch browser tabs.
          In a grid cell, the context-menu key or Shift+F10 opens the row's actions; {mod}+Enter on a task's
          client opens the client's page.
        </Text>
        {categories.length === 0 ? (
          <Text c="dimmed" size="sm">
            No shortcuts match “{query}”.
          </Text>
        ) : (
          <Tabs value={active} onChange={setTab}>
            <Tabs.List>
              {categories.map((c) => (
                <Tabs.Tab
                  key={c}
                  value={c}
                  rightSection={
                    <Badge size="xs" variant="light">
                      {visible.filter((s) => s.category === c).length}
                    </Badge>
                  }
                >
                  {c}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {categories.map((c) => (
              <Tabs.Panel key={c} value={c} pt="sm">
                <Table verticalSpacing={6}>
                  <Table.Tbody>
                    {visible
                      .filter((s) => s.category === c)
                      .map((s) => (
                        <Table.Tr key={s.id}>
                          <Table.Td>
                            <Text size="sm" fw={500}>
                              {s.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {s.description}
                            </Text>
                          </Table.Td>
                          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {comboLabel(comboFor(s.keys, platform), platform).map((k) => (
                              <Kbd key={k} size="xs" mx={2}>
                                {k}
                              </Kbd>
                            ))}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                  </Table.Tbody>
                </Table>
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </AppModal>
  );
}
