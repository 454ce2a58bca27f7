// The payments the client reported for one invoice, newest first, each with where it stands: waiting
// for the practice, confirmed (with its receipt) or not confirmed (with the practice's reason).
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  PAYMENT_NOTICE_STATUS_LABELS,
  type PaymentNoticeRow,
  type PaymentNoticeStatus,
} from '@practice-desk/contracts';
import { portalDate, rupees } from '../lib/format';

const COLOR: Record<PaymentNoticeStatus, string> = { pending: 'orange', confirmed: 'green', rejected: 'red' };

export function NoticeList({ notices }: { notices: PaymentNoticeRow[] }) {
  if (notices.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="reported-payments">
      <Title order={2} size="h4" id="reported-payments">
        Payments you reported
      </Title>
      {notices.map((n) => (
        <Paper key={n.id} withBorder radius="md" p="sm" component="article">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600}>{rupees(n.amount)}</Text>
              <Badge color={COLOR[n.status]} variant="light" style={{ flexShrink: 0 }}>
                {PAYMENT_NOTICE_STATUS_LABELS[n.status]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Paid {portalDate(n.date)} · reference {n.reference}
            </Text>
            {n.status === 'confirmed' && n.receiptNumber && <Text size="sm">Receipt {n.receiptNumber}</Text>}
            {n.status === 'rejected' && n.rejectReason && (
              <Text size="sm" c="red.8">
                Not confirmed: {n.rejectReason}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
