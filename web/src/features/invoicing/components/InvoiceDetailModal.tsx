// 'Invoice for {client}': the invoice as issued (its frozen copy of supplier, client and lines),
// advances adjusted against it, payments the client reported in the portal, its payments, credit notes (raised here once it is sent) and
// reminders (sent here once it is overdue), notes and terms, with Download PDF.
// A Generated invoice is a draft without a number: its lines are edited here until it is issued
// (Issue here, or Send, takes the next number). The History tab
// shows every change of the invoice, its lines, payments and credit notes.
import { Button, Center, Divider, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { INVOICE_MESSAGES, type InvoiceRow } from '@practice-desk/contracts';
import { IconDownload, IconFileCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { HistoryList } from '../../../components/history/HistoryList';
import { attempt } from '../../../lib/report-failure';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';
import { invoicesApi } from '../api/invoices-api';
import { useInvoiceDownload } from '../hooks/use-invoice-download';
import { AdvanceAdjustments } from './invoice-detail/AdvanceAdjustments';
import { BilledTo } from './invoice-detail/BilledTo';
import { CreditNotes } from './invoice-detail/CreditNotes';
import { InvoiceHeading } from './invoice-detail/InvoiceHeading';
import { InvoiceNotices } from './invoice-detail/InvoiceNotices';
import { InvoicePayments } from './invoice-detail/InvoicePayments';
import { InvoiceReminders } from './invoice-detail/InvoiceReminders';
import { InvoiceTotals } from './invoice-detail/InvoiceTotals';
import { LineItems } from './invoice-detail/LineItems';
import { LinesEditor } from './invoice-detail/LinesEditor';

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

interface Props {
  invoiceId: string | null;
  onClose(): void;
  /** A draft's lines or a credit note changed the invoice (the list's totals are stale). */
  onChanged?(): void;
}

export function InvoiceDetailModal({ invoiceId, onClose, onChanged }: Props) {
  const { data, reload } = useResource(
    () => (invoiceId ? invoicesApi.get(invoiceId) : Promise.resolve(null)),
    [invoiceId],
    INVOICE_MESSAGES.fetchFailed,
  );
  // The invoice as the last line change answered it, else as loaded.
  const [edited, setEdited] = useState<InvoiceRow | null>(null);
  const loaded = data && data.id === invoiceId ? data : null;
  const invoice = edited && edited.id === invoiceId ? edited : loaded;
  const saved = (next: InvoiceRow) => {
    setEdited(next);
    onChanged?.();
  };
  const [issuing, setIssuing] = useState(false);
  const issue = async (id: string) => {
    setIssuing(true);
    const res = await attempt(() => invoicesApi.issue(id), INVOICE_MESSAGES.issueFailed);
    setIssuing(false);
    if (!res) return;
    toast.success(res.message ?? INVOICE_MESSAGES.issued(res.data.invoice.invoiceNumber ?? ''));
    saved(res.data.invoice);
  };
  const { download, downloading } = useInvoiceDownload();

  return (
    <AppModal
      opened={invoiceId !== null}
      onClose={onClose}
      title={`Invoice for ${invoice?.clientName ?? '...'}`}
      size={invoice?.status === 'Generated' ? 'xxl' : 'xl'}
    >
      {!invoice ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <Tabs defaultValue="invoice">
          <Tabs.List mb="md">
            <Tabs.Tab value="invoice">Invoice</Tabs.Tab>
            <Tabs.Tab value="history">History</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="invoice">
            <Stack gap="md">
              <InvoiceHeading invoice={invoice} />
              <BilledTo invoice={invoice} />
              {invoice.status === 'Generated' ? (
                <LinesEditor invoice={invoice} onSaved={saved} />
              ) : (
                <>
                  <LineItems items={invoice.items} />
                  <InvoiceTotals invoice={invoice} />
                </>
              )}
              <AdvanceAdjustments invoice={invoice} onChanged={saved} />
              <Divider />
              <InvoiceNotices invoice={invoice} onPaid={saved} />
              <InvoicePayments invoice={invoice} />
              <CreditNotes
                invoice={invoice}
                onRaised={() => {
                  setEdited(null);
                  void reload();
                  onChanged?.();
                }}
              />
              <InvoiceReminders invoice={invoice} />
              <Paragraph title="Notes" text={invoice.notes} />
              <Paragraph title="Terms and conditions" text={invoice.termsAndConditions} />
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
                <Button
                  variant={invoice.status === 'Generated' ? 'default' : 'filled'}
                  leftSection={<IconDownload size={16} />}
                  loading={downloading === invoice.id}
                  onClick={() => void download(invoice)}
                >
                  {invoice.status === 'Generated' ? 'Download draft PDF' : 'Download PDF'}
                </Button>
                {invoice.status === 'Generated' && (
                  <Button
                    leftSection={<IconFileCheck size={16} />}
                    loading={issuing}
                    onClick={() => void issue(invoice.id)}
                  >
                    Issue
                  </Button>
                )}
              </Group>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <HistoryList of="invoices" id={invoice.id} />
          </Tabs.Panel>
        </Tabs>
      )}
    </AppModal>
  );
}
