// The date chips (spec §2 Reports screen) and, for Custom Date Range, the from and to dates.
import { Chip, Group, Stack, TextInput } from '@mantine/core';
import {
  REPORT_DATE_LABELS,
  REPORT_DATE_TYPES,
  REPORT_MESSAGES,
  type ReportDateType,
} from '@practice-desk/contracts';
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
          <TextInput
            type="date"
            label="From"
            value={fromDate}
            onChange={(e) => setRange({ fromDate: e.currentTarget.value })}
            error={reversed ? problem : undefined}
            w={180}
          />
          <TextInput
            type="date"
            label="To"
            value={toDate}
            onChange={(e) => setRange({ toDate: e.currentTarget.value })}
            error={reversed ? true : undefined}
            w={180}
          />
        </Group>
      )}
    </Stack>
  );
}
