// A person's own working week (Admins): off, they work the practice's week (Preferences); on, the
// hours typed here, saved with 'Save working week'. The workload view's available hours follow.
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import type { CapacityAnswer } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { WorkingWeekFields } from '../../../components/working-week/WorkingWeekFields';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { leaveApi } from '../api/leave-api';

export function PersonWeek({
  answer,
  userId,
  onChanged,
}: {
  answer: CapacityAnswer;
  userId: string;
  onChanged(): void;
}) {
  const person = answer.people.find((p) => p.id === userId);
  const [own, setOwn] = useState(Boolean(person?.workingWeek));
  const [minutes, setMinutes] = useState<number[]>(person?.workingWeek ?? answer.practiceWeek);
  // Another person picked: their week, as stored.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the person changes.
  useEffect(() => {
    setOwn(Boolean(person?.workingWeek));
    setMinutes(person?.workingWeek ?? answer.practiceWeek);
  }, [userId]);

  const save = async () => {
    try {
      const res = await leaveApi.setWorkingWeek(userId, { minutes: own ? minutes : null });
      toast.success(res.message ?? 'Working week saved');
      onChanged();
    } catch (error) {
      const problem = await readProblem(error);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to save the working week');
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Working week of {person?.name}
      </Text>
      <Switch
        label="Works their own week (not the practice's)"
        checked={own}
        onChange={(e) => setOwn(e.currentTarget.checked)}
      />
      {own && (
        <WorkingWeekFields
          minutes={minutes}
          onChange={setMinutes}
          hint="The hours this person works on each day: hours (7.5) or h:mm (7:30), 0 for a day off."
        />
      )}
      <Group>
        <Button variant="default" onClick={() => void save()}>
          Save working week
        </Button>
      </Group>
    </Stack>
  );
}
