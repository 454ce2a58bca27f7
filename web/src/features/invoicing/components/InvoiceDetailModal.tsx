// 'Invoice for {client}': the invoice as issued (its frozen copy of supplier, client and lines),
// its payments and credit notes (raised here once it is sent), notes and terms, with Download PDF.
import { Button, Center, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { INVOICE_MESSAGES } from '@practice-desk/contracts';
import { IconDownload } from '@tabler/icons-react';
import { AppModal } from '../../../components/AppModal';
import { useResource } from '../../../lib/use-resource';
import { invoicesApi } from '../api/invoices-api';
import { useInvoiceDownload } from '../hooks/use-invoice-download';
import { BilledTo } from './invoice-detail/BilledTo';
import { CreditNotes } from './invoice-detail/CreditNotes';
import { InvoiceHeading } from './invoice-detail/InvoiceHeading';
import { InvoicePayments } from './invoice-detail/InvoicePayments';
import { InvoiceTotals } from './invoice-detail/InvoiceTotals';
import { LineItems } from './invoice-detail/LineItems';

function Paragraph({ title, text }: { title: string; text: string | null }) {
  if (!text?.trim()) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={2}>
        {title}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {text}
      </Text>
    </div>
  );
}

export function InvoiceDetailModal({
  invoiceId,
  onClose,
  onChanged,
}: {
  invoiceId: string | null;
  onClose(): void;
  /** A credit note changed the invoice's balance (and maybe its status): the list refreshes. */
  onChanged?(): void;
}) {
  const { data, reload } = useResource(
    () => (invoiceId ? invoicesApi.get(invoiceId) : Promise.resolve(null)),
    [invoiceId],
    INVOICE_MESSAGES.fetchFailed,
  );
  const invoice = data && data.id === invoiceId ? data : null;
  const { download, downloading } = useInvoiceDownload();

  return (
    <AppModal
      opened={invoiceId !== null}
      onClose={onClose}
      title={`Invoice for ${invoice?.clientName ?? '...'}`}
      size="xl"
    >
      {!invoice ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <Stack gap="md">
          <InvoiceHeading invoice={invoice} />
          <BilledTo invoice={invoice} />
          <LineItems items={invoice.items} />
          <InvoiceTotals invoice={invoice} />
          <Divider />
          <InvoicePayments invoice={invoice} />
          <CreditNotes
            invoice={invoice}
            onRaised={() => {
              void reload();
              onChanged?.();
            }}
          />
          <Paragraph title="Notes" text={invoice.notes} />
          <Paragraph title="Terms and conditions" text={invoice.termsAndConditions} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              leftSection={<IconDownload size={16} />}
              loading={downloading === invoice.id}
              onClick={() => void download(invoice)}
            >
              Download PDF
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
