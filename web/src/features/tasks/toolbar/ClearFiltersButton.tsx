// 'Clear filters (N)': shown while any chip, tab, search or column filter narrows the task list.
import { Button } from '@mantine/core';
import { TASK_VIEW_MESSAGES } from '@practice-desk/contracts';
import { IconFilterOff } from '@tabler/icons-react';
import { useTaskViewStore } from '../states/task-view-store';
import { activeFilterCount, clearFilters } from '../states/view-filters';

export function ClearFiltersButton({ variant = 'light' }: { variant?: 'light' | 'filled' }) {
  const count = useTaskViewStore((s) => activeFilterCount(s.view));
  const update = useTaskViewStore((s) => s.update);
  if (count === 0) return null;
  return (
    <Button
      size="xs"
      variant={variant}
      color="orange"
      leftSection={<IconFilterOff size={14} />}
      style={{ flex: 'none' }}
      onClick={() => update(clearFilters)}
    >
      {TASK_VIEW_MESSAGES.clearFilters(count)}
    </Button>
  );
}
