// Invoices: what is due from the client, then its invoices, newest first, each with its balance
// and state; an invoice opens with its PDF, the UPI QR code and link, and 'I have paid'.
import { Alert, Stack, Text } from '@mantine/core';
import type { PortalMe } from '@practice-desk/contracts';
import { DueSummary } from '../components/DueSummary';
import { EmptyNote } from '../components/EmptyNote';
import { InvoiceCard } from '../components/InvoiceCard';
import { ScreenTitle } from '../components/ScreenTitle';
import { portalApi } from '../lib/portal-api';
import { useLoad } from '../lib/use-load';

export function InvoicesScreen({
  client,
  practiceName,
}: {
  client: PortalMe['clients'][number];
  practiceName: string;
}) {
  const { data, error } = useLoad(
    () => portalApi.invoices(client.id).then((answer) => answer.data),
    client.id,
  );
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <ScreenTitle>Invoices</ScreenTitle>
        <Text c="dimmed">{client.name}</Text>
      </Stack>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {data === null && !error && <Text c="dimmed">Loading your invoices…</Text>}
      {data !== null && data.invoices.length === 0 && (
        <EmptyNote title="No invoices yet">
          When {practiceName} issues an invoice to {client.name}, it appears here with its PDF and a way to
          pay it by UPI.
        </EmptyNote>
      )}
      {data !== null && data.invoices.length > 0 && (
        <>
          <DueSummary due={data.due} />
          <Stack gap="sm" component="section" aria-label="Your invoices">
            {data.invoices.map((invoice) => (
              <InvoiceCard key={invoice.id} invoice={invoice} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
