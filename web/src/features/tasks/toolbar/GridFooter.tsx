// The grid's footer: COUNT, total ET, total TT of the whole filtered set (from the server),
// SELECTED (ET and TT in the practice's time unit), and the combined minutes also as h:mm.
import { Group, Text } from '@mantine/core';
import type { TaskStats } from '@practice-desk/contracts';
import { useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { formatMinutes, minutesWithHm } from '../../../lib/preferences/utils/format-minutes';
import { useSelectionStore } from '../states/selection-store';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Text size="xs" span>
      <Text span size="xs" c="dimmed" fw={600} mr={4}>
        {label}
      </Text>
      <Text span size="xs" fw={700} data-testid={`footer-${label.toLowerCase()}`}>
        {value}
      </Text>
    </Text>
  );
}

export function GridFooter({ stats }: { stats: TaskStats | null }) {
  const ticked = useSelectionStore((s) => s.ids.size);
  const allInView = useSelectionStore((s) => s.allInView);
  const selected = allInView ? (stats?.count ?? 0) : ticked;
  const unit = useTimeUnit();
  const et = stats?.totalEt ?? 0;
  const tt = stats?.totalTt ?? 0;
  return (
    <Group gap="lg" px="xs" py={4} wrap="wrap" aria-label="Totals">
      <Figure label="COUNT" value={stats?.count ?? 0} />
      <Figure label="ET" value={formatMinutes(et, unit)} />
      <Figure label="TT" value={formatMinutes(tt, unit)} />
      <Figure label="SELECTED" value={selected} />
      <Figure label="TOTAL" value={minutesWithHm(et + tt, unit === 'Hours' ? 'Hours' : 'Minutes')} />
    </Group>
  );
}
