// An entry's changed fields: "Field: old → new", the way people read them.
import { Text } from '@mantine/core';
import type { AuditChangeRow } from '@practice-desk/contracts';

const shown = (value: string) => (value === '' ? '—' : value);

export function ChangeList({ changes }: { changes: AuditChangeRow[] }) {
  if (changes.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            <Text span fw={600} size="sm">
              {change.label}:
            </Text>{' '}
            {shown(change.old)} → {shown(change.new)}
          </Text>
        </li>
      ))}
    </ul>
  );
}
