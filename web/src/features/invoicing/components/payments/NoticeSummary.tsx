// What the client said it paid, above the form that confirms it: who, how much, when, reference.
import { Alert, Text } from '@mantine/core';
import type { PaymentNoticeRow } from '@practice-desk/contracts';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { rupees } from '../../../../lib/rupees';

export function NoticeSummary({ notice }: { notice: PaymentNoticeRow }) {
  const dateFormat = useDateFormat();
  return (
    <Alert color="blue" variant="light" title={`${notice.sentBy} of ${notice.clientName} reported a payment`}>
      <Text size="sm">
        {rupees(notice.amount)} paid on {formatDate(notice.date, dateFormat)}, reference {notice.reference}.
        Check it reached the bank, then confirm it; if the client deducted TDS, enter it below.
      </Text>
    </Alert>
  );
}
