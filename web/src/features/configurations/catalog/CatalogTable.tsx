// The table of a colour-coded list (priorities, statuses): colour dot and name, a system badge,
// added on (a short date like 'Jan 5, 2025'), edit and delete.
import { ActionIcon, Badge, ColorSwatch, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { formatShortDate } from '../../../lib/preferences/utils/format-date';

export interface CatalogEntry {
  id: string;
  name: string;
  color: string;
  systemKey: string | null;
  createdAt: string;
  note?: string;
}

export function CatalogTable({
  heading,
  entries,
  onEdit,
  onDelete,
}: {
  heading: string;
  entries: CatalogEntry[];
  onEdit(e: CatalogEntry): void;
  onDelete(e: CatalogEntry): void;
}) {
  return (
    <Table.ScrollContainer minWidth={440}>
      <Table striped highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{heading}</Table.Th>
            <Table.Th>ADDED ON</Table.Th>
            <Table.Th w={90}>ACTIONS</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={e.color} size={12} />
                  <Text size="sm" fw={500}>
                    {e.name}
                  </Text>
                  {e.systemKey && (
                    <Badge size="xs" variant="light" color="gray">
                      System
                    </Badge>
                  )}
                  {e.note && (
                    <Badge size="xs" variant="light">
                      {e.note}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatShortDate(e.createdAt) || 'N/A'}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Edit ${e.name}`} onClick={() => onEdit(e)}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${e.name}`}
                    disabled={Boolean(e.systemKey)}
                    onClick={() => onDelete(e)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
