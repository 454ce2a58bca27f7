// One approved (locked) day: who and which day, its total, who approved it and when (themselves,
// for a practice's only Admin), Reopen, and the day's entries.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { DayApprovedItem } from '@practice-desk/contracts';
import { IconLock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { usePracticeTime } from '../../../lib/preferences/hooks/use-practice-time';
import { useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { minutesWithHm } from '../../../lib/preferences/utils/format-minutes';
import { dayLabel } from '../utils/day-label';
import { DayEntries } from './DayEntries';

/** `when` is the approval's moment on the practice's clock, in its date format. */
function approvedByText(day: DayApprovedItem, when: string): string {
  if (!day.approvedBy) return `Approved ${when}`;
  const who = day.approvedBy.id === day.user.id ? `${day.approvedBy.name} (own day)` : day.approvedBy.name;
  return `Approved by ${who} · ${when}`;
}

export function ApprovedDayCard({ day, onReopen }: { day: DayApprovedItem; onReopen(): void }) {
  const unit = useTimeUnit();
  const practiceTime = usePracticeTime();
  const label = dayLabel(day);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={label} data-day-id={day.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>{day.user.name}</Text>
            <Text size="sm" c="dimmed">
              {dayjs(day.date).format('dddd, D MMMM YYYY')}
            </Text>
            <Text size="xs" c="dimmed" data-testid="approved-by">
              {approvedByText(day, practiceTime(day.approvedAt))}
            </Text>
          </div>
          <Group gap="sm" wrap="wrap">
            <Badge color="teal" variant="light" leftSection={<IconLock size={12} />}>
              Approved
            </Badge>
            <Text size="sm" fw={600} data-testid="day-total">
              {minutesWithHm(day.totalMinutes, unit)}
            </Text>
            <Button size="xs" variant="default" onClick={onReopen} aria-label={`Reopen ${label}`}>
              Reopen
            </Button>
          </Group>
        </Group>
        <DayEntries entries={day.entries} />
      </Stack>
    </Paper>
  );
}
