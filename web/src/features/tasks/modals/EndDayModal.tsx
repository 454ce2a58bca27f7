// End Day: the month's calendar (week from Monday) marking today, submitted and pending days;
// submit today or a pending day, and see what a submitted day recorded.
import { SUCCESS } from '@practice-desk/contracts';
import '@mantine/dates/styles.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { dayEndsApi } from '../../../lib/day-ends-api';
import { useDateFormat, useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { minutesWithHm } from '../../../lib/preferences/utils/format-minutes';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';
import { DayEndLegend, dayStyle } from './DayEndLegend';
import { dayMark, monthOf } from './day-marks';
import { dayStateText } from './day-state-text';
import { todayIso } from './time-text';

export function EndDayModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const timeZone = useAuthStore((s) => s.user?.orgTimeZone);
  const unit = useTimeUnit();
  const dateFormat = useDateFormat();
  const [month, setMonth] = useState(() => monthOf(todayIso(timeZone)));
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, loading, reload } = useResource(
    () => (opened ? dayEndsApi.month(month) : Promise.resolve(null)),
    [opened, month],
    'Failed to fetch day ends',
  );
  useEffect(() => {
    if (!opened) return;
    setMonth(monthOf(todayIso(timeZone)));
    setChosen(null);
  }, [opened, timeZone]);

  const today = data?.today ?? todayIso(timeZone);
  const day = chosen ?? today;
  const mark = dayMark(data, day);

  const submit = async () => {
    setBusy(true);
    try {
      const res = await dayEndsApi.submit(day);
      toast.success(res.message ?? SUCCESS.daySubmitted);
      await reload();
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to submit day');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal opened={opened} onClose={onClose} title="End Day" size="md">
      <Stack>
        <Group align="flex-start" justify="center" gap="lg">
          <Calendar
            date={`${month}-01`}
            onDateChange={(date) => setMonth(monthOf(date))}
            firstDayOfWeek={1}
            maxLevel="month"
            maxDate={today}
            previousLabel="Previous month"
            nextLabel="Next month"
            getDayAriaLabel={(date) => {
              const m = dayMark(data, date);
              const notes = [
                m.isToday && 'Today',
                m.state === 'submitted' && 'Submitted',
                m.state === 'approved' && 'Approved',
                m.state === 'returned' && 'Returned',
                m.state === 'pending' && 'Pending',
              ];
              return [dayjs(date).format('D MMMM YYYY'), ...notes.filter(Boolean)].join(', ');
            }}
            getDayProps={(date) => {
              const m = dayMark(data, date);
              return {
                selected: date === day,
                onClick: () => setChosen(date),
                style: date === day ? undefined : dayStyle(m),
                'data-day-state': m.state ?? undefined,
              };
            }}
          />
          <Stack gap="xs" miw={0} style={{ flex: '1 1 160px' }}>
            <DayEndLegend />
            <Text size="sm">
              Logged today: <b>{minutesWithHm(data?.todayMinutes ?? 0, unit)}</b>
            </Text>
            <Text size="sm" fw={600}>
              {formatDate(day, dateFormat)}
              {mark.isToday ? ' (Today)' : ''}
            </Text>
            <Text size="sm" c="dimmed" data-testid="day-end-state">
              {loading && !data ? 'Loading...' : dayStateText(mark, unit)}
            </Text>
            {mark.comment && (
              <Alert color="red" variant="light" p="xs" title="Returned by your leader">
                <Text size="sm">{mark.comment}</Text>
              </Alert>
            )}
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={submit} loading={busy} disabled={!mark.canSubmit}>
            {mark.state === 'returned' ? 'Submit again' : 'Submit day'}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
