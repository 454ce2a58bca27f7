// The TDS-receivable table: client (GSTIN and PAN under the name), TDS in each financial-year
// quarter, the year's total and the payments counted; the footer carries the totals.
import { Table, Text } from '@mantine/core';
import { FY_QUARTERS, type TdsReceivableReport } from '@practice-desk/contracts';
import { ClientLink } from '../../../../components/clients/ClientLink';
import { rupees } from '../../../../lib/rupees';
import type { TdsClientRow } from '../../utils/tds-table';

const money = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

export function TdsReceivableTable({
  rows,
  totals,
}: {
  rows: TdsClientRow[];
  totals: TdsReceivableReport['totals'];
}) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped verticalSpacing={6} aria-label="TDS receivable">
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={240}>CLIENT</Table.Th>
            {FY_QUARTERS.map((q) => (
              <Table.Th key={q.quarter} {...money}>
                {q.label.toUpperCase()}
              </Table.Th>
            ))}
            <Table.Th {...money}>TOTAL TDS</Table.Th>
            <Table.Th {...money}>PAYMENTS</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.clientId}>
              <Table.Td>
                <ClientLink id={row.clientId} name={row.clientName} fw={600} />
                {row.gstin && (
                  <Text size="xs" c="dimmed">
                    GSTIN {row.gstin} · PAN {row.pan}
                  </Text>
                )}
              </Table.Td>
              {FY_QUARTERS.map((q) => (
                <Table.Td key={q.quarter} fz="sm" {...money}>
                  {row.quarters[q.quarter] ? rupees(row.quarters[q.quarter]) : '—'}
                </Table.Td>
              ))}
              <Table.Td fz="sm" fw={600} {...money}>
                {rupees(row.total)}
              </Table.Td>
              <Table.Td fz="sm" {...money}>
                {row.payments}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>COUNT: {rows.length}</Table.Th>
            {FY_QUARTERS.map((q) => (
              <Table.Th key={q.quarter} {...money}>
                {rupees(totals.byQuarter[q.quarter])}
              </Table.Th>
            ))}
            <Table.Th {...money}>{rupees(totals.tdsAmount)}</Table.Th>
            <Table.Th {...money}>{totals.payments}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
