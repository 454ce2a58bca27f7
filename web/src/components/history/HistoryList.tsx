// A record's History: newest first, when, who, what happened and each field's old → new value;
// "Show more" reads the next page.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { ChangeList } from './ChangeList';
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
          <li key={entry.id} data-testid="history-entry">
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {entry.user?.name ?? 'System'}
              </Text>
              <Badge size="sm" variant="light" color={entry.action === 'delete' ? 'red' : 'blue'}>
                {entry.entityLabel} {entry.actionLabel.toLowerCase()}
              </Badge>
              <Text size="xs" c="dimmed">
                {dayjs(entry.at).format('DD/MM/YYYY HH:mm')}
              </Text>
            </Group>
            <ChangeList changes={entry.changes} />
          </li>
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
