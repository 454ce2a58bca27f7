// The days a report covers, as the server computed them, in the preferred date format, and whether
// only approved days' time is counted.
import { Text } from '@mantine/core';
import { REPORT_DATE_LABELS, type ReportPeriod } from '@practice-desk/contracts';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';

export function PeriodLine({ period }: { period: ReportPeriod }) {
  const format = useDateFormat();
  const days =
    period.from && period.to
      ? period.from === period.to
        ? formatDate(period.from, format)
        : `${formatDate(period.from, format)} – ${formatDate(period.to, format)}`
      : `everything up to ${formatDate(period.today, format)}`;
  return (
    <Text size="sm" c="dimmed" data-testid="report-period">
      {REPORT_DATE_LABELS[period.dateType]}: {days}
      {period.approvedOnly ? ' · approved days only' : ''}
    </Text>
  );
}
