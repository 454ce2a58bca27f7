// One submitted day in the queue: a checkbox to select it, who and which day, its total, whether
// it was returned before, Return, and the day's entries.
import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { DayQueueItem } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { minutesWithHm } from '../../../lib/preferences/utils/format-minutes';
import { dayLabel } from '../utils/day-label';
import { DayEntries } from './DayEntries';

export function DayCard({
  day,
  selected,
  onSelect,
  onReturn,
}: {
  day: DayQueueItem;
  selected: boolean;
  onSelect(checked: boolean): void;
  onReturn(): void;
}) {
  const unit = useTimeUnit();
  const label = dayLabel(day);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={label} data-day-id={day.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap">
            <Checkbox
              checked={selected}
              onChange={(e) => onSelect(e.currentTarget.checked)}
              aria-label={`Select ${label}`}
            />
            <div>
              <Text fw={600}>{day.user.name}</Text>
              <Text size="sm" c="dimmed">
                {dayjs(day.date).format('dddd, D MMMM YYYY')}
              </Text>
            </div>
          </Group>
          <Group gap="sm" wrap="wrap">
            {day.resubmitted && (
              <Badge color="orange" variant="light">
                Resubmitted
              </Badge>
            )}
            <Text size="sm" fw={600} data-testid="day-total">
              {minutesWithHm(day.totalMinutes, unit)}
            </Text>
            <Button size="xs" variant="default" onClick={onReturn} aria-label={`Return ${label}`}>
              Return
            </Button>
          </Group>
        </Group>
        <DayEntries entries={day.entries} />
      </Stack>
    </Paper>
  );
}
