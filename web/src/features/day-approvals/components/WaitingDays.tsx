// The queue: the submitted days of the people the leader decides, oldest first, each with its
// entries and total; select days and approve them at once (which locks them), or return one with
// a comment for the member to edit and submit again.
import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { DAY_END_MESSAGES, type DayQueueItem } from '@practice-desk/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { minutesWithHm } from '../../../lib/preferences/utils/format-minutes';
import { useResource } from '../../../lib/use-resource';
import { dayApprovalsApi } from '../api/day-approvals-api';
import { useDayDecision } from '../hooks/use-day-decision';
import { DayCard } from './DayCard';
import { DayCommentModal, RETURN_DAY } from './DayCommentModal';

export function WaitingDays() {
  const unit = useTimeUnit();
  const { data, loading, reload } = useResource(
    () => dayApprovalsApi.queue(),
    [],
    'Failed to load day approvals',
  );
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [returning, setReturning] = useState<DayQueueItem | null>(null);
  const { busy, run } = useDayDecision(async () => {
    setSelected(new Set());
    setReturning(null);
    await reload();
  });
  const days = data?.days ?? [];
  const chosen = days.filter((d) => selected.has(d.id));
  const allChosen = days.length > 0 && chosen.length === days.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="md">
      {/* Selection and Approve stay in view while the leader reads down the days. */}
      <Paper
        pos="sticky"
        top="var(--app-shell-header-height, 0px)"
        py="xs"
        radius={0}
        style={{ zIndex: 3, background: 'var(--mantine-color-body)' }}
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="md" wrap="wrap">
            <Checkbox
              label="Select all"
              checked={allChosen}
              indeterminate={chosen.length > 0 && !allChosen}
              disabled={days.length === 0}
              onChange={(e) =>
                setSelected(e.currentTarget.checked ? new Set(days.map((d) => d.id)) : new Set())
              }
            />
            <Text size="sm" c="dimmed" data-testid="queue-summary">
              {data
                ? `${data.total} ${data.total === 1 ? 'day' : 'days'} waiting · ${minutesWithHm(data.totalMinutes, unit)}`
                : ''}
            </Text>
          </Group>
          <Button
            leftSection={<IconCheck size={16} />}
            disabled={chosen.length === 0}
            loading={busy && !returning}
            onClick={() =>
              run(
                () => dayApprovalsApi.approve(chosen.map((d) => d.id)),
                DAY_END_MESSAGES.approved(chosen.length),
              )
            }
          >
            {chosen.length > 1 ? `Approve ${chosen.length} days` : 'Approve'}
          </Button>
        </Group>
      </Paper>
      {loading && !data && <Text c="dimmed">Loading...</Text>}
      {data && days.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          No days are waiting for your approval
        </Text>
      )}
      {days.map((day) => (
        <DayCard
          key={day.id}
          day={day}
          selected={selected.has(day.id)}
          onSelect={(on) => toggle(day.id, on)}
          onReturn={() => setReturning(day)}
        />
      ))}
      <DayCommentModal
        action={RETURN_DAY}
        day={returning}
        busy={busy}
        onClose={() => setReturning(null)}
        onConfirm={(comment) =>
          returning && run(() => dayApprovalsApi.returnDay(returning.id, comment), DAY_END_MESSAGES.returned)
        }
      />
    </Stack>
  );
}
