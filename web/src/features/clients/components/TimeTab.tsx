// Time & WIP: the time logged on the client's tasks (those the person may see) and the finished
// work still waiting to be invoiced.
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { type ClientSummary, minutesAsHm, type TaskRow } from '@practice-desk/contracts';
import { Link } from '@tanstack/react-router';
import { useResource } from '../../../lib/use-resource';
import { clientPageApi } from '../api/client-page-api';
import { TabTable } from './TabTable';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" miw={150}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Paper>
  );
}

export function TimeTab({ clientId, summary }: { clientId: string; summary: ClientSummary }) {
  const { data } = useResource(
    () => clientPageApi.allTasks(clientId),
    [clientId],
    'Failed to load the time logged',
  );
  const logged = data ? data.tasks.filter((t) => t.tt > 0) : null;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Figure label="Time logged (h:mm)" value={minutesAsHm(summary.timeMinutes)} />
        {summary.unbilled !== null && (
          <Figure label="Finished, not invoiced" value={`${summary.unbilled} task(s)`} />
        )}
      </Group>
      {summary.unbilled !== null && summary.unbilled > 0 && (
        <Anchor
          size="sm"
          renderRoot={(props) => <Link {...props} to="/invoicing/$tab" params={{ tab: 'unbilled' }} />}
        >
          Invoice the unbilled work
        </Anchor>
      )}
      <TabTable<TaskRow>
        caption="Time logged by task"
        rows={logged}
        rowKey={(t) => t.id}
        empty="No time logged yet."
        columns={[
          { label: 'Task', cell: (t) => t.task || '—' },
          { label: 'Sub-task', cell: (t) => t.subTask || '—' },
          { label: 'Status', cell: (t) => t.status },
          { label: 'Allotted to', cell: (t) => t.allottedTo?.name ?? '—' },
          { label: 'ET', cell: (t) => minutesAsHm(t.et), numeric: true },
          { label: 'TT', cell: (t) => minutesAsHm(t.tt), numeric: true },
        ]}
      />
    </Stack>
  );
}
