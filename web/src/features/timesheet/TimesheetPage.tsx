// Timesheet: one person's week, tasks × days in h:mm, typed like the task grid; week navigation,
// a person picker for those who may open others' weeks, add a task row, and Submit day. On a phone
// the week is a card per task (TimesheetCards) rather than a grid cut to a few columns.
import { ActionIcon, Button, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { minutesAsHm, type TimesheetTask, type TimesheetWeek } from '@practice-desk/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTimerStore } from '../../components/timer/states/timer-store';
import { alreadyReported, readProblem } from '../../lib/api-error';
import { useAuthStore } from '../../lib/auth/auth-store';
import { toast } from '../../lib/toast';
import { useResource } from '../../lib/use-resource';
import { timesheetApi } from './api/timesheet-api';
import { AddTaskRow } from './components/AddTaskRow';
import { DayComments } from './components/DayComments';
import { SubmitDay } from './components/SubmitDay';
import { TimesheetCards } from './components/TimesheetCards';
import { TimesheetGrid } from './grid/TimesheetGrid';
import type { SheetRow } from './grid/timesheet-columns';
import { shiftWeek, weekLabel } from './utils/week-label';

async function report(error: unknown, fallback: string) {
  const problem = await readProblem(error);
  if (!alreadyReported(problem)) toast.error(problem.message ?? fallback);
}

export function TimesheetPage() {
  const me = useAuthStore((s) => s.user);
  // null: this week, as the server reckons it in the practice's time zone.
  const [week, setWeek] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | undefined>(undefined);
  const [sheet, setSheet] = useState<TimesheetWeek | null>(null);
  const [added, setAdded] = useState<TimesheetTask[]>([]);
  const { data: people } = useResource(() => timesheetApi.people(), [], 'Failed to fetch people');
  const timerWrites = useTimerStore((s) => s.writes);
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });

  const load = useCallback(async () => {
    try {
      setSheet(await timesheetApi.week(week, userId));
    } catch (error) {
      await report(error, 'Failed to fetch the timesheet');
    }
  }, [week, userId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a stopped timer's time shows too.
  useEffect(() => {
    void load();
  }, [load, timerWrites]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: added rows belong to one person's week.
  useEffect(() => setAdded([]), [week, userId]);

  // Writes go one after another, so the last answer shown is the latest state.
  const queue = useRef(Promise.resolve());
  const write = useCallback(
    (taskId: string, date: string, minutes: number) => {
      queue.current = queue.current.then(async () => {
        try {
          setSheet(await timesheetApi.writeCell({ userId, taskId, date, minutes }));
        } catch (error) {
          await report(error, 'Failed to save the time');
          await load();
        }
      });
    },
    [userId, load],
  );

  const rows = useMemo<SheetRow[]>(() => {
    if (!sheet) return [];
    const shown = new Set(sheet.rows.map((r) => r.taskId));
    const extra = added
      .filter((t) => !shown.has(t.taskId))
      .map((t) => ({ ...t, minutes: sheet.days.map(() => 0), total: 0, tt: 0, canEdit: true }));
    return [...sheet.rows, ...extra];
  }, [sheet, added]);
  const own = !userId || userId === me?.id;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Title order={2} size="h3">
            Timesheet
          </Title>
          {people && people.length > 1 && (
            <Select
              aria-label="Person"
              data={people.map((p) => ({ value: p.id, label: p.name }))}
              value={userId ?? me?.id ?? null}
              onChange={(value) => setUserId(value && value !== me?.id ? value : undefined)}
              allowDeselect={false}
              searchable
              w={200}
            />
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          <Tooltip label="Previous week">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Previous week"
              disabled={!sheet}
              onClick={() => sheet && setWeek(shiftWeek(sheet.week, -1))}
            >
              <IconChevronLeft size={16} />
            </ActionIcon>
          </Tooltip>
          <Button variant="default" onClick={() => setWeek(null)}>
            This week
          </Button>
          <Tooltip label="Next week">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Next week"
              disabled={!sheet}
              onClick={() => sheet && setWeek(shiftWeek(sheet.week, 1))}
            >
              <IconChevronRight size={16} />
            </ActionIcon>
          </Tooltip>
          <Text fw={600} size="sm" miw={150} ta="center" aria-live="polite" data-testid="week-label">
            {sheet ? weekLabel(sheet.days) : ''}
          </Text>
        </Group>
      </Group>
      {sheet && (
        <>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <AddTaskRow
              userId={userId}
              shown={new Set(rows.map((r) => r.taskId))}
              onAdd={(task) => setAdded((list) => [...list, task])}
            />
            {own && <SubmitDay week={sheet} onSubmitted={() => void load()} />}
          </Group>
          {phone ? (
            <TimesheetCards week={sheet} rows={rows} onWrite={write} />
          ) : (
            <TimesheetGrid week={sheet} rows={rows} onWrite={write} />
          )}
          <DayComments week={sheet} />
          <Text size="sm" c="dimmed">
            {sheet.user.name}: {minutesAsHm(sheet.total)} this week. Type minutes (90) or h:mm (1:30); Enter
            saves.
          </Text>
        </>
      )}
    </Stack>
  );
}
