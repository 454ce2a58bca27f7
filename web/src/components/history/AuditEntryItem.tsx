// One audit entry as a list item: who, what happened to which record, when, and the fields.
import { Badge, Group, Text } from '@mantine/core';
import type { AuditEntryRow } from '@practice-desk/contracts';
import { usePracticeTime } from '../../lib/preferences/hooks/use-practice-time';
import { ChangeList } from './ChangeList';

export function AuditEntryItem({
  entry,
  showRecord = false,
}: {
  entry: AuditEntryRow;
  showRecord?: boolean;
}) {
  const when = usePracticeTime();
  return (
    <li data-testid="history-entry">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {entry.user?.name ?? 'System'}
        </Text>
        <Badge size="sm" variant="light" color={entry.action === 'delete' ? 'red' : 'blue'}>
          {entry.entityLabel} {entry.actionLabel.toLowerCase()}
        </Badge>
        <Text size="xs" c="dimmed">
          {when(entry.at)}
        </Text>
      </Group>
      {showRecord && (
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
          {entry.label ?? entry.entityId}
        </Text>
      )}
      <ChangeList changes={entry.changes} created={entry.action === 'create'} />
    </li>
  );
}
