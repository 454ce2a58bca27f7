// The quick tabs: a due-date preset each, with counts; choosing one replaces any due filter.
import { Tabs, Text } from '@mantine/core';
import { DUE_PRESET_LABELS, DUE_PRESETS, type DuePreset } from '@practice-desk/contracts';
import { useTaskViewStore } from '../states/task-view-store';

export const QUICK_TABS: (DuePreset | 'all')[] = ['all', ...DUE_PRESETS];

export function QuickTabs({ counts }: { counts: Record<string, number> | null }) {
  const due = useTaskViewStore((s) => s.view.due);
  const update = useTaskViewStore((s) => s.update);
  return (
    <Tabs
      value={due}
      onChange={(value) => value && update((view) => ({ ...view, due: value as DuePreset | 'all' }))}
      variant="outline"
    >
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {QUICK_TABS.map((tab) => (
          <Tabs.Tab
            key={tab}
            value={tab}
            rightSection={
              <Text span size="xs" fw={700} c={tab === 'overdue' ? 'red' : 'dimmed'}>
                {counts?.[tab] ?? 0}
              </Text>
            }
            style={{ whiteSpace: 'nowrap' }}
          >
            {DUE_PRESET_LABELS[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
