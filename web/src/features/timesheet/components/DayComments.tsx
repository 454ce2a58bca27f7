// Under the week: the leader's comment on each returned or reopened day, in words a phone shows
// as well (the day's heading has it only on hover).
import { Alert, Stack, Text } from '@mantine/core';
import type { TimesheetWeek } from '@practice-desk/contracts';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { DAY_STATE_LABELS } from '../utils/day-notes';
import { dayHeading } from '../utils/week-label';

export function DayComments({ week }: { week: TimesheetWeek }) {
  const dateFormat = useDateFormat();
  const commented = week.submitted.filter(
    (d) => (d.status === 'returned' || d.status === 'reopened') && d.comment,
  );
  if (commented.length === 0) return null;
  return (
    <Stack gap={4} data-testid="day-comments">
      {commented.map((d) => (
        <Alert key={d.date} color="orange" variant="light" p="xs">
          <Text size="sm">
            <b>
              {DAY_STATE_LABELS[d.status]} {dayHeading(d.date, dateFormat)}:
            </b>{' '}
            {d.comment} — change its time and submit it again.
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
