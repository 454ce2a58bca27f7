// Status chips 1-8 (count and minutes each) and priority chips; a chip sets its filter and
// clears the other kind, a second click clears it (spec §2 "Filter bar").
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { type PriorityRow, STATUS_CHIPS, type TaskFilterCounts } from '@practice-desk/contracts';
import { readableOn } from '../../../lib/contrast';
import { useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { formatMinutes } from '../../../lib/preferences/utils/format-minutes';
import { toggleChip, togglePriority } from '../states/task-view';
import { useTaskViewStore } from '../states/task-view-store';
import classes from './Toolbar.module.css';

export function FilterBar({
  counts,
  priorities,
}: {
  counts: TaskFilterCounts | null;
  priorities: PriorityRow[];
}) {
  const chip = useTaskViewStore((s) => s.view.chip);
  const priority = useTaskViewStore((s) => s.view.priority);
  const update = useTaskViewStore((s) => s.update);
  const unit = useTimeUnit();
  return (
    <Group gap={6} className={classes.chips} wrap="nowrap">
      {STATUS_CHIPS.map((c, index) => {
        const count = counts?.status[c.key];
        const on = chip === c.key;
        return (
          <Button
            key={c.key}
            size="compact-xs"
            radius="xl"
            variant={on ? 'filled' : 'default'}
            aria-pressed={on}
            aria-keyshortcuts={String(index + 1)}
            onClick={() => update((view) => toggleChip(view, c.key))}
            style={{ flex: 'none' }}
          >
            {/* Named by what it shows, the hidden words making it a sentence ("1. To Do: 12
                tasks, 30m"): a voice user says the words they see. */}
            <Text span size="xs" fw={600} opacity={0.6} mr={4}>
              {index + 1}
            </Text>
            <VisuallyHidden>. </VisuallyHidden>
            {c.label}
            <VisuallyHidden>: </VisuallyHidden>
            <Text span size="xs" ml={6} fw={700}>
              {count?.count ?? 0}
            </Text>
            <VisuallyHidden> tasks, </VisuallyHidden>
            <Text span size="xs" ml={4} opacity={0.7}>
              {unit === 'Minutes' ? `${count?.minutes ?? 0}m` : formatMinutes(count?.minutes ?? 0, unit)}
            </Text>
          </Button>
        );
      })}
      <span className={classes.divider} />
      {priorities.map((p) => {
        const on = priority === p.name;
        return (
          <Button
            key={p.id}
            size="compact-xs"
            radius="xl"
            color={readableOn(p.color)}
            variant={on ? 'filled' : 'outline'}
            aria-pressed={on}
            onClick={() => update((view) => togglePriority(view, p.name))}
            style={{ flex: 'none' }}
          >
            {p.name}
            <VisuallyHidden> priority: </VisuallyHidden>
            <Text span size="xs" ml={6} fw={700}>
              {counts?.priority[p.name]?.count ?? 0}
            </Text>
            <VisuallyHidden> tasks</VisuallyHidden>
          </Button>
        );
      })}
    </Group>
  );
}
