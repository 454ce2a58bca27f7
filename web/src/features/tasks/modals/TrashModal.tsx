// The Trash (Admin; a Team Leader sees their team's): deleted tasks with who deleted them and
// when, kept 30 days; Restore brings them back, Delete for good (Admin) after a question.
import { Button, Checkbox, Group, Loader, Table, Text } from '@mantine/core';
import { TRASH_DAYS, TRASH_MESSAGES, type TrashRow } from '@practice-desk/contracts';
import { useCallback, useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { usePracticeTime } from '../../../lib/preferences/hooks/use-practice-time';
import { toast } from '../../../lib/toast';
import { bulkApi } from '../api/bulk-api';

export function TrashModal({
  opened,
  canPurge,
  onClose,
  onRestored,
}: {
  opened: boolean;
  canPurge: boolean;
  onClose(): void;
  onRestored(): void;
}) {
  const [rows, setRows] = useState<TrashRow[] | null>(null);
  const when = usePracticeTime();
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const load = useCallback(async () => {
    setTicked(new Set());
    try {
      setRows(await bulkApi.trash());
    } catch {
      toast.error('Failed to fetch tasks');
      setRows([]);
    }
  }, []);
  useEffect(() => {
    if (opened) void load();
    else setRows(null);
  }, [opened, load]);

  const ids = [...ticked];
  const toggle = (id: string) =>
    setTicked((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const all = rows !== null && rows.length > 0 && ticked.size === rows.length;
  const restore = async () => {
    const res = await bulkApi.restore(ids);
    toast.success(res.message ?? TRASH_MESSAGES.restored(res.data.restored));
    onRestored();
    await load();
  };

  return (
    <AppModal opened={opened} onClose={onClose} title="Trash" size="xl">
      <Text size="xs" c="dimmed" mb="sm">
        Deleted tasks are kept for {TRASH_DAYS} days, then deleted for good.
      </Text>
      <Group gap="xs" mb="sm">
        <Button size="xs" disabled={ids.length === 0} onClick={() => void restore()}>
          Restore ({ids.length})
        </Button>
        {canPurge && (
          <Button
            size="xs"
            color="red"
            variant="light"
            disabled={ids.length === 0}
            onClick={() => setConfirming(true)}
          >
            Delete for good ({ids.length})
          </Button>
        )}
      </Group>
      {rows === null ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text size="sm">{TRASH_MESSAGES.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={32}>
                  <Checkbox
                    size="xs"
                    aria-label="Select all deleted tasks"
                    checked={all}
                    indeterminate={ticked.size > 0 && !all}
                    onChange={() => setTicked(all ? new Set() : new Set(rows.map((r) => r.id)))}
                  />
                </Table.Th>
                <Table.Th>TASK</Table.Th>
                <Table.Th>CLIENT</Table.Th>
                <Table.Th>DELETED BY</Table.Th>
                <Table.Th>DELETED ON</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const name = [row.task, row.subTask].filter(Boolean).join(' – ') || 'Untitled task';
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Checkbox
                        size="xs"
                        aria-label={`Select ${name}`}
                        checked={ticked.has(row.id)}
                        onChange={() => toggle(row.id)}
                      />
                    </Table.Td>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{row.client?.name ?? ''}</Table.Td>
                    <Table.Td>{row.deletedBy?.name ?? ''}</Table.Td>
                    <Table.Td>{when(row.deletedAt)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={confirming}
        message={TRASH_MESSAGES.purgeConfirm(ids.length)}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const res = await bulkApi.purge(ids);
          toast.success(res.message ?? TRASH_MESSAGES.purged(res.data.purged));
          await load();
        }}
      />
    </AppModal>
  );
}
