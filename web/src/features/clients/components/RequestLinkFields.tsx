// What a new document request is for, if anything: one of the client's open tasks, or one of its
// compliance items of this financial year (the request is then named after it).
import { Select, SimpleGrid } from '@mantine/core';
import { financialYearRange } from '@practice-desk/contracts';
import { practiceToday } from '../../../lib/preferences/utils/practice-today';
import { useResource } from '../../../lib/use-resource';
import { clientPageApi } from '../api/client-page-api';

export function RequestLinkFields({
  clientId,
  taskId,
  complianceItemId,
  onTask,
  onComplianceItem,
}: {
  clientId: string;
  taskId: string | null;
  complianceItemId: string | null;
  onTask(id: string | null): void;
  onComplianceItem(id: string | null): void;
}) {
  const year = financialYearRange(practiceToday());
  const tasks = useResource(() => clientPageApi.openTasks(clientId), [clientId], 'Failed to load the tasks');
  const calendar = useResource(
    () => clientPageApi.calendar(clientId, year.from, year.to),
    [clientId, year.from],
    'Failed to load the compliance items',
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="For task (optional)"
        placeholder="No task"
        clearable
        searchable
        value={taskId}
        onChange={onTask}
        data={(tasks.data?.tasks ?? []).map((t) => ({
          value: t.id,
          label: [t.task, t.subTask].filter(Boolean).join(' – ') || 'Untitled task',
        }))}
      />
      <Select
        label="For compliance item (optional)"
        placeholder="No compliance item"
        clearable
        searchable
        value={complianceItemId}
        onChange={onComplianceItem}
        data={(calendar.data?.items ?? []).map((i) => ({
          value: i.id,
          label: `${i.title} ${i.periodLabel}`,
        }))}
      />
    </SimpleGrid>
  );
}
