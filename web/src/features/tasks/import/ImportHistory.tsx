// The Admin's import history: each batch with its counts, the rows it left out, and undo, which
// names the tasks it kept because someone changed them after the import.
import { Alert, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { IMPORT_MESSAGES, type ImportBatchRow, type ImportUndoResult } from '@practice-desk/contracts';
import { useCallback, useEffect, useState } from 'react';
import { usePracticeTime } from '../../../lib/preferences/hooks/use-practice-time';
import { toast } from '../../../lib/toast';
import { reportSaveFailure } from '../hooks/save-problem';
import { importApi } from './import-api';

export function ImportHistory({ onUndone }: { onUndone(): void }) {
  const [batches, setBatches] = useState<ImportBatchRow[] | null>(null);
  const when = usePracticeTime();
  const [undone, setUndone] = useState<ImportUndoResult | null>(null);
  const load = useCallback(async () => setBatches(await importApi.batches()), []);
  useEffect(() => {
    void load();
  }, [load]);

  const undo = async (id: string) => {
    try {
      const answer = await importApi.undo(id);
      setUndone(answer);
      toast.success(IMPORT_MESSAGES.undone(answer.moved));
      onUndone();
      await load();
    } catch (err) {
      await reportSaveFailure(err, 'Failed to delete tasks');
    }
  };

  if (!batches) return <Text size="sm">Loading…</Text>;
  if (batches.length === 0) return <Text size="sm">No imports yet.</Text>;
  return (
    <Stack gap="sm">
      {undone && (
        <Alert color={undone.kept.length ? 'yellow' : 'green'} title={IMPORT_MESSAGES.undone(undone.moved)}>
          {undone.kept.length > 0 && (
            <>
              <Text size="sm">{IMPORT_MESSAGES.keptEdited}:</Text>
              <List size="sm">
                {undone.kept.map((k) => (
                  <List.Item key={k.id}>
                    {[k.task, k.subTask].filter(Boolean).join(' – ')}
                    {k.client ? ` for ${k.client}` : ''}
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
      <Table withTableBorder verticalSpacing={4} fz="sm" aria-label="Import history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>File</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>When</Table.Th>
            <Table.Th>Imported</Table.Th>
            <Table.Th>Not imported</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batches.map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td>{b.filename}</Table.Td>
              <Table.Td>{b.createdBy ?? '—'}</Table.Td>
              <Table.Td>{when(b.createdAt)}</Table.Td>
              <Table.Td>{b.created}</Table.Td>
              <Table.Td>{b.skipped}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {b.failedRowsUrl && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => importApi.failedRows(b.failedRowsUrl ?? '')}
                    >
                      Rows
                    </Button>
                  )}
                  {b.undoneAt ? (
                    <Text size="xs" c="dimmed">
                      Undone
                    </Text>
                  ) : (
                    <Button size="compact-xs" color="red" variant="light" onClick={() => void undo(b.id)}>
                      Undo
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
