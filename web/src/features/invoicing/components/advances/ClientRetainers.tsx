// A client's recurring retainers: what is billed, how often, the next day a draft is made and
// whether it is sent automatically; add, edit and delete (drafts already made stay).
import { ActionIcon, Button, Group, Table, Text, Title } from '@mantine/core';
import type { RetainerRow } from '@practice-desk/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { attempt } from '../../../../lib/report-failure';
import { rupees } from '../../../../lib/rupees';
import { toast } from '../../../../lib/toast';
import { useResource } from '../../../../lib/use-resource';
import { retainersApi } from '../../api/advances-api';
import { RetainerModal } from './RetainerModal';

export function ClientRetainers({ clientId }: { clientId: string }) {
  const dateFormat = useDateFormat();
  const [editing, setEditing] = useState<RetainerRow | 'new' | null>(null);
  const { data, reload } = useResource(
    () => retainersApi.list(clientId),
    [clientId],
    'Failed to fetch retainers',
  );
  const retainers = data ?? [];
  const remove = async (r: RetainerRow) => {
    const res = await attempt(() => retainersApi.remove(clientId, r.id), 'Failed to delete the retainer');
    if (res) {
      toast.success(res.message ?? 'Retainer deleted');
      void reload();
    }
  };
  return (
    <section aria-label="Retainers">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          Retainers
        </Title>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
          Add retainer
        </Button>
      </Group>
      {retainers.length === 0 ? (
        <Text size="sm" c="dimmed">
          No retainer: drafts are made only for billed work.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table verticalSpacing={6} aria-label="Client retainers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Retainer</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Next draft</Table.Th>
                <Table.Th>Drafts made</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {retainers.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td fz="sm">
                    {r.description}
                    <Text size="xs" c="dimmed">
                      {r.frequency} · day {r.dayOfIssue} ·{' '}
                      {r.autoSend ? 'sent automatically' : 'draft for review'}
                    </Text>
                  </Table.Td>
                  <Table.Td fz="sm" ta="right">
                    {rupees(r.amount)}
                  </Table.Td>
                  <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {r.nextIssueDate ? formatDate(r.nextIssueDate, dateFormat) : 'Ended'}
                  </Table.Td>
                  <Table.Td fz="sm">
                    {r.invoices.length === 0
                      ? '—'
                      : r.invoices
                          .map((i) => `${i.label}${i.invoiceNumber ? ` (${i.invoiceNumber})` : ''}`)
                          .join(', ')}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${r.description}`}
                        onClick={() => setEditing(r)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${r.description}`}
                        onClick={() => void remove(r)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RetainerModal
        clientId={clientId}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void reload()}
      />
    </section>
  );
}
