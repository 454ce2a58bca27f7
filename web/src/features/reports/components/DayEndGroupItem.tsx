// One assignee's section of the Day End report: closed it shows the task count, the minutes
// logged and the day ends submitted; open it lists the tasks and the submitted days.
import { Accordion, Avatar, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { DayEndGroup } from '@practice-desk/contracts';
import { useDateFormat, useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { formatMinutes } from '../../../lib/preferences/utils/format-minutes';
import { DayEndTasks } from './DayEndTasks';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function groupValue(group: DayEndGroup): string {
  return group.userId ?? 'unassigned';
}

export function DayEndGroupItem({ group }: { group: DayEndGroup }) {
  const unit = useTimeUnit();
  const dateFormat = useDateFormat();
  const tasksWord = group.taskCount === 1 ? 'task' : 'tasks';
  return (
    <Accordion.Item value={groupValue(group)}>
      {/* Named by what it shows ("Anita Deshpande: 12 tasks, 3:20 logged"), the hidden marks
          making it a sentence: a voice user says the words they see. */}
      <Accordion.Control>
        <Group gap="sm" wrap="nowrap">
          <Avatar size={32} radius="xl" color={group.userId ? 'blue' : 'gray'} aria-hidden>
            {group.userId ? initials(group.userName) : '?'}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} size="sm" truncate>
              {group.userName}
              <VisuallyHidden>:</VisuallyHidden>
            </Text>
            <Group gap={6}>
              <Badge variant="light" size="sm" tt="none">
                {group.taskCount} {tasksWord}
                <VisuallyHidden>,</VisuallyHidden>
              </Badge>
              <Badge variant="light" color="orange" size="sm" tt="none">
                {formatMinutes(group.minutes, unit)} logged
              </Badge>
              {group.dayEndCount > 0 && (
                <Badge variant="light" color="teal" size="sm" tt="none">
                  {group.dayEndCount} day {group.dayEndCount === 1 ? 'end' : 'ends'} submitted
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {group.tasks.length > 0 ? (
            <DayEndTasks tasks={group.tasks} person={group.userName} />
          ) : (
            <Text size="sm" c="dimmed">
              No time logged on tasks in this period.
            </Text>
          )}
          {group.taskCount > group.tasks.length && (
            <Text size="xs" c="dimmed">
              Showing the {group.tasks.length} most recently worked of {group.taskCount} tasks; Export Data
              lists them all.
            </Text>
          )}
          {group.dayEnds.length > 0 && (
            <Group gap={6} align="center">
              <Text size="xs" fw={600} c="dimmed">
                DAY ENDS:
              </Text>
              {group.dayEnds.map((d) => (
                <Badge key={d.date} variant="outline" color="teal" size="sm" tt="none">
                  {formatDate(d.date, dateFormat)} · {formatMinutes(d.totalMinutes, unit)}
                </Badge>
              ))}
              {group.dayEndCount > group.dayEnds.length && (
                <Text size="xs" c="dimmed">
                  and {group.dayEndCount - group.dayEnds.length} earlier
                </Text>
              )}
            </Group>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
