// Invoicing › Reported payments: what clients said they paid in the portal ('I have paid'). Staff
// check their bank, then Confirm (records the payment, with TDS when the client paid short) or
// Reject with a reason the client reads. Nothing counts as paid until confirmed.
import { Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { type PaymentNoticeRow, PORTAL_MONEY_MESSAGES } from '@practice-desk/contracts';
import { useState } from 'react';
import { useResource } from '../../../../lib/use-resource';
import { paymentNoticesApi } from '../../api/payment-notices-api';
import { ConfirmNoticeModal } from './ConfirmNoticeModal';
import { NoticesTable } from './NoticesTable';
import { RejectNoticeModal } from './RejectNoticeModal';

type Show = 'pending' | 'all';

export function ReportedPaymentsTab({ onChanged }: { onChanged(): void }) {
  const [show, setShow] = useState<Show>('pending');
  const notices = useResource(
    () => paymentNoticesApi.list(show === 'pending' ? { status: 'pending' } : {}),
    [show],
    PORTAL_MONEY_MESSAGES.loadNoticesFailed,
  );
  const [confirming, setConfirming] = useState<PaymentNoticeRow | null>(null);
  const [rejecting, setRejecting] = useState<PaymentNoticeRow | null>(null);
  const decided = () => {
    void notices.reload();
    onChanged();
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          Payments clients reported in the client portal. Check each reached the bank, then confirm it to
          record the payment, or reject it with a reason the client will read.
        </Text>
        <SegmentedControl
          aria-label="Show"
          value={show}
          onChange={(value) => setShow(value as Show)}
          data={[
            { value: 'pending', label: 'Waiting' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      <Paper withBorder radius="md">
        <NoticesTable
          notices={notices.data}
          empty={
            show === 'pending' ? PORTAL_MONEY_MESSAGES.noPendingNotices : PORTAL_MONEY_MESSAGES.noNotices
          }
          onConfirm={setConfirming}
          onReject={setRejecting}
        />
      </Paper>
      <ConfirmNoticeModal notice={confirming} onClose={() => setConfirming(null)} onConfirmed={decided} />
      <RejectNoticeModal notice={rejecting} onClose={() => setRejecting(null)} onRejected={decided} />
    </Stack>
  );
}
