// A working week: the hours worked on each day, Monday to Sunday (Preferences › Working week for
// the practice, the workload view's 'Leave and hours' for one person); the workload view counts
// them as available.
import { SimpleGrid, Text } from '@mantine/core';
import { DEFAULT_WORKING_WEEK } from '@practice-desk/contracts';
import { DayHoursField } from './DayHoursField';
import { dayHoursText } from './working-week-hours';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const PRACTICE_HINT =
  'The hours a person works on each day unless their own working week says otherwise: hours (7.5) or h:mm (7:30), 0 for a day off. The workload view counts them as available, less holidays and leave.';

export function WorkingWeekFields({
  minutes,
  onChange,
  hint = PRACTICE_HINT,
}: {
  minutes: readonly number[] | undefined;
  onChange(minutes: number[]): void;
  hint?: string;
}) {
  const week = minutes?.length === 7 ? minutes : DEFAULT_WORKING_WEEK;
  const total = week.reduce((sum, day) => sum + day, 0);
  return (
    <>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" verticalSpacing="xs">
        {DAYS.map((day, i) => (
          <DayHoursField
            key={day}
            label={day}
            minutes={week[i] ?? 0}
            onChange={(next) => onChange(week.map((m, j) => (j === i ? next : m)))}
          />
        ))}
      </SimpleGrid>
      <Text size="sm" fw={500} data-testid="working-week-total">
        {dayHoursText(total)} hours a week
      </Text>
    </>
  );
}
