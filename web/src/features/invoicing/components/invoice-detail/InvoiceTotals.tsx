// Taxable value, each tax with its rate, the round-off to the rupee, the total and the amount in words.
import { Group, Stack, Table, Text } from '@mantine/core';
import type { InvoiceRow, Money } from '@practice-desk/contracts';
import { rupees } from '../../utils/rupees';

export function InvoiceTotals({ invoice }: { invoice: InvoiceRow }) {
  const rows: [string, Money][] = [
    ['Subtotal (taxable value)', invoice.subtotal],
    ...invoice.taxes.map((tax): [string, Money] => [`${tax.name} @ ${tax.rate}%`, tax.amount]),
    ['Round off', invoice.roundOff],
  ];
  return (
    <Stack gap={6} align="flex-end">
      <Table w={{ base: '100%', sm: 360 }} verticalSpacing={4} aria-label="Totals">
        <Table.Tbody>
          {rows.map(([label, amount]) => (
            <Table.Tr key={label}>
              <Table.Td fz="sm">{label}</Table.Td>
              <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {rupees(amount)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr bg="blue.0">
            <Table.Td fw={700}>Total</Table.Td>
            <Table.Td fw={700} ta="right" style={{ whiteSpace: 'nowrap' }}>
              {rupees(invoice.totalAmount)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" w="100%">
        <Text size="sm" fs="italic" ta="right">
          {invoice.amountInWords}
        </Text>
      </Group>
    </Stack>
  );
}
