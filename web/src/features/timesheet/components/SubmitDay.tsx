// 'Submit day' from the timesheet: one of the week's days up to today, through End Day.

import { Button, Group, Select } from '@mantine/core';
import type { TimesheetWeek } from '@practice-desk/contracts';
import { SUCCESS } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { dayEndsApi } from '../../../lib/day-ends-api';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { toast } from '../../../lib/toast';
import { dayHeading } from '../utils/week-label';

export function SubmitDay({ week, onSubmitted }: { week: TimesheetWeek; onSubmitted(): void }) {
  const dateFormat = useDateFormat();
  const days = week.days.filter((d) => d <= week.today);
  const fallback = days.includes(week.today) ? week.today : (days[days.length - 1] ?? null);
  const [day, setDay] = useState<string | null>(fallback);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDay(fallback), [fallback]);
  if (!days.length) return null;

  const submit = async () => {
    if (!day) return;
    setBusy(true);
    try {
      const res = await dayEndsApi.submit(day);
      toast.success(res.message ?? SUCCESS.daySubmitted);
      onSubmitted();
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to submit day');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label="Day to submit"
        data={days.map((d) => ({ value: d, label: dayHeading(d, dateFormat) }))}
        value={day}
        onChange={setDay}
        allowDeselect={false}
        w={130}
      />
      <Button variant="light" onClick={submit} loading={busy} disabled={!day}>
        Submit day
      </Button>
    </Group>
  );
}
