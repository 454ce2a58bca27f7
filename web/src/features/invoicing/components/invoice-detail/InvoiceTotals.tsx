// Value of services, each tax, reimbursements with its rate, the round-off to the rupee, the total and the amount in words.
import { Group, Stack, Table, Text } from '@mantine/core';
import { type InvoiceRow, type Money, paiseOf } from '@practice-desk/contracts';
import { rupees } from '../../../../lib/rupees';

export function InvoiceTotals({ invoice }: { invoice: InvoiceRow }) {
  const rows: [string, Money][] = [
    ['Subtotal (value of services)', invoice.subtotal],
    ...invoice.taxes.map((tax): [string, Money] => [`${tax.name} @ ${tax.rate}%`, tax.amount]),
    // Rule 33: expenses paid as a pure agent are added without GST.
    ...(paiseOf(invoice.reimbursements)
      ? [['Reimbursements (no GST)', invoice.reimbursements] as [string, Money]]
      : []),
    ['Round off', invoice.roundOff],
  ];
  return (
    <Stack gap={6} align="flex-end">
      <Table w={{ base: '100%', sm: 360 }} verticalSpacing={4} aria-label="Totals">
        <Table.Tbody>
          {rows.map(([label, shown]) => (
            <Table.Tr key={label}>
              <Table.Td fz="sm">{label}</Table.Td>
              <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {rupees(shown)}
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
