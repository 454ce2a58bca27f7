// Time entry: log whole minutes against a task on a day not in the future, or start/stop its
// timer; the task's entries below.

import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TaskRow } from '@practice-desk/contracts';
import { MINUTES_PER_DAY, SUCCESS } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { DurationField } from '../../../components/DurationField';
import { TimerButton } from '../../../components/timer/components/TimerButton';
import { useTimerStore } from '../../../components/timer/states/timer-store';
import { alreadyReported, fieldErrors, readProblem } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';
import { tasksApi } from '../api/tasks-api';
import { TaskHeading } from './TaskHeading';
import { TimeEntryList } from './TimeEntryList';
import { type TimeEntryValues, timeEntryBody, timeEntryErrors } from './time-entry-form';
import { todayIso } from './time-text';

export function TimeEntryModal({
  task,
  onClose,
  onLogged,
}: {
  task: TaskRow | null;
  onClose(): void;
  onLogged(task: TaskRow): void;
}) {
  const timerWrites = useTimerStore((s) => s.writes);
  const { data, loading, reload } = useResource(
    () => (task ? tasksApi.timeEntries(task.id) : Promise.resolve([])),
    // A stopped timer's entry shows as soon as it is written.
    [task?.id, timerWrites],
    'Failed to fetch time entries',
  );
  const [busy, setBusy] = useState(false);
  const timeZone = useAuthStore((s) => s.user?.orgTimeZone);
  const form = useForm<TimeEntryValues>({
    initialValues: { minutes: '', date: todayIso(timeZone), note: '' },
    validate: (values) => timeEntryErrors(values, todayIso(timeZone)),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for each task.
  useEffect(() => {
    form.setValues({ minutes: '', date: todayIso(timeZone), note: '' });
    form.clearErrors();
  }, [task?.id]);

  const submit = form.onSubmit(async (values) => {
    if (!task) return;
    setBusy(true);
    try {
      const res = await tasksApi.logTime(task.id, timeEntryBody(values));
      toast.success(res.message ?? SUCCESS.timeLogged);
      onLogged(res.data.task);
      form.setValues({ minutes: '', date: values.date, note: '' });
      await reload();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to log time');
    } finally {
      setBusy(false);
    }
  });

  return (
    <AppModal
      opened={task !== null}
      onClose={onClose}
      title={<TaskHeading title="Time entry" task={task} />}
      size="lg"
    >
      <Stack>
        <form onSubmit={submit} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <DurationField
                label="Minutes"
                withAsterisk
                max={MINUTES_PER_DAY}
                data-autofocus
                {...form.getInputProps('minutes')}
              />
              <DateField label="Date" max={todayIso(timeZone)} {...form.getInputProps('date')} />
            </SimpleGrid>
            <TextInput label="Note" maxLength={500} {...form.getInputProps('note')} />
            <Group justify="space-between">
              {task ? <TimerButton taskId={task.id} /> : <span />}
              <Group>
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
                <Button type="submit" loading={busy}>
                  Log time
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
        <TimeEntryList entries={data ?? []} loading={loading} />
      </Stack>
    </AppModal>
  );
}
