// The grid's footer: COUNT, total ET, total TT of the whole filtered set (from the server),
// SELECTED (ET and TT in the practice's time unit), and the combined minutes also as h:mm.
import { Group, Text } from '@mantine/core';
import type { TaskStats } from '@practice-desk/contracts';
import { useTimeUnit } from '../../preferences/states/preferences-store';
import { formatMinutes } from '../../preferences/utils/format-minutes';
import { minutesToHm } from '../grid/cell-values';
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
  const selected = useSelectionStore((s) => s.ids.size);
  const unit = useTimeUnit();
  const et = stats?.totalEt ?? 0;
  const tt = stats?.totalTt ?? 0;
  return (
    <Group gap="lg" px="xs" py={4} wrap="wrap" aria-label="Totals">
      <Figure label="COUNT" value={stats?.count ?? 0} />
      <Figure label="ET" value={formatMinutes(et, unit)} />
      <Figure label="TT" value={formatMinutes(tt, unit)} />
      <Figure label="SELECTED" value={selected} />
      <Figure label="TOTAL" value={`${et + tt} min (${minutesToHm(et + tt)})`} />
    </Group>
  );
}
