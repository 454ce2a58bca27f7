// One invoice: its state, amount, balance and due date, its PDF; while a balance is left, Pay by
// UPI (link and QR code) and 'I have paid'; the payments the client reported, and the receipts and
// credit notes of the invoice.
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { invoiceFileName, moneyOf, paiseOf } from '@practice-desk/contracts';
import { useState } from 'react';
import { AmountLine } from '../components/AmountLine';
import { DocumentList } from '../components/DocumentList';
import { DownloadButton } from '../components/DownloadButton';
import { InvoiceStatusBadge } from '../components/InvoiceStatusBadge';
import { NoticeList } from '../components/NoticeList';
import { PayByUpi } from '../components/PayByUpi';
import { PaymentNoticeForm } from '../components/PaymentNoticeForm';
import { PortalLink } from '../components/PortalLink';
import { ScreenTitle } from '../components/ScreenTitle';
import { portalDate, rupees } from '../lib/format';
import { portalApi } from '../lib/portal-api';
import { INVOICES_PATH } from '../lib/router';
import { useLoad } from '../lib/use-load';

export function InvoiceScreen({ id, practiceName }: { id: string; practiceName: string }) {
  const { data, error, reload } = useLoad(() => portalApi.invoice(id).then((answer) => answer.data), id);
  const [sent, setSent] = useState<string | null>(null);
  const back = (
    <PortalLink to={INVOICES_PATH} size="sm">
      ← All invoices
    </PortalLink>
  );
  if (error)
    return (
      <Stack gap="md">
        {back}
        <ScreenTitle>Invoice not available</ScreenTitle>
        <Alert color="red" role="alert">
          {error}
        </Alert>
      </Stack>
    );
  if (!data)
    return (
      <Stack gap="md">
        {back}
        <Text c="dimmed">Loading the invoice…</Text>
      </Stack>
    );
  const { invoice, upi } = data;
  const left = paiseOf(invoice.balance) - paiseOf(invoice.reported);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        {back}
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <ScreenTitle>Invoice {invoice.invoiceNumber}</ScreenTitle>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <AmountLine label="Invoice date">{portalDate(invoice.date)}</AmountLine>
          <AmountLine label="Due date">{portalDate(invoice.dueDate)}</AmountLine>
          <AmountLine label="Amount">{rupees(invoice.amount)}</AmountLine>
          <AmountLine label="Balance due" strong>
            {rupees(invoice.balance)}
          </AmountLine>
          <DownloadButton
            path={`invoices/${invoice.id}/pdf`}
            fileName={invoiceFileName(invoice.invoiceNumber)}
            label="Download invoice PDF"
          />
        </Stack>
      </Paper>
      {sent && (
        <Alert color="green" role="status">
          {sent}
        </Alert>
      )}
      {paiseOf(invoice.reported) > 0 && !sent && (
        <Alert color="orange">
          You reported {rupees(invoice.reported)} paid. {practiceName} will confirm it once it reaches their
          bank.
        </Alert>
      )}
      {upi && <PayByUpi upi={upi} />}
      {left > 0 && (
        <PaymentNoticeForm
          key={`${invoice.balance}-${invoice.reported}`}
          invoiceId={invoice.id}
          suggested={moneyOf(left)}
          onSent={(message) => {
            setSent(message);
            void reload();
          }}
        />
      )}
      <NoticeList notices={data.notices} />
      <DocumentList receipts={data.receipts} creditNotes={data.creditNotes} />
    </Stack>
  );
}
