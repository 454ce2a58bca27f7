// The week on a phone: a day chosen above, then one card per task with what matters (the client,
// the task, that day's time to type, the week's total) instead of a grid cut to three columns.
import { Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { DAY_END_MESSAGES, minutesAsHm, type TimesheetWeek } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { SheetRow } from '../grid/timesheet-columns';
import { dayNoteText, isDayLocked, weekDayNote } from '../utils/day-notes';
import { DayTimeInput } from './DayTimeInput';

export function TimesheetCards({
  week,
  rows,
  onWrite,
}: {
  week: TimesheetWeek;
  rows: SheetRow[];
  onWrite(taskId: string, date: string, minutes: number): void;
}) {
  const firstDay = week.days.includes(week.today) ? week.today : (week.days[0] ?? '');
  const [day, setDay] = useState(firstDay);
  useEffect(() => setDay(firstDay), [firstDay]);
  const index = week.days.indexOf(day);
  const locked = isDayLocked(week, day);
  const writable = day <= week.lastWritableDay && !locked;
  const note = dayNoteText(weekDayNote(week, day));
  const dayName = dayjs(day).format('ddd D MMM');
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label="Day"
        value={day}
        onChange={setDay}
        data={week.days.map((d) => ({ value: d, label: dayjs(d).format('dd D') }))}
      />
      <Text size="sm" fw={600}>
        {dayName}
        {note ? ` · ${note}` : ''}: {minutesAsHm(week.dayTotals[index] ?? 0)}
      </Text>
      {locked && (
        <Text size="xs" c="dimmed">
          {DAY_END_MESSAGES.locked}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No tasks this week: add a task row
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} aria-label="Tasks this week" style={{ listStyle: 'none' }}>
          {rows.map((row) => {
            const task = [row.task, row.subTask].filter(Boolean).join(' – ');
            return (
              <Paper component="li" key={row.taskId} withBorder radius="md" p="xs">
                <Text size="sm" fw={600}>
                  {row.client ?? 'No client'}
                </Text>
                <Text size="sm">{task}</Text>
                <Group justify="space-between" mt={6} wrap="nowrap">
                  <DayTimeInput
                    minutes={row.minutes[index] ?? 0}
                    label={`Time on ${task} for ${row.client ?? 'no client'}, ${dayName}`}
                    disabled={!writable || !row.canEdit}
                    onSave={(minutes) => onWrite(row.taskId, day, minutes)}
                  />
                  <Text size="xs">Week {minutesAsHm(row.total)}</Text>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
