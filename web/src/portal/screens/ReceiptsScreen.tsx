// Receipts & credit notes: every receipt the practice issued the client for a payment, and every
// credit note it raised, each with its PDF.
import { Alert, Stack, Text } from '@mantine/core';
import type { PortalMe } from '@practice-desk/contracts';
import { DocumentList } from '../components/DocumentList';
import { ScreenTitle } from '../components/ScreenTitle';
import { portalApi } from '../lib/portal-api';
import { useLoad } from '../lib/use-load';

export function ReceiptsScreen({
  client,
  practiceName,
}: {
  client: PortalMe['clients'][number];
  practiceName: string;
}) {
  const { data, error } = useLoad(
    () =>
      Promise.all([portalApi.receipts(client.id), portalApi.creditNotes(client.id)]).then(
        ([receipts, notes]) => ({ receipts: receipts.data.receipts, creditNotes: notes.data.creditNotes }),
      ),
    client.id,
  );
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <ScreenTitle>Receipts and credit notes</ScreenTitle>
        <Text c="dimmed">{client.name}</Text>
      </Stack>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {data === null && !error && <Text c="dimmed">Loading your receipts…</Text>}
      {data && (
        <DocumentList
          receipts={data.receipts}
          creditNotes={data.creditNotes}
          empty={{
            receipts: `No receipts yet. Once ${practiceName} records a payment from ${client.name}, its receipt appears here.`,
            creditNotes: 'No credit notes. A credit note appears here if an invoice amount is reduced.',
          }}
        />
      )}
    </Stack>
  );
}
