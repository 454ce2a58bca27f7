// An empty task list while filters are on says so, with the way out, so a filter remembered from
// another day never looks like lost work.
import { Alert, Group, Text } from '@mantine/core';
import { TASK_VIEW_MESSAGES, type TaskStats } from '@practice-desk/contracts';
import { IconFilter } from '@tabler/icons-react';
import { useTaskViewStore } from '../states/task-view-store';
import { activeFilterCount } from '../states/view-filters';
import { ClearFiltersButton } from './ClearFiltersButton';

export function FilteredEmptyNotice({ stats }: { stats: TaskStats | null }) {
  const count = useTaskViewStore((s) => activeFilterCount(s.view));
  if (count === 0 || stats?.count !== 0) return null;
  return (
    <Alert color="orange" variant="light" p="xs" icon={<IconFilter size={16} />} role="status">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{TASK_VIEW_MESSAGES.noMatch(count)}</Text>
        <ClearFiltersButton variant="filled" />
      </Group>
    </Alert>
  );
}
