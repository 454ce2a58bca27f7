// 'Waiting on client': the task list narrowed to tasks with a document request still open, on the
// server like every filter (the view's `waitingOnClient`), kept in the address and cleared with
// the others.
import { Chip } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTaskViewStore } from '../states/task-view-store';

export function WaitingOnClientFilter() {
  const on = useTaskViewStore((s) => s.view.columnFilters.waitingOnClient?.includes('true') ?? false);
  const update = useTaskViewStore((s) => s.update);
  return (
    <Chip
      size="xs"
      checked={on}
      onChange={(checked) =>
        update((view) => ({
          ...view,
          columnFilters: { ...view.columnFilters, waitingOnClient: checked ? ['true'] : [] },
        }))
      }
      icon={<IconFileUpload size={12} />}
    >
      Waiting on client
    </Chip>
  );
}
