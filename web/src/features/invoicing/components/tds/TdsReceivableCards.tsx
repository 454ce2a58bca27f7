// The TDS-receivable report on a phone: one card per client with its four quarters two by two and
// the year's total, then the totals; the table's eight columns do not fit a phone's width.
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { FY_QUARTERS, type TdsReceivableReport } from '@practice-desk/contracts';
import { ClientLink } from '../../../../components/clients/ClientLink';
import { rupees } from '../../../../lib/rupees';
import type { TdsClientRow } from '../../utils/tds-table';

function Quarters({ amounts }: { amounts: Record<1 | 2 | 3 | 4, string | null> }) {
  return (
    <SimpleGrid cols={2} spacing="lg" verticalSpacing={2}>
      {FY_QUARTERS.map((q) => (
        <Group key={q.quarter} justify="space-between" gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {q.label}
          </Text>
          <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
            {amounts[q.quarter] ? rupees(amounts[q.quarter]) : '—'}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}

export function TdsReceivableCards({
  rows,
  totals,
}: {
  rows: TdsClientRow[];
  totals: TdsReceivableReport['totals'];
}) {
  return (
    <Stack gap="xs" aria-label="TDS receivable by client">
      {rows.map((row) => (
        <Card key={row.clientId} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <ClientLink id={row.clientId} name={row.clientName} fw={600} />
              {row.gstin && (
                <Text size="xs" c="dimmed">
                  PAN {row.pan}
                </Text>
              )}
            </div>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {rupees(row.total)}
            </Text>
          </Group>
          <Quarters amounts={row.quarters} />
        </Card>
      ))}
      <Card withBorder padding="sm" bg="gray.0">
        <Group justify="space-between">
          <Text size="sm" fw={700}>
            Total · {totals.payments} payments
          </Text>
          <Text size="sm" fw={700}>
            {rupees(totals.tdsAmount)}
          </Text>
        </Group>
        <Quarters amounts={totals.byQuarter} />
      </Card>
    </Stack>
  );
}
