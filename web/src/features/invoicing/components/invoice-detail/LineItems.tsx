// The lines of an issued invoice (read-only): description, SAC, quantity, rate, discount, taxable
// value and tax rate; reimbursements paid as a pure agent are marked and bear no GST.
import { Badge, Table, Text } from '@mantine/core';
import { type InvoiceItem, REIMBURSEMENT_TAX_LABEL } from '@practice-desk/contracts';
import { rupees } from '../../../../lib/rupees';

function taxText(item: InvoiceItem): string {
  // Outside the taxable value (Rule 33 of the CGST Rules 2017), not an exempt supply.
  if (item.kind === 'reimbursement') return REIMBURSEMENT_TAX_LABEL;
  if (!item.taxable) return 'Non-GST';
  return item.gstRateBp === 0 ? 'Exempt' : `${item.gstRateBp / 100}%`;
}

export function LineItems({ items }: { items: InvoiceItem[] }) {
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table withTableBorder verticalSpacing={6} aria-label="Line items">
        <Table.Thead bg="gray.1">
          <Table.Tr>
            <Table.Th w={36}>#</Table.Th>
            <Table.Th>DESCRIPTION</Table.Th>
            <Table.Th w={80}>SAC</Table.Th>
            <Table.Th w={50} ta="right">
              QTY
            </Table.Th>
            <Table.Th w={110} ta="right">
              RATE
            </Table.Th>
            <Table.Th w={100} ta="right">
              DISCOUNT
            </Table.Th>
            <Table.Th w={120} ta="right">
              AMOUNT
            </Table.Th>
            <Table.Th w={70} ta="right">
              GST
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr key={item.id}>
              <Table.Td fz="sm">{index + 1}</Table.Td>
              <Table.Td>
                <Text size="sm">{item.description}</Text>
                {item.kind === 'reimbursement' && (
                  <Badge size="xs" variant="light" color="gray">
                    Reimbursement
                  </Badge>
                )}
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
                {rupees(item.discount)}
              </Table.Td>
              <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {rupees(item.amount)}
              </Table.Td>
              <Table.Td fz="sm" ta="right">
                {taxText(item)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
