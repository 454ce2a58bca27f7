// Estimated Time per User: for the grid's current filters, each person's task count and ET, and a total.
import { Table, Text } from '@mantine/core';
import { AppModal } from '../../../components/AppModal';
import { useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { minutesWithHm } from '../../../lib/preferences/utils/format-minutes';
import { useResource } from '../../../lib/use-resource';
import { tasksApi } from '../api/tasks-api';

export function EstimatesModal({
  opened,
  onClose,
  query,
}: {
  opened: boolean;
  onClose(): void;
  query: URLSearchParams;
}) {
  const { data, loading } = useResource(
    () => (opened ? tasksApi.estimates(query) : Promise.resolve(null)),
    [opened, query.toString()],
    'Failed to fetch tasks',
  );
  const users = data?.users ?? [];
  const unit = useTimeUnit();
  // The server's total covers every task of the filters (an object: count and minutes).
  const taskTotal = data?.total.taskCount ?? 0;
  return (
    <AppModal opened={opened} onClose={onClose} title="Estimated Time per User" size="lg">
      {users.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {loading ? 'Loading...' : 'No tasks found'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320} maxHeight={420}>
          <Table striped stickyHeader aria-label="Estimated Time per User">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th ta="right">Tasks</Table.Th>
                <Table.Th ta="right">Estimated Time</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <Table.Tr key={u.userId ?? 'unassigned'}>
                  <Table.Td>{u.name}</Table.Td>
                  <Table.Td ta="right">{u.taskCount}</Table.Td>
                  <Table.Td ta="right">{minutesWithHm(u.estimatedMinutes, unit)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>Total</Table.Th>
                <Table.Th ta="right">{taskTotal}</Table.Th>
                <Table.Th ta="right" data-testid="estimates-total">
                  {minutesWithHm(data?.total.estimatedMinutes ?? 0, unit)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </AppModal>
  );
}
