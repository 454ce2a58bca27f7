// What each client owes by age, with the totals row; a client's name opens their statement. On a
// phone, cards instead (ReceivablesCards).
import { Anchor, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AGE_BUCKETS, type ReceivablesReport, type ReceivablesRow } from '@practice-desk/contracts';
import { rupees } from '../../../../lib/rupees';
import { ReceivablesCards } from './ReceivablesCards';

export function ReceivablesTable({
  report,
  onStatement,
}: {
  report: ReceivablesReport;
  onStatement(row: ReceivablesRow): void;
}) {
  const phone = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });
  if (phone) return <ReceivablesCards report={report} onStatement={onStatement} />;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label="Receivables by client">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>CLIENT</Table.Th>
            <Table.Th ta="right">INVOICES</Table.Th>
            {AGE_BUCKETS.map((b) => (
              <Table.Th key={b.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {b.label.toUpperCase()}
              </Table.Th>
            ))}
            <Table.Th ta="right">TOTAL</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.clientId}>
              <Table.Td>
                <Anchor component="button" type="button" fz="sm" onClick={() => onStatement(row)}>
                  {row.clientName}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{row.invoices}</Table.Td>
              {AGE_BUCKETS.map((b) => (
                <Table.Td key={b.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {row.buckets[b.key] === '0.00' ? '—' : rupees(row.buckets[b.key])}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {rupees(row.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>Total</Table.Td>
            <Table.Td ta="right">{report.totals.invoices}</Table.Td>
            {AGE_BUCKETS.map((b) => (
              <Table.Td key={b.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {rupees(report.totals.buckets[b.key])}
              </Table.Td>
            ))}
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {rupees(report.totals.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
