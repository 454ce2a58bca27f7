// The tables of the client page: a caption read by screen readers, a header, rows; wide ones
// scroll inside their own box (reachable by keyboard) so a phone never pans the whole page.
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  cell(row: T): ReactNode;
  numeric?: boolean;
}

const numeric = { ta: 'right', style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;

export function TabTable<T>({
  caption,
  rows,
  columns,
  rowKey,
  empty,
  minWidth = 640,
}: {
  caption: string;
  rows: T[] | null;
  columns: Column<T>[];
  rowKey(row: T): string;
  empty: string;
  minWidth?: number;
}) {
  if (rows === null)
    return (
      <Text c="dimmed" size="sm" py="md">
        Loading...
      </Text>
    );
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm" py="md">
        {empty}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={caption}>
      <Table striped verticalSpacing={4} fz="sm">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label} {...(c.numeric ? numeric : {})}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.label} {...(c.numeric ? numeric : {})}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
