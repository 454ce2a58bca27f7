// The triage queues as chips on the task list (overdue, due in 7 days and not started, unassigned,
// …): one at a time, a second click clears it; the queue is a filter on the server like every
// other, kept in the address (?queue=overdue) and cleared with the others.
import { Button, Group, Text } from '@mantine/core';
import { TRIAGE_QUEUES, type TriageQueue } from '@practice-desk/contracts';
import { useTaskViewStore } from '../states/task-view-store';
import classes from './Toolbar.module.css';

export function TriageChips() {
  const queue = useTaskViewStore((s) => s.view.columnFilters.queue?.[0] ?? null);
  const update = useTaskViewStore((s) => s.update);
  const toggle = (key: TriageQueue) =>
    update((view) => ({
      ...view,
      columnFilters: { ...view.columnFilters, queue: queue === key ? [] : [key] },
    }));
  return (
    <Group gap={6} className={classes.chips} wrap="nowrap" role="group" aria-label="Triage queues">
      <Text size="xs" c="dimmed" fw={600} style={{ flex: 'none' }}>
        Queues
      </Text>
      {TRIAGE_QUEUES.map((q) => (
        <Button
          key={q.key}
          size="compact-xs"
          radius="xl"
          variant={queue === q.key ? 'filled' : 'default'}
          color="grape"
          aria-pressed={queue === q.key}
          title={q.hint}
          onClick={() => toggle(q.key)}
          style={{ flex: 'none' }}
        >
          {q.label}
        </Button>
      ))}
    </Group>
  );
}
