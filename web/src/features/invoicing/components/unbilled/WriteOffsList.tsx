// Work written off (kept, never deleted): when, whose, why and the amount not billed, with an
// Excel export for the partners. Shown on demand under the unbilled queue.
import { Button, Group, Table, Text, Title } from '@mantine/core';
import { formatIndianPaise, paiseOf, UNBILLED_MESSAGES } from '@practice-desk/contracts';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { attempt } from '../../../../lib/report-failure';
import { useResource } from '../../../../lib/use-resource';
import { unbilledApi } from '../../api/unbilled-api';

export function WriteOffsList({ version }: { version: number }) {
  const dateFormat = useDateFormat();
  const { data, loading } = useResource(
    () => unbilledApi.writeOffs(),
    [version],
    UNBILLED_MESSAGES.writeOffsFetchFailed,
  );
  const [exporting, setExporting] = useState(false);
  const writeOffs = data?.writeOffs ?? [];
  const totalPaise = writeOffs.reduce(
    (sum, w) => sum + (w.suggestedAmount ? paiseOf(w.suggestedAmount) : 0),
    0,
  );
  const exportAll = async () => {
    setExporting(true);
    await attempt(() => unbilledApi.exportWriteOffs(), UNBILLED_MESSAGES.writeOffsExportFailed);
    setExporting(false);
  };
  return (
    <section aria-label="Written-off work">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          Written off · {writeOffs.length} {writeOffs.length === 1 ? 'task' : 'tasks'} · ₹
          {formatIndianPaise(totalPaise)}
        </Title>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileSpreadsheet size={14} />}
          loading={exporting}
          disabled={writeOffs.length === 0}
          onClick={() => void exportAll()}
        >
          Export to Excel
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={330}>
        <Table striped verticalSpacing={6}>
          <Table.Thead style={{ whiteSpace: 'nowrap' }}>
            <Table.Tr>
              <Table.Th w={110}>DATE</Table.Th>
              <Table.Th>CLIENT · TASK</Table.Th>
              <Table.Th visibleFrom="sm">REASON</Table.Th>
              <Table.Th ta="right" w={110}>
                AMOUNT
              </Table.Th>
              <Table.Th w={140} visibleFrom="sm">
                BY
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {writeOffs.map((w) => (
              <Table.Tr key={w.id}>
                <Table.Td>{formatDate(w.writtenOffAt, dateFormat)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{w.client?.name ?? '—'}</Text>
                  <Text size="xs" c="dimmed">
                    {w.task}
                    {w.subTask ? ` – ${w.subTask}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {w.reason}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{w.reason}</Table.Td>
                <Table.Td ta="right">
                  {w.suggestedAmount ? `₹${formatIndianPaise(paiseOf(w.suggestedAmount))}` : '—'}
                </Table.Td>
                <Table.Td visibleFrom="sm">{w.writtenOffBy?.name ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!loading && writeOffs.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {UNBILLED_MESSAGES.writeOffsEmpty}
        </Text>
      )}
    </section>
  );
}
