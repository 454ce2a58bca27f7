// Invoices Generated and Invoices Sent: the invoices of that stage with their actions. The Sent tab
// also shows the Done invoices (fully paid or closed), so none is out of reach.
import { Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { INVOICE_MESSAGES, type InvoiceRow, paiseOf, shownInvoiceNumber } from '@practice-desk/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListFooter } from '../../../components/ListFooter';
import { rupees } from '../../../lib/rupees';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';
import { type InvoiceListStatus, invoicesApi } from '../api/invoices-api';
import { useInvoiceDownload } from '../hooks/use-invoice-download';
import { useInvoicingCommands } from '../hooks/use-invoicing-shortcuts';
import { InvoiceDetailModal } from './InvoiceDetailModal';
import type { InvoiceAction } from './InvoiceRowActions';
import { InvoiceTable } from './InvoiceTable';
import { PaymentModal } from './PaymentModal';
import { SendInvoiceModal } from './SendInvoiceModal';

type Dialog = { action: Exclude<InvoiceAction, 'download'>; invoice: InvoiceRow } | null;

export function InvoicesTab({ tab }: { tab: 'generated' | 'sent' }) {
  const [sentView, setSentView] = useState<'sent' | 'done'>('sent');
  const status: InvoiceListStatus = tab === 'generated' ? 'generated' : sentView;
  const [page, setPage] = useState(1);
  const { data, loading, reload } = useResource(
    () => invoicesApi.list(status, page),
    [status, page],
    INVOICE_MESSAGES.fetchFailed,
  );
  const invoices = data?.invoices ?? [];
  const [dialog, setDialog] = useState<Dialog>(null);
  const { download, downloading } = useInvoiceDownload();
  useInvoicingCommands({ refresh: () => void reload() });
  const close = () => setDialog(null);
  const refresh = () => void reload();
  const opened = (action: InvoiceAction) => (dialog?.action === action ? dialog.invoice : null);

  return (
    <>
      <Paper withBorder radius="md" p="md">
        {tab === 'sent' && (
          <Group mb="sm">
            <SegmentedControl
              aria-label="Show"
              size="xs"
              value={sentView}
              onChange={(value) => {
                setSentView(value as 'sent' | 'done');
                setPage(1);
              }}
              data={[
                { value: 'sent', label: 'Awaiting payment' },
                { value: 'done', label: 'Done' },
              ]}
            />
          </Group>
        )}
        <InvoiceTable
          invoices={invoices}
          unsigned={data?.unsigned ?? false}
          downloading={downloading}
          onAction={(action, invoice) =>
            action === 'download' ? void download(invoice) : setDialog({ action, invoice })
          }
        />
        {!loading && invoices.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {INVOICE_MESSAGES.noInvoices(status)}
          </Text>
        )}
        <ListFooter
          count={data?.pagination?.total ?? invoices.length}
          page={page}
          pages={data?.pagination?.pages ?? 1}
          onPage={setPage}
        />
      </Paper>
      <InvoiceDetailModal invoiceId={opened('view')?.id ?? null} onClose={close} onChanged={refresh} />
      <SendInvoiceModal invoice={opened('send')} onClose={close} onSent={refresh} />
      <PaymentModal invoice={opened('pay')} onClose={close} onRecorded={refresh} />
      <ConfirmDialog
        opened={dialog?.action === 'done'}
        message={`Mark ${dialog ? shownInvoiceNumber(dialog.invoice.invoiceNumber) : ''} as done?${
          dialog && paiseOf(dialog.invoice.balance) > 0
            ? ` ${rupees(dialog.invoice.balance)} is still unpaid.`
            : ''
        }`}
        confirmLabel="Mark done"
        cancelLabel="Cancel"
        onClose={close}
        onConfirm={async () => {
          if (!dialog) return;
          const res = await invoicesApi.markDone(dialog.invoice.id);
          toast.success(res.message ?? INVOICE_MESSAGES.done);
          await reload();
        }}
      />
      <ConfirmDialog
        opened={dialog?.action === 'issue'}
        message="Issue this draft? It takes the next invoice number and today's date, and its lines can no longer be edited (a credit note corrects an issued invoice)."
        confirmLabel="Issue"
        cancelLabel="Cancel"
        onClose={close}
        onConfirm={async () => {
          if (!dialog) return;
          const res = await invoicesApi.issue(dialog.invoice.id);
          toast.success(res.message ?? INVOICE_MESSAGES.issued(res.data.invoice.invoiceNumber ?? ''));
          await reload();
        }}
      />
      <ConfirmDialog
        opened={dialog?.action === 'revert'}
        message={`Revert ${dialog ? shownInvoiceNumber(dialog.invoice.invoiceNumber) : ''}? The invoice is deleted and its tasks go back to Pending Invoices.`}
        confirmLabel="Revert"
        cancelLabel="Cancel"
        onClose={close}
        onConfirm={async () => {
          if (!dialog) return;
          const res = await invoicesApi.revert(dialog.invoice.id);
          toast.success(res.message ?? INVOICE_MESSAGES.reverted);
          await reload();
        }}
      />
    </>
  );
}
