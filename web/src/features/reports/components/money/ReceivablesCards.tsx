// Receivables on a phone: one card a client (balance first, then the ages it is owed for), the
// client's name opening the statement; the totals last. Columns cut off at 390 px hid the balance.
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { AGE_BUCKETS, type ReceivablesReport, type ReceivablesRow } from '@practice-desk/contracts';
import { OpenClientIcon } from '../../../../components/clients/OpenClientIcon';
import { rupees } from '../../../../lib/rupees';

function Ages({ buckets }: { buckets: ReceivablesRow['buckets'] }) {
  const owed = AGE_BUCKETS.filter((b) => buckets[b.key] !== '0.00');
  return (
    <Text size="xs" c="dimmed">
      {owed.length ? owed.map((b) => `${b.label}: ${rupees(buckets[b.key])}`).join(' · ') : 'Nothing due'}
    </Text>
  );
}

export function ReceivablesCards({
  report,
  onStatement,
}: {
  report: ReceivablesReport;
  onStatement(row: ReceivablesRow): void;
}) {
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label="Receivables by client"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {report.rows.map((row) => (
        <Paper component="li" key={row.clientId} withBorder radius="md" p="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Anchor
              component="button"
              type="button"
              fz="sm"
              fw={600}
              ta="left"
              onClick={() => onStatement(row)}
            >
              {row.clientName}
            </Anchor>
            <OpenClientIcon id={row.clientId} name={row.clientName} />
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {rupees(row.total)}
            </Text>
          </Group>
          <Text size="xs">
            {row.invoices} {row.invoices === 1 ? 'invoice' : 'invoices'}
          </Text>
          <Ages buckets={row.buckets} />
          {row.advances !== '0.00' && (
            <Text size="xs" c="teal.8">
              Advances held − {rupees(row.advances)} · Net {rupees(row.net)}
            </Text>
          )}
        </Paper>
      ))}
      <Paper component="li" withBorder radius="md" p="xs" bg="gray.0">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={700}>
            Total ({report.totals.invoices} {report.totals.invoices === 1 ? 'invoice' : 'invoices'})
          </Text>
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {rupees(report.totals.total)}
          </Text>
        </Group>
        <Ages buckets={report.totals.buckets} />
      </Paper>
    </Stack>
  );
}
