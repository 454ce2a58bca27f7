// After a generation: the new invoices, each one click from its detail, and the way to the
// Invoices Generated tab where they now live.
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type InvoiceRow, shownInvoiceNumber } from '@practice-desk/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { rupees } from '../../../lib/rupees';
import { InvoiceNumber } from './InvoiceNumber';

export function GeneratedNotice({
  invoices,
  onView,
  onClose,
}: {
  invoices: InvoiceRow[];
  onView(invoice: InvoiceRow): void;
  onClose(): void;
}) {
  if (invoices.length === 0) return null;
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      title={invoices.length > 1 ? `${invoices.length} invoices generated` : 'Invoice generated'}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      role="status"
    >
      <Stack gap={6}>
        {invoices.map((invoice) => (
          <Group key={invoice.id} gap="xs" wrap="wrap">
            <InvoiceNumber invoiceNumber={invoice.invoiceNumber} />
            <Text size="sm">
              {invoice.clientName} · {rupees(invoice.totalAmount)}
            </Text>
            <Button size="compact-xs" variant="white" onClick={() => onView(invoice)}>
              View {shownInvoiceNumber(invoice.invoiceNumber)}
            </Button>
          </Group>
        ))}
        <Anchor
          size="sm"
          renderRoot={(props) => <Link {...props} to="/invoicing/$tab" params={{ tab: 'generated' }} />}
        >
          Go to Invoices Generated
        </Anchor>
      </Stack>
    </Alert>
  );
}
