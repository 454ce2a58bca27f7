// The top of an invoice: the practice that issues it (name, address, GSTIN, state), the title
// (Tax Invoice, or Invoice without a GSTIN) and the invoice's number and dates.
import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { InvoiceRow } from '@practice-desk/contracts';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { stateText } from '../../utils/state-text';
import { InvoiceNumber } from '../InvoiceNumber';
import { InvoiceStatusBadge } from '../InvoiceStatusBadge';

export function InvoiceHeading({ invoice }: { invoice: InvoiceRow }) {
  const dateFormat = useDateFormat();
  const { supplier } = invoice;
  const meta: [string, React.ReactNode][] = [
    ['Invoice No.', <InvoiceNumber key="n" invoiceNumber={invoice.invoiceNumber} fw={700} />],
    ['Invoice date', formatDate(invoice.generatedDate, dateFormat)],
    ['Due date', formatDate(invoice.dueDate, dateFormat)],
    ['Status', <InvoiceStatusBadge key="s" status={invoice.moneyStatus} />],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap={2}>
        <Text fw={700} size="lg" lh={1.3}>
          {supplier.name}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {supplier.address}
        </Text>
        {supplier.gstin && (
          <Text size="sm">
            GSTIN:{' '}
            <Text span ff="monospace" size="sm">
              {supplier.gstin}
            </Text>
          </Text>
        )}
        {supplier.stateCode && <Text size="sm">State: {stateText(supplier)}</Text>}
        {(supplier.email || supplier.phone) && (
          <Text size="sm" c="dimmed">
            {[supplier.email, supplier.phone].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Stack>
      <Stack gap="xs" align="stretch">
        <Group justify="flex-end">
          <Title order={3} size="h3" tt="uppercase" c="blue.8">
            {invoice.title}
          </Title>
        </Group>
        <Table withRowBorders={false} verticalSpacing={2} aria-label="Invoice details">
          <Table.Tbody>
            {meta.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td c="dimmed" fz="sm" ta="right" w="50%">
                  {label}
                </Table.Td>
                <Table.Td fz="sm" ta="right">
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </SimpleGrid>
  );
}
