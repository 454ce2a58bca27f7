// Advances across the practice: every client's receipt vouchers still to be adjusted against an
// invoice (or all of them), newest first, so money held for clients is seen without choosing each
// client; a client's name opens that client's advances and retainers.
import { Anchor, Group, Paper, Switch, Table, Text, Title } from '@mantine/core';
import type { PracticeAdvanceRow } from '@practice-desk/contracts';
import { useState } from 'react';
import { OpenClientIcon } from '../../../../components/clients/OpenClientIcon';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { rupees } from '../../../../lib/rupees';
import { useResource } from '../../../../lib/use-resource';
import { advancesApi } from '../../api/advances-api';

const money = { ta: 'right', style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;

export function PracticeAdvances({ onClient }: { onClient(clientId: string): void }) {
  const dateFormat = useDateFormat();
  const [all, setAll] = useState(false);
  const { data, loading } = useResource(
    () => advancesApi.practice(all ? 'all' : 'unadjusted'),
    [all],
    'Failed to fetch advances',
  );
  const rows: PracticeAdvanceRow[] = data ?? [];
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {all ? 'Advances of every client' : 'Unadjusted advances of every client'}
        </Title>
        <Switch label="Show adjusted too" checked={all} onChange={(e) => setAll(e.currentTarget.checked)} />
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing={6} aria-label="Advances of every client">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>VOUCHER NO.</Table.Th>
              <Table.Th>DATE</Table.Th>
              <Table.Th>CLIENT</Table.Th>
              <Table.Th {...money}>RECEIVED</Table.Th>
              <Table.Th {...money}>ADJUSTED</Table.Th>
              <Table.Th {...money}>UNADJUSTED</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td fz="sm">{row.voucherNumber}</Table.Td>
                <Table.Td fz="sm">{formatDate(row.date, dateFormat)}</Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    <Anchor component="button" type="button" fz="sm" onClick={() => onClient(row.clientId)}>
                      {row.clientName}
                    </Anchor>
                    <OpenClientIcon id={row.clientId} name={row.clientName} />
                  </Group>
                </Table.Td>
                <Table.Td fz="sm" {...money}>
                  {rupees(row.amount)}
                </Table.Td>
                <Table.Td fz="sm" {...money}>
                  {rupees(row.adjustedAmount)}
                </Table.Td>
                <Table.Td fz="sm" fw={600} {...money}>
                  {rupees(row.unadjustedAmount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!loading && rows.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {all ? 'No advances received yet.' : 'No advance is waiting to be adjusted.'}
        </Text>
      )}
    </Paper>
  );
}
