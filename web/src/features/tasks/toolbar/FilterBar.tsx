// Status chips 1-8 (count and minutes each) and priority chips; a chip sets its filter and
// clears the other kind, a second click clears it (spec §2 "Filter bar").
import { Chip, Group, Text } from '@mantine/core';
import { type PriorityRow, STATUS_CHIPS, type TaskFilterCounts } from '@practice-desk/contracts';
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
  return (
    <Group gap={6} className={classes.chips} wrap="nowrap">
      {STATUS_CHIPS.map((c, index) => {
        const count = counts?.status[c.key];
        return (
          <Chip
            key={c.key}
            size="xs"
            checked={chip === c.key}
            onChange={() => update((view) => toggleChip(view, c.key))}
            aria-label={`${index + 1}. ${c.label}`}
          >
            <Text span size="xs" fw={600} c="dimmed" mr={4}>
              {index + 1}
            </Text>
            {c.label}
            <Text span size="xs" ml={6} fw={600}>
              {count?.count ?? 0}
            </Text>
            <Text span size="xs" ml={4} c="dimmed">
              {count?.minutes ?? 0}m
            </Text>
          </Chip>
        );
      })}
      <span className={classes.divider} />
      {priorities.map((p) => (
        <Chip
          key={p.id}
          size="xs"
          color={p.color}
          checked={priority === p.name}
          onChange={() => update((view) => togglePriority(view, p.name))}
        >
          {p.name}
          <Text span size="xs" ml={6} fw={600}>
            {counts?.priority[p.name]?.count ?? 0}
          </Text>
        </Chip>
      ))}
    </Group>
  );
}
