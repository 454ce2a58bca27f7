// One invoice in the list: its number (a link to it), date and due date, amount and balance, state,
// and what the client reported paid that waits for the practice to confirm.
import { Card, Group, Stack, Text } from '@mantine/core';
import { type PortalInvoiceRow, paiseOf } from '@practice-desk/contracts';
import { portalDate, rupees } from '../lib/format';
import { invoicePath } from '../lib/router';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { PortalLink } from './PortalLink';

export function InvoiceCard({ invoice }: { invoice: PortalInvoiceRow }) {
  const owed = paiseOf(invoice.balance) > 0;
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <PortalLink to={invoicePath(invoice.id)} fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            Invoice {invoice.invoiceNumber}
          </PortalLink>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {portalDate(invoice.date)} · due {portalDate(invoice.dueDate)}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm">Amount {rupees(invoice.amount)}</Text>
          <Text size="sm" fw={700}>
            {owed ? `Balance ${rupees(invoice.balance)}` : 'Paid in full'}
          </Text>
        </Group>
        {paiseOf(invoice.reported) > 0 && (
          <Text size="sm" c="orange.9">
            You reported {rupees(invoice.reported)} paid; waiting for confirmation.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
