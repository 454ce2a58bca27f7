// A record's History: newest first, when, who, what happened and each field's old → new value;
// "Show more" reads the next page.
import { Button, Group, Stack, Text } from '@mantine/core';
import { AuditEntryItem } from './AuditEntryItem';
import { type HistoryOf, historyApi } from './history-api';
import { useAuditPages } from './use-audit-pages';

export function HistoryList({ of, id }: { of: HistoryOf; id: string | null }) {
  const { entries, loading, hasMore, more } = useAuditPages(
    id ? (cursor) => historyApi.record(of, id, cursor) : null,
    `${of}:${id}`,
  );
  if (entries.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {loading ? 'Loading history...' : 'No history yet'}
      </Text>
    );
  return (
    <Stack gap="sm" aria-label="History">
      <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} />
        ))}
      </Stack>
      {hasMore && (
        <Group justify="center">
          <Button variant="subtle" size="xs" loading={loading} onClick={() => void more()}>
            Show more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
