// A client's advances: receipt voucher, date, amount, the GST in it and what is still to be
// adjusted against invoices; 'Record advance' and each voucher's PDF.
import { Anchor, Button, Group, Table, Text, Title } from '@mantine/core';
import type { AdvanceRow } from '@practice-desk/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { attempt } from '../../../../lib/report-failure';
import { rupees } from '../../../../lib/rupees';
import { useResource } from '../../../../lib/use-resource';
import { advancesApi } from '../../api/advances-api';
import { RecordAdvanceModal } from './RecordAdvanceModal';

export function ClientAdvances({ clientId }: { clientId: string }) {
  const dateFormat = useDateFormat();
  const [recording, setRecording] = useState(false);
  const { data, reload } = useResource(
    () => advancesApi.list(clientId),
    [clientId],
    'Failed to fetch advances',
  );
  const advances = data ?? [];
  const download = (advance: AdvanceRow) =>
    void attempt(() => advancesApi.download(advance), 'Failed to download the receipt voucher');
  return (
    <section aria-label="Advances">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          Advances
        </Title>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setRecording(true)}>
          Record advance
        </Button>
      </Group>
      {advances.length === 0 ? (
        <Text size="sm" c="dimmed">
          No advances received from this client.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={6} aria-label="Advances received">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Receipt voucher</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">GST in it</Table.Th>
                <Table.Th ta="right">Unadjusted</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {advances.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      fz="sm"
                      onClick={() => download(a)}
                      aria-label={`Download ${a.voucherNumber}`}
                    >
                      {a.voucherNumber}
                    </Anchor>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {a.description} · {a.mode}
                    </Text>
                  </Table.Td>
                  <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(a.date, dateFormat)}
                  </Table.Td>
                  <Table.Td fz="sm" ta="right">
                    {rupees(a.amount)}
                  </Table.Td>
                  <Table.Td fz="sm" ta="right" c="dimmed">
                    {a.taxes.map((t) => `${t.name} ${rupees(t.amount)}`).join(' + ') || '—'}
                  </Table.Td>
                  <Table.Td fz="sm" ta="right" fw={600}>
                    {rupees(a.unadjustedAmount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RecordAdvanceModal
        clientId={recording ? clientId : null}
        onClose={() => setRecording(false)}
        onRecorded={() => void reload()}
      />
    </section>
  );
}
