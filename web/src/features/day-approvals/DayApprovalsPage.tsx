// Day Approvals (Admins and Team Leaders): the submitted days of the people they lead, oldest
// first, each with its entries and total; select days and approve them at once (which locks
// them), or return one with a comment for the member to edit and submit again.
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DAY_END_MESSAGES, type DayQueueItem } from '@practice-desk/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { alreadyReported, readProblem } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { useResource } from '../../lib/use-resource';
import { useTimeUnit } from '../preferences/states/preferences-store';
import { minutesWithHm } from '../preferences/utils/format-minutes';
import { dayApprovalsApi } from './api/day-approvals-api';
import { DayCard } from './components/DayCard';
import { ReturnDayModal } from './components/ReturnDayModal';

export function DayApprovalsPage() {
  const unit = useTimeUnit();
  const { data, loading, reload } = useResource(
    () => dayApprovalsApi.queue(),
    [],
    'Failed to load day approvals',
  );
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [returning, setReturning] = useState<DayQueueItem | null>(null);
  const [busy, setBusy] = useState(false);
  const days = data?.days ?? [];
  const chosen = days.filter((d) => selected.has(d.id));
  const allChosen = days.length > 0 && chosen.length === days.length;

  const act = async (run: () => Promise<{ message?: string }>, fallback: string) => {
    setBusy(true);
    try {
      const res = await run();
      toast.success(res.message ?? fallback);
      setSelected(new Set());
      setReturning(null);
      await reload();
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? fallback);
    } finally {
      setBusy(false);
    }
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="md">
      {/* Title, selection and Approve stay in view while the leader reads down the days. */}
      <Paper
        pos="sticky"
        top="var(--app-shell-header-height, 0px)"
        py="xs"
        radius={0}
        style={{ zIndex: 3, background: 'var(--mantine-color-body)' }}
      >
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={1} size="h3">
              Day Approvals
            </Title>
            <Button
              leftSection={<IconCheck size={16} />}
              disabled={chosen.length === 0}
              loading={busy && !returning}
              onClick={() =>
                act(
                  () => dayApprovalsApi.approve(chosen.map((d) => d.id)),
                  DAY_END_MESSAGES.approved(chosen.length),
                )
              }
            >
              {chosen.length > 1 ? `Approve ${chosen.length} days` : 'Approve'}
            </Button>
          </Group>
          <Group justify="space-between" wrap="wrap" gap="sm">
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
        </Stack>
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
      <ReturnDayModal
        day={returning}
        busy={busy}
        onClose={() => setReturning(null)}
        onReturn={(comment) =>
          returning && act(() => dayApprovalsApi.returnDay(returning.id, comment), DAY_END_MESSAGES.returned)
        }
      />
    </Stack>
  );
}
