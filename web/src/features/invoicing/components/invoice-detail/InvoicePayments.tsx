// What the client has paid so far and what is left: each payment with its receipt (number, date,
// mode, reference, amount, TDS; Download and E-mail), the paid, TDS and credited totals, and the
// balance.
import { ActionIcon, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { type InvoicePayment, type InvoiceRow, paiseOf, RECEIPT_MESSAGES } from '@practice-desk/contracts';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { attempt } from '../../../../lib/report-failure';
import { rupees } from '../../../../lib/rupees';
import { receiptsApi } from '../../api/receipts-api';
import { SendReceiptModal } from '../payments/SendReceiptModal';

export function InvoicePayments({ invoice }: { invoice: InvoiceRow }) {
  const dateFormat = useDateFormat();
  const [mailing, setMailing] = useState<InvoicePayment | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (payment: InvoicePayment) => {
    setDownloading(payment.id);
    await attempt(() => receiptsApi.download(payment), RECEIPT_MESSAGES.downloadFailed);
    setDownloading(null);
  };
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
        Payments
      </Text>
      {invoice.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payments recorded yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing={4} aria-label="Payments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th fz="xs">Receipt</Table.Th>
                <Table.Th fz="xs">Date</Table.Th>
                <Table.Th fz="xs">Mode</Table.Th>
                <Table.Th fz="xs" ta="right">
                  Received
                </Table.Th>
                <Table.Th fz="xs" ta="right">
                  TDS
                </Table.Th>
                <Table.Th fz="xs" w={72}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.payments.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {p.receiptNumber}
                  </Table.Td>
                  <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(p.date, dateFormat)}
                  </Table.Td>
                  <Table.Td fz="sm">
                    {p.mode}
                    {p.reference && (
                      <Text size="xs" c="dimmed">
                        {p.reference}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {rupees(p.amount)}
                  </Table.Td>
                  <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {paiseOf(p.tdsAmount) > 0 ? rupees(p.tdsAmount) : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label="Download receipt">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Download receipt ${p.receiptNumber}`}
                          loading={downloading === p.id}
                          onClick={() => void download(p)}
                        >
                          <IconDownload size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="E-mail receipt">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`E-mail receipt ${p.receiptNumber}`}
                          onClick={() => setMailing(p)}
                        >
                          <IconMail size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end" gap="lg" mt={4}>
        <Text size="sm">
          Paid: <b>{rupees(invoice.paidAmount)}</b>
        </Text>
        {paiseOf(invoice.tdsAmount) > 0 && (
          <Text size="sm">
            TDS: <b>{rupees(invoice.tdsAmount)}</b>
          </Text>
        )}
        {paiseOf(invoice.creditedAmount) > 0 && (
          <Text size="sm">
            Credited: <b>{rupees(invoice.creditedAmount)}</b>
          </Text>
        )}
        <Text size="sm" c={paiseOf(invoice.balance) > 0 ? 'red.8' : 'green.8'}>
          Balance: <b>{rupees(invoice.balance)}</b>
        </Text>
      </Group>
      <SendReceiptModal invoice={invoice} payment={mailing} onClose={() => setMailing(null)} />
    </div>
  );
}
