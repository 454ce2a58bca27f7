// The selection bar above the grid: how many tasks the next bulk action takes, the offer to take
// every task of the view once the loaded rows are all ticked, "Mark filed" (the compliance items of
// the selected tasks, filed at once) and Clear.
import { Button, Group, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useSelectionStore } from '../states/selection-store';

export function SelectionBar({ viewTotal, onMarkFiled }: { viewTotal: number | null; onMarkFiled(): void }) {
  const ticked = useSelectionStore((s) => s.ids.size);
  const pageTicked = useSelectionStore((s) => s.pageTicked);
  const allInView = useSelectionStore((s) => s.allInView);
  const selectAllInView = useSelectionStore((s) => s.selectAllInView);
  const clear = useSelectionStore((s) => s.clear);
  const count = allInView && viewTotal !== null ? viewTotal : ticked;
  if (count === 0) return null;
  const offerView = pageTicked && !allInView && viewTotal !== null && viewTotal > ticked;
  return (
    <Group gap="xs" wrap="wrap" data-testid="selection-bar" role="status">
      <Text size="xs" fw={600}>
        {allInView ? `All ${count} tasks in this view are selected` : `${count} task(s) selected`}
      </Text>
      {offerView && (
        <Button size="compact-xs" variant="light" onClick={selectAllInView}>
          Select all {viewTotal} tasks in this view
        </Button>
      )}
      <Button size="compact-xs" variant="light" leftSection={<IconChecks size={12} />} onClick={onMarkFiled}>
        Mark filed
      </Button>
      <Button size="compact-xs" variant="subtle" color="gray" onClick={clear}>
        Clear selection
      </Button>
    </Group>
  );
}
