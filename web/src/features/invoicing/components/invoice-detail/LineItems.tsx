// The invoice's lines: one per task (task – sub-task), with its SAC, quantity, rate and amount.
import { Table, Text } from '@mantine/core';
import type { InvoiceItem } from '@practice-desk/contracts';
import { rupees } from '../../utils/rupees';

export function LineItems({ items }: { items: InvoiceItem[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder verticalSpacing={6} aria-label="Line items">
        <Table.Thead bg="gray.1">
          <Table.Tr>
            <Table.Th w={36}>#</Table.Th>
            <Table.Th>DESCRIPTION</Table.Th>
            <Table.Th w={80}>SAC</Table.Th>
            <Table.Th w={50} ta="right">
              QTY
            </Table.Th>
            <Table.Th w={120} ta="right">
              RATE
            </Table.Th>
            <Table.Th w={120} ta="right">
              AMOUNT
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an issued invoice's lines never change order.
            <Table.Tr key={index}>
              <Table.Td fz="sm">{index + 1}</Table.Td>
              <Table.Td>
                <Text size="sm">{item.description}</Text>
                {item.assignee && (
                  <Text size="xs" c="dimmed">
                    by {item.assignee}
                  </Text>
                )}
              </Table.Td>
              <Table.Td fz="sm" ff="monospace">
                {item.sac}
              </Table.Td>
              <Table.Td fz="sm" ta="right">
                {item.quantity}
              </Table.Td>
              <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {rupees(item.rate)}
              </Table.Td>
              <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {rupees(item.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
