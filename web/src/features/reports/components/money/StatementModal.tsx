// A client's statement of account for a date range (from the start of the financial year by
// default): opening balance, each invoice, credit note and payment with the running balance, the
// closing balance; Download PDF and Download Excel.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { financialYearStart, STATEMENT_ENTRY_LABELS } from '@practice-desk/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../../../components/AppModal';
import { DateField } from '../../../../components/DateField';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { practiceToday } from '../../../../lib/preferences/utils/practice-today';
import { attempt } from '../../../../lib/report-failure';
import { rupees } from '../../../../lib/rupees';
import { useResource } from '../../../../lib/use-resource';
import { moneyReportsApi } from '../../api/money-reports-api';

export function StatementModal({
  client,
  onClose,
}: {
  client: { id: string; name: string } | null;
  onClose(): void;
}) {
  const dateFormat = useDateFormat();
  const today = practiceToday();
  const [from, setFrom] = useState(financialYearStart(today));
  const [to, setTo] = useState(today);
  const range = { from, to };
  const valid = Boolean(from && to && from <= to);
  const { data } = useResource(
    () => (client && valid ? moneyReportsApi.statement(client.id, range) : Promise.resolve(null)),
    [client?.id, from, to],
    'Failed to fetch the statement',
  );
  const statement = data && client && data.client.id === client.id ? data : null;
  const file = (kind: 'pdf' | 'xlsx') =>
    client &&
    void attempt(
      () => (kind === 'pdf' ? moneyReportsApi.statementPdf : moneyReportsApi.statementXlsx)(client.id, range),
      'Failed to download the statement',
    );
  const money = (amount: string) => (amount === '0.00' ? '' : rupees(amount));

  return (
    <AppModal
      opened={client !== null}
      onClose={onClose}
      title={`Statement of account – ${client?.name ?? ''}`}
      size="xl"
    >
      <Stack gap="md">
        <Group gap="sm" align="flex-end">
          <DateField label="From" value={from} onChange={(value) => setFrom(value)} w={170} />
          <DateField
            label="To"
            value={to}
            onChange={(value) => setTo(value)}
            w={170}
            error={valid ? undefined : 'The from date must be on or before the to date'}
          />
        </Group>
        {statement && (
          <Group gap="lg">
            <Text size="sm">
              Opening balance: <b>{rupees(statement.opening)}</b>
            </Text>
            <Text size="sm">
              Closing balance: <b>{rupees(statement.closing)}</b>
            </Text>
          </Group>
        )}
        {statement && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={4} aria-label="Statement of account">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>DATE</Table.Th>
                  <Table.Th>ENTRY</Table.Th>
                  <Table.Th>REFERENCE</Table.Th>
                  <Table.Th ta="right">DEBIT</Table.Th>
                  <Table.Th ta="right">CREDIT</Table.Th>
                  <Table.Th ta="right">BALANCE</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td fz="sm">{formatDate(statement.from, dateFormat)}</Table.Td>
                  <Table.Td fz="sm" colSpan={4}>
                    Opening balance
                  </Table.Td>
                  <Table.Td fz="sm" ta="right">
                    {rupees(statement.opening)}
                  </Table.Td>
                </Table.Tr>
                {statement.entries.map((e) => (
                  <Table.Tr key={`${e.date}-${e.kind}-${e.reference}-${e.balance}`}>
                    <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(e.date, dateFormat)}
                    </Table.Td>
                    <Table.Td fz="sm">{STATEMENT_ENTRY_LABELS[e.kind]}</Table.Td>
                    <Table.Td fz="sm">
                      {e.reference}
                      {e.kind !== 'invoice' && e.invoiceNumber && (
                        <Text span size="xs" c="dimmed" ml={6}>
                          ({e.invoiceNumber})
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td fz="sm" ta="right">
                      {money(e.debit)}
                    </Table.Td>
                    <Table.Td fz="sm" ta="right">
                      {money(e.credit)}
                    </Table.Td>
                    <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {rupees(e.balance)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Td colSpan={3}>Closing balance</Table.Td>
                  <Table.Td ta="right">{rupees(statement.totalDebit)}</Table.Td>
                  <Table.Td ta="right">{rupees(statement.totalCredit)}</Table.Td>
                  <Table.Td ta="right" data-testid="statement-closing">
                    {rupees(statement.closing)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!valid}
            onClick={() => file('xlsx')}
          >
            Download Excel
          </Button>
          <Button leftSection={<IconDownload size={16} />} disabled={!valid} onClick={() => file('pdf')}>
            Download PDF
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
