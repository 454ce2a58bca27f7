// Status chips 1-8 (count and minutes each) and priority chips; a chip sets its filter and
// clears the other kind, a second click clears it (spec §2 "Filter bar").
import { Button, Group, Text } from '@mantine/core';
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
            aria-label={`${index + 1}. ${c.label}: ${count?.count ?? 0} tasks, ${count?.minutes ?? 0} minutes`}
            onClick={() => update((view) => toggleChip(view, c.key))}
            style={{ flex: 'none' }}
          >
            <Text span size="xs" fw={600} opacity={0.6} mr={4}>
              {index + 1}
            </Text>
            {c.label}
            <Text span size="xs" ml={6} fw={700}>
              {count?.count ?? 0}
            </Text>
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
            aria-label={`${p.name} priority: ${counts?.priority[p.name]?.count ?? 0} tasks`}
            onClick={() => update((view) => togglePriority(view, p.name))}
            style={{ flex: 'none' }}
          >
            {p.name}
            <Text span size="xs" ml={6} fw={700}>
              {counts?.priority[p.name]?.count ?? 0}
            </Text>
          </Button>
        );
      })}
    </Group>
  );
}
