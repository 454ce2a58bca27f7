// An entry's changed fields: "Field: old → new", the way people read them; a new record's fields
// are listed with their values only.
import { Text } from '@mantine/core';
import type { AuditChangeRow } from '@practice-desk/contracts';

const shown = (value: string) => (value === '' ? '—' : value);

export function ChangeList({ changes, created = false }: { changes: AuditChangeRow[]; created?: boolean }) {
  if (changes.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            <Text span fw={600} size="sm">
              {change.label}:
            </Text>{' '}
            {created ? shown(change.new) : `${shown(change.old)} → ${shown(change.new)}`}
          </Text>
        </li>
      ))}
    </ul>
  );
}
