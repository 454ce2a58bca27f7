// Statement of account: from the start of the financial year to today, what was invoiced (debits)
// and what settled it (payments, TDS, credit notes, advances: credits), with the balance after each
// entry and the balance due at the end; also as a PDF.
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import {
  type PortalMe,
  paiseOf,
  STATEMENT_ENTRY_LABELS,
  type StatementEntry,
} from '@practice-desk/contracts';
import { AmountLine } from '../components/AmountLine';
import { DownloadButton } from '../components/DownloadButton';
import { EmptyNote } from '../components/EmptyNote';
import { ScreenTitle } from '../components/ScreenTitle';
import { portalDate, rupees } from '../lib/format';
import { portalApi } from '../lib/portal-api';
import { useLoad } from '../lib/use-load';

function EntryRow({ entry }: { entry: StatementEntry }) {
  const debit = paiseOf(entry.debit);
  return (
    <Paper withBorder radius="md" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {STATEMENT_ENTRY_LABELS[entry.kind]}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {portalDate(entry.date)} · {entry.reference}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
          <Text size="sm" fw={600} c={debit > 0 ? undefined : 'green.9'}>
            {debit > 0 ? rupees(entry.debit) : `− ${rupees(entry.credit)}`}
          </Text>
          <Text size="xs" c="dimmed">
            Balance {rupees(entry.balance)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

export function StatementScreen({
  client,
  practiceName,
}: {
  client: PortalMe['clients'][number];
  practiceName: string;
}) {
  const { data, error } = useLoad(
    () => portalApi.statement(client.id).then((answer) => answer.data),
    client.id,
  );
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <ScreenTitle>Statement of account</ScreenTitle>
        <Text c="dimmed">
          {client.name}
          {data && ` · ${portalDate(data.from)} to ${portalDate(data.to)}`}
        </Text>
      </Stack>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {data === null && !error && <Text c="dimmed">Loading your statement…</Text>}
      {data && (
        <>
          <Paper withBorder radius="md" p="md">
            <Stack gap={6}>
              <AmountLine label="Opening balance">{rupees(data.opening)}</AmountLine>
              <AmountLine label="Invoiced">{rupees(data.totalDebit)}</AmountLine>
              <AmountLine label="Paid and credited">{rupees(data.totalCredit)}</AmountLine>
              <AmountLine label="Balance due" strong>
                {rupees(data.closing)}
              </AmountLine>
              <DownloadButton
                path={`statement/pdf?clientId=${encodeURIComponent(client.id)}`}
                fileName={`statement-${data.to}.pdf`}
                label="Download statement PDF"
              />
            </Stack>
          </Paper>
          {data.entries.length === 0 ? (
            <EmptyNote title="Nothing this year yet">
              Invoices from {practiceName} and your payments this financial year will be listed here.
            </EmptyNote>
          ) : (
            <Stack gap="xs" component="ol" aria-label="Entries" p={0} m={0}>
              {data.entries.map((entry, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own; their order is fixed.
                <EntryRow key={i} entry={entry} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
