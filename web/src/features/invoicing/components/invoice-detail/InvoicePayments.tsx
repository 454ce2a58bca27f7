// What the client has paid so far and what is left: each payment, the paid total and the balance.
import { Group, Table, Text } from '@mantine/core';
import { type InvoiceRow, paiseOf } from '@practice-desk/contracts';
import { useDateFormat } from '../../../preferences/states/preferences-store';
import { formatDate } from '../../../preferences/utils/format-date';
import { rupees } from '../../utils/rupees';

export function InvoicePayments({ invoice }: { invoice: InvoiceRow }) {
  const dateFormat = useDateFormat();
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
        Payments
      </Text>
      {invoice.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payments recorded yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={440}>
          <Table verticalSpacing={4} aria-label="Payments">
            <Table.Tbody>
              {invoice.payments.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td fz="sm">{formatDate(p.date, dateFormat)}</Table.Td>
                  <Table.Td fz="sm">{p.mode}</Table.Td>
                  <Table.Td fz="sm" c="dimmed">
                    {p.reference ?? ''}
                  </Table.Td>
                  <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {rupees(p.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end" gap="lg" mt={4}>
        <Text size="sm">
          Paid: <b>{rupees(invoice.paidAmount)}</b>
        </Text>
        <Text size="sm" c={paiseOf(invoice.balance) > 0 ? 'red.8' : 'green.8'}>
          Balance: <b>{rupees(invoice.balance)}</b>
        </Text>
      </Group>
    </div>
  );
}
