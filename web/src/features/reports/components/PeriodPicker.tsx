// The date chips (spec §2 Reports screen) and, for Custom Date Range, the from and to dates.
import { Chip, Group, Stack } from '@mantine/core';
import {
  REPORT_DATE_LABELS,
  REPORT_DATE_TYPES,
  REPORT_MESSAGES,
  type ReportDateType,
} from '@practice-desk/contracts';
import { DateField } from '../../../components/DateField';
import { useReportPeriodStore } from '../states/report-period-store';

export function PeriodPicker({ problem }: { problem: string | null }) {
  const { dateType, fromDate, toDate, choose, setRange } = useReportPeriodStore();
  const reversed = problem === REPORT_MESSAGES.fromAfterTo;
  return (
    <Stack gap="xs">
      <Chip.Group value={dateType} onChange={(value) => choose(value as ReportDateType)}>
        <Group gap={6} role="radiogroup" aria-label="Period">
          {REPORT_DATE_TYPES.map((type) => (
            <Chip key={type} value={type} size="sm" radius="xl" variant="outline">
              {REPORT_DATE_LABELS[type]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {dateType === 'custom' && (
        <Group gap="sm" align="flex-start">
          <DateField
            label="From"
            value={fromDate}
            onChange={(value) => setRange({ fromDate: value })}
            error={reversed ? problem : undefined}
            w={180}
          />
          <DateField
            label="To"
            value={toDate}
            onChange={(value) => setRange({ toDate: value })}
            error={reversed ? true : undefined}
            w={180}
          />
        </Group>
      )}
    </Stack>
  );
}
