// The totals of a draft invoice as its lines stand (contracts' LineTotals, in paise): taxable
// value, exempt value, each tax, reimbursements, round-off, total and the total in words.
import { Stack, Table, Text } from '@mantine/core';
import { amountInWords, type LineTotals, rateText } from '@practice-desk/contracts';
import { rupeesOfPaise } from '../../../../lib/rupees';

export function DraftTotals({ totals }: { totals: LineTotals }) {
  const rows: [string, number][] = [
    ['Taxable value', totals.taxablePaise],
    ...(totals.exemptPaise ? [['Exempt / non-taxable', totals.exemptPaise] as [string, number]] : []),
    ...totals.taxes.map((tax): [string, number] => [
      `${tax.name} @ ${rateText(tax.rateBp)}`,
      tax.amountPaise,
    ]),
    ...(totals.reimbursementPaise
      ? [['Reimbursements (no GST)', totals.reimbursementPaise] as [string, number]]
      : []),
    ['Round off', totals.roundOffPaise],
  ];
  return (
    <Stack gap={6} align="flex-end" w={{ base: '100%', sm: 360 }}>
      <Table w="100%" verticalSpacing={4} aria-label="Totals">
        <Table.Tbody>
          {rows.map(([label, paise]) => (
            <Table.Tr key={label}>
              <Table.Td fz="sm">{label}</Table.Td>
              <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {rupeesOfPaise(paise)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr bg="blue.0">
            <Table.Td fw={700}>Total</Table.Td>
            <Table.Td fw={700} ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="draft-total">
              {rupeesOfPaise(totals.totalPaise)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" fs="italic" ta="right">
        {amountInWords(totals.totalPaise)}
      </Text>
    </Stack>
  );
}
