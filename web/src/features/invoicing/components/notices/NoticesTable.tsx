// Payment notices in a table: client and invoice, what the client says it paid (amount, date,
// reference), who reported it and when, its state, and Confirm / Reject while it waits.
import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PaymentNoticeRow } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { rupees } from '../../../../lib/rupees';
import { NoticeStatusBadge } from './NoticeStatusBadge';

const nowrap = { whiteSpace: 'nowrap' } as const;

export function NoticesTable({
  notices,
  empty,
  showClient = true,
  onConfirm,
  onReject,
}: {
  notices: PaymentNoticeRow[] | null;
  empty: string;
  showClient?: boolean;
  onConfirm(notice: PaymentNoticeRow): void;
  onReject(notice: PaymentNoticeRow): void;
}) {
  const dateFormat = useDateFormat();
  if (notices === null)
    return (
      <Text c="dimmed" size="sm" p="md">
        Loading…
      </Text>
    );
  if (notices.length === 0)
    return (
      <Text c="dimmed" size="sm" p="md">
        {empty}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={showClient ? 860 : 640}>
      <Table verticalSpacing="xs" aria-label="Reported payments">
        <Table.Thead>
          <Table.Tr>
            {showClient && <Table.Th>Client</Table.Th>}
            {showClient && <Table.Th>Invoice</Table.Th>}
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Paid on</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Reported</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notices.map((n) => (
            <Table.Tr key={n.id}>
              {showClient && <Table.Td>{n.clientName}</Table.Td>}
              {showClient && <Table.Td style={nowrap}>{n.invoiceNumber}</Table.Td>}
              <Table.Td ta="right" style={nowrap} fw={600}>
                {rupees(n.amount)}
              </Table.Td>
              <Table.Td style={nowrap}>{formatDate(n.date, dateFormat)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{n.reference}</Table.Td>
              <Table.Td>
                <Text size="sm">{n.sentBy}</Text>
                <Text size="xs" c="dimmed">
                  {formatDate(dayjs(n.sentAt).format('YYYY-MM-DD'), dateFormat)}
                </Text>
              </Table.Td>
              <Table.Td>
                <NoticeStatusBadge status={n.status} />
                {n.status === 'rejected' && n.rejectReason && (
                  <Text size="xs" c="dimmed" mt={2}>
                    {n.rejectReason}
                  </Text>
                )}
                {n.receiptNumber && (
                  <Text size="xs" c="dimmed" mt={2}>
                    Receipt {n.receiptNumber}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {n.status === 'pending' && (
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      onClick={() => onConfirm(n)}
                      aria-label={`Confirm ${rupees(n.amount)} for ${n.invoiceNumber}`}
                    >
                      Confirm
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onReject(n)}
                      aria-label={`Reject ${rupees(n.amount)} for ${n.invoiceNumber}`}
                    >
                      Reject
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
