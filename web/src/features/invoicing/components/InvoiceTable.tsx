// A list of invoices: number, client, dates, money owed and paid (with the TDS deducted), status
// and actions. The status is the invoice's money status (Draft, Part paid, Overdue...); an overdue
// invoice's due date is shown in red too.
import { Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { type InvoiceRow, paiseOf, SIGNING_MESSAGES } from '@practice-desk/contracts';
import { ClientLink } from '../../../components/clients/ClientLink';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { rupees } from '../../../lib/rupees';
import { InvoiceNumber } from './InvoiceNumber';
import { type InvoiceAction, InvoiceRowActions } from './InvoiceRowActions';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

const money = { ta: 'right', style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;

export function InvoiceTable({
  invoices,
  unsigned = false,
  downloading,
  onAction,
}: {
  invoices: InvoiceRow[];
  /** The practice has no signature image nor signing certificate: issued invoices are marked. */
  unsigned?: boolean;
  downloading: string | null;
  onAction(action: InvoiceAction, invoice: InvoiceRow): void;
}) {
  const dateFormat = useDateFormat();
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label="Invoices">
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>INVOICE NO.</Table.Th>
            <Table.Th>CLIENT</Table.Th>
            <Table.Th>INVOICE DATE</Table.Th>
            <Table.Th>DUE DATE</Table.Th>
            <Table.Th {...money}>TOTAL</Table.Th>
            <Table.Th {...money}>PAID</Table.Th>
            <Table.Th {...money}>BALANCE</Table.Th>
            <Table.Th miw={110}>STATUS</Table.Th>
            <Table.Th w={250}>ACTIONS</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const overdue = invoice.moneyStatus === 'Overdue';
            return (
              <Table.Tr key={invoice.id} data-invoice-id={invoice.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <InvoiceNumber invoiceNumber={invoice.invoiceNumber} />
                    {unsigned && invoice.invoiceNumber !== null && (
                      <Tooltip label={SIGNING_MESSAGES.unsigned} multiline w={320} withArrow>
                        <Badge size="xs" color="orange" variant="light" tabIndex={0}>
                          Unsigned
                        </Badge>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <ClientLink id={invoice.clientId} name={invoice.clientName} />
                </Table.Td>
                <Table.Td fz="sm">{formatDate(invoice.generatedDate, dateFormat)}</Table.Td>
                <Table.Td fz="sm" c={overdue ? 'red.7' : undefined} fw={overdue ? 600 : undefined}>
                  {formatDate(invoice.dueDate, dateFormat)}
                </Table.Td>
                <Table.Td fz="sm" {...money}>
                  {rupees(invoice.totalAmount)}
                </Table.Td>
                <Table.Td fz="sm" {...money}>
                  {rupees(invoice.paidAmount)}
                  {paiseOf(invoice.tdsAmount) > 0 && (
                    <Text size="xs" c="dimmed">
                      + TDS {rupees(invoice.tdsAmount)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td fz="sm" fw={600} {...money}>
                  {rupees(invoice.balance)}
                </Table.Td>
                <Table.Td>
                  <InvoiceStatusBadge status={invoice.moneyStatus} />
                </Table.Td>
                <Table.Td>
                  <InvoiceRowActions
                    invoice={invoice}
                    downloading={downloading === invoice.id}
                    onAction={(action) => onAction(action, invoice)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
