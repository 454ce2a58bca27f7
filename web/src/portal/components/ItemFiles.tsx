// The files sent for one requested document: name, size and the day each was sent.
import { List, Text } from '@mantine/core';
import type { RequestItem } from '@practice-desk/contracts';
import { fileSize, portalDate } from '../lib/format';

export function ItemFiles({ files, itemName }: { files: RequestItem['files']; itemName: string }) {
  if (files.length === 0) return null;
  return (
    <List size="sm" spacing={2} aria-label={`Files sent for ${itemName}`}>
      {files.map((f) => (
        <List.Item key={f.id}>
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {f.name}
          </Text>{' '}
          <Text span size="sm" c="dimmed">
            ({fileSize(f.size)}, sent {portalDate(f.uploadedAt)})
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
