// Split a credit over invoices of one client by hand: each open invoice dated on or before the
// line with the amount received against it and the TDS deducted; the amounts must add up to the
// credit. The best candidate's invoices and amounts come filled in.
import { Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  type BankLine,
  type ClientRow,
  isMoneyInput,
  type OpenInvoiceList,
  paiseOf,
  RECONCILE_MESSAGES,
} from '@practice-desk/contracts';
import { useEffect, useRef, useState } from 'react';
import { AppModal } from '../../../../components/AppModal';
import { ClientSelect } from '../../../../components/ClientSelect';
import { rupees, rupeesOfPaise } from '../../../../lib/rupees';
import { reconcileApi } from '../api/reconcile-api';

type Row = OpenInvoiceList['invoices'][number] & { chosen: boolean; amount: string; tdsAmount: string };
const paise = (text: string) => (isMoneyInput(text.trim() || '0') ? paiseOf(text.trim() || '0') : Number.NaN);

export function SplitModal({
  line,
  clients,
  busy,
  onClose,
  onSplit,
}: {
  line: BankLine | null;
  clients: ClientRow[];
  busy: boolean;
  onClose(): void;
  onSplit(allocations: { invoiceId: string; amount: string; tdsAmount: string }[]): void;
}) {
  const [clientId, setClientId] = useState<string | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const named = line?.candidates.find((c) => c.clientId)?.clientId ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the named client again for each line.
  useEffect(() => setClientId(named), [line?.id]);
  useEffect(() => {
    setRows([]);
    if (!clientId || !line) return;
    const best = line.candidates.find((c) => c.clientId === clientId && c.kind !== 'advance');
    void reconcileApi.openInvoices(clientId).then((invoices) =>
      setRows(
        invoices
          .filter((invoice) => invoice.date <= line.date)
          .map((invoice) => {
            const planned = best?.invoices.find((i) => i.id === invoice.id);
            return {
              ...invoice,
              chosen: Boolean(planned),
              amount: planned?.amount ?? '',
              tdsAmount: planned?.tdsAmount ?? '0',
            };
          }),
      ),
    );
  }, [clientId, line]);

  const submit = useRef<HTMLButtonElement>(null);
  // The invoices read, the suggested split filled in: Enter records it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the client's invoices arrive.
  useEffect(() => {
    if (named && rows.some((r) => r.chosen)) submit.current?.focus();
  }, [rows.length]);
  const set = (id: string, change: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.id === id ? { ...row, ...change } : row)));
  const chosen = rows.filter((r) => r.chosen);
  const total = chosen.reduce((sum, r) => sum + paise(r.amount), 0);
  const credit = line ? paiseOf(line.credit) : 0;
  const adds =
    chosen.length > 0 && total === credit && chosen.every((r) => !Number.isNaN(paise(r.tdsAmount)));

  return (
    <AppModal opened={line !== null} onClose={onClose} title={`Split · ${rupees(line?.credit)}`} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (adds)
            onSplit(
              chosen.map((r) => ({
                invoiceId: r.id,
                amount: r.amount.trim(),
                tdsAmount: r.tdsAmount.trim() || '0',
              })),
            );
        }}
      >
        <Stack>
          {/* A client already named: the focus goes to Record split (Enter records); none: to the list. */}
          <ClientSelect
            clients={clients}
            value={clientId}
            onChange={setClientId}
            data-autofocus={named ? undefined : true}
          />
          {clientId && rows.length === 0 && (
            <Text size="sm" c="dimmed">
              No open invoice of this client is dated on or before {line?.date}.
            </Text>
          )}
          {rows.length > 0 && (
            <Table.ScrollContainer minWidth={480}>
              <Table aria-label="Open invoices of the client">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Invoice</Table.Th>
                    <Table.Th ta="right">Balance</Table.Th>
                    <Table.Th>Received</Table.Th>
                    <Table.Th>TDS</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Checkbox
                          label={row.invoiceNumber}
                          styles={{ label: { whiteSpace: 'nowrap' } }}
                          checked={row.chosen}
                          onChange={(event) => {
                            const on = event.currentTarget.checked;
                            set(row.id, {
                              chosen: on,
                              ...(on && !row.amount ? { amount: row.balance } : {}),
                            });
                          }}
                        />
                      </Table.Td>
                      <Table.Td ta="right">{rupees(row.balance)}</Table.Td>
                      <Table.Td>
                        <TextInput
                          size="xs"
                          aria-label={`Received against ${row.invoiceNumber}`}
                          value={row.amount}
                          disabled={!row.chosen}
                          onChange={(event) => set(row.id, { amount: event.currentTarget.value })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          size="xs"
                          aria-label={`TDS on ${row.invoiceNumber}`}
                          value={row.tdsAmount}
                          disabled={!row.chosen}
                          description={row.chosen ? `10%: ${rupees(row.suggestedTds)}` : undefined}
                          onChange={(event) => set(row.id, { tdsAmount: event.currentTarget.value })}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Text size="sm" c={adds ? undefined : 'red'} aria-live="polite">
            {Number.isNaN(total)
              ? 'An amount is not a number'
              : adds
                ? `Adds up to ${rupeesOfPaise(credit)}`
                : `${rupeesOfPaise(total)} of ${rupeesOfPaise(credit)}: ${RECONCILE_MESSAGES.allocationsSum(rupees(line?.credit).slice(1))}`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={!adds} ref={submit}>
              Record split
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
