// The reconciliation report: per bank account and month, the credits matched, suggested,
// unmatched and ignored, and the debits, each as a count and a sum.
import { Table, Text } from '@mantine/core';
import type { BankReport } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { rupees } from '../../../../lib/rupees';

const COLUMNS = [
  ['matched', 'Matched'],
  ['suggested', 'Suggested'],
  ['unmatched', 'Unmatched'],
  ['ignored', 'Ignored'],
  ['debits', 'Debits'],
] as const;

export function ReconcileReport({ report }: { report: BankReport | null }) {
  if (!report) return null;
  if (report.rows.length === 0)
    return (
      <Text size="sm" c="dimmed" p="sm">
        Nothing imported yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" aria-label="Reconciliation by account and month">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th>Month</Table.Th>
            {COLUMNS.map(([key, label]) => (
              <Table.Th key={key} ta="right">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={`${row.bankAccountId}-${row.month}`}>
              <Table.Td>{row.bankAccountName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {dayjs(`${row.month}-01`).format('MMM YYYY')}
              </Table.Td>
              {COLUMNS.map(([key]) => (
                <Table.Td key={key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{rupees(row[key].amount)}</Text>
                  <Text size="xs" c="dimmed">
                    {row[key].count} line{row[key].count === 1 ? '' : 's'}
                  </Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
