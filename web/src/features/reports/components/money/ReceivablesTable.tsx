// What each client owes by age, the advances it has paid that no issued invoice has used yet (a
// credit against its balance) and the net, with the totals row; a client's name opens their statement.
// On a phone, cards instead (ReceivablesCards).
import { Anchor, Group, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AGE_BUCKETS, type ReceivablesReport, type ReceivablesRow } from '@practice-desk/contracts';
import { OpenClientIcon } from '../../../../components/clients/OpenClientIcon';
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
    <Table.ScrollContainer minWidth={960}>
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
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              ADVANCES HELD
            </Table.Th>
            <Table.Th ta="right">NET</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.clientId}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Anchor component="button" type="button" fz="sm" onClick={() => onStatement(row)}>
                    {row.clientName}
                  </Anchor>
                  <OpenClientIcon id={row.clientId} name={row.clientName} />
                </Group>
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
              <Table.Td ta="right" c="teal.8" style={{ whiteSpace: 'nowrap' }}>
                {row.advances === '0.00' ? '—' : `− ${rupees(row.advances)}`}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {rupees(row.net)}
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
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {report.totals.advances === '0.00' ? '—' : `− ${rupees(report.totals.advances)}`}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {rupees(report.totals.net)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
