// Open tasks: the client's tasks not yet completed that the person may see, soonest due first.
import { Anchor, Stack, Text } from '@mantine/core';
import { minutesAsHm, type TaskRow } from '@practice-desk/contracts';
import { Link } from '@tanstack/react-router';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { useResource } from '../../../lib/use-resource';
import { clientPageApi } from '../api/client-page-api';
import { TabTable } from './TabTable';

export function TasksTab({ clientId, version }: { clientId: string; version: number }) {
  const dateFormat = useDateFormat();
  const { data } = useResource(
    () => clientPageApi.openTasks(clientId),
    [clientId, version],
    'Failed to load the tasks',
  );
  return (
    <Stack gap="xs">
      <TabTable<TaskRow>
        caption="Open tasks"
        rows={data?.tasks ?? null}
        rowKey={(t) => t.id}
        empty="No open tasks."
        columns={[
          { label: 'Task', cell: (t) => t.task || '—' },
          { label: 'Sub-task', cell: (t) => t.subTask || '—' },
          { label: 'Status', cell: (t) => t.status },
          {
            label: 'Due date',
            cell: (t) => (
              <Text span size="sm" c={t.overdue ? 'red.7' : undefined}>
                {t.dueDate ? formatDate(t.dueDate, dateFormat) : '—'}
              </Text>
            ),
          },
          { label: 'Allotted to', cell: (t) => t.allottedTo?.name ?? '—' },
          { label: 'ET', cell: (t) => minutesAsHm(t.et), numeric: true },
          { label: 'TT', cell: (t) => minutesAsHm(t.tt), numeric: true },
        ]}
      />
      {data && data.pagination.total > data.tasks.length && (
        <Text size="sm" c="dimmed">
          Showing {data.tasks.length} of {data.pagination.total}.{' '}
          <Anchor component={Link} to="/tasks" size="sm">
            Open the task screen
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
