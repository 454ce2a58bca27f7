// The GSTR-1 of a period at a glance: per section how many entries and the taxable value and
// tax in them, and the invoices net of credit notes that tie to the sales register. Advances
// (11A, 11B) are shown as sections but are not in that total: a receipt voucher is not an invoice.
import { Table, Text } from '@mantine/core';
import { GSTR1_SECTION_LABELS, type Gstr1Answer } from '@practice-desk/contracts';
import { rupees } from '../../../../lib/rupees';

export function Gstr1SummaryTable({ answer }: { answer: Gstr1Answer }) {
  const { totals } = answer;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing={6} aria-label="GSTR-1 sections">
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>Section</Table.Th>
            <Table.Th ta="right">Count</Table.Th>
            <Table.Th ta="right">Taxable value</Table.Th>
            <Table.Th ta="right">IGST</Table.Th>
            <Table.Th ta="right">CGST</Table.Th>
            <Table.Th ta="right">SGST</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.sections.map((s) => (
            <Table.Tr key={s.section} data-section={s.section}>
              <Table.Td>{GSTR1_SECTION_LABELS[s.section]}</Table.Td>
              <Table.Td ta="right">{s.count}</Table.Td>
              <Table.Td ta="right">{rupees(s.taxable)}</Table.Td>
              <Table.Td ta="right">{rupees(s.igst)}</Table.Td>
              <Table.Td ta="right">{rupees(s.cgst)}</Table.Td>
              <Table.Td ta="right">{rupees(s.sgst)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>
              <Text fw={700} size="sm">
                Invoices net of credit notes
              </Text>
            </Table.Th>
            <Table.Th />
            <Table.Th ta="right">{rupees(totals.taxable)}</Table.Th>
            <Table.Th ta="right">{rupees(totals.invoiced.igst)}</Table.Th>
            <Table.Th ta="right">{rupees(totals.invoiced.cgst)}</Table.Th>
            <Table.Th ta="right">{rupees(totals.invoiced.sgst)}</Table.Th>
          </Table.Tr>
          {/* The return's tax: the invoices' and notes', plus tax on advances received (11A) less
              that on advances adjusted (11B); the row above is what ties to the sales register. */}
          <Table.Tr>
            <Table.Th>
              <Text fw={700} size="sm">
                Tax with advances (11A less 11B)
              </Text>
            </Table.Th>
            <Table.Th />
            <Table.Th />
            <Table.Th ta="right">{rupees(totals.igst)}</Table.Th>
            <Table.Th ta="right">{rupees(totals.cgst)}</Table.Th>
            <Table.Th ta="right">{rupees(totals.sgst)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
