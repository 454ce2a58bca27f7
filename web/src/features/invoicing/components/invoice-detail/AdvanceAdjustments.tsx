// Advances set off against the invoice ('Less: advance received vide RV/26-27/001 dated …') with
// the balance due after them, and, on a draft, 'Adjust advance': one of the client's advances with
// something left, for as much as both it and the balance allow (or less). The API has the last
// word on both limits.
import { Button, CloseButton, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  ADVANCE_MESSAGES,
  type AdvanceRow,
  type InvoiceRow,
  moneyOf,
  paiseOf,
} from '@practice-desk/contracts';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { alreadyReported, readProblem } from '../../../../lib/api-error';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { attempt } from '../../../../lib/report-failure';
import { rupees } from '../../../../lib/rupees';
import { toast } from '../../../../lib/toast';
import { useResource } from '../../../../lib/use-resource';
import { advancesApi } from '../../api/advances-api';

const leftOf = (advance: AdvanceRow) => paiseOf(advance.unadjustedAmount);

export function AdvanceAdjustments({
  invoice,
  onChanged,
}: {
  invoice: InvoiceRow;
  onChanged(next: InvoiceRow): void;
}) {
  const dateFormat = useDateFormat();
  const draft = invoice.status === 'Generated';
  const { data, reload } = useResource(
    () => (draft ? advancesApi.list(invoice.clientId) : Promise.resolve([])),
    [invoice.clientId, draft, invoice.advanceAdjustedAmount],
    'Failed to fetch advances',
  );
  const open = (data ?? []).filter((a) => leftOf(a) > 0);
  const [adjusting, setAdjusting] = useState(false);
  const [advanceId, setAdvanceId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const adjusted = invoice.advanceAdjustments;
  if (adjusted.length === 0 && (!draft || open.length === 0)) return null;

  const choose = (id: string | null) => {
    setAdvanceId(id);
    const advance = open.find((a) => a.id === id);
    if (advance) setAmount(moneyOf(Math.max(0, Math.min(leftOf(advance), paiseOf(invoice.balance)))));
  };
  const submit = async () => {
    if (!advanceId) return setError('Choose an advance');
    setBusy(true);
    setError(null);
    try {
      const res = await advancesApi.adjust(invoice.id, { advanceId, amount: amount.trim() || undefined });
      toast.success(res.message ?? 'Advance adjusted');
      setAdjusting(false);
      onChanged(res.data.invoice);
      void reload();
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) setError(problem.message ?? 'Failed to adjust the advance');
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: string) => {
    const res = await attempt(
      () => advancesApi.removeAdjustment(invoice.id, id),
      'Failed to remove the adjustment',
    );
    if (res) {
      toast.success(res.message ?? ADVANCE_MESSAGES.adjustmentRemoved);
      onChanged(res.data.invoice);
    }
  };

  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Advances adjusted
        </Text>
        {draft && open.length > 0 && !adjusting && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowsExchange size={14} />}
            onClick={() => setAdjusting(true)}
          >
            Adjust advance
          </Button>
        )}
      </Group>
      {adjusted.length > 0 && (
        <Table verticalSpacing={4} aria-label="Advances adjusted">
          <Table.Tbody>
            {adjusted.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td fz="sm">
                  Less: advance received vide {a.voucherNumber} dated {formatDate(a.voucherDate, dateFormat)}
                  {a.taxes.length > 0 && (
                    <Text size="xs" c="dimmed">
                      incl. {a.taxes.map((t) => `${t.name} ${rupees(t.amount)}`).join(', ')} paid on the
                      advance, set off
                    </Text>
                  )}
                </Table.Td>
                <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                  −{rupees(a.amount)}
                </Table.Td>
                {draft && (
                  <Table.Td w={32}>
                    <CloseButton
                      size="sm"
                      aria-label={`Remove adjustment of ${a.voucherNumber}`}
                      onClick={() => void remove(a.id)}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fz="sm" fw={700}>
                Balance due
              </Table.Td>
              <Table.Td fz="sm" fw={700} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {rupees(invoice.balance)}
              </Table.Td>
              {draft && <Table.Td />}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      {adjusting && (
        <Stack gap="xs" p="sm" bg="gray.0" style={{ borderRadius: 8 }} aria-label="Adjust advance">
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label="Advance"
              placeholder="Choose a receipt voucher"
              data={open.map((a) => ({
                value: a.id,
                label: `${a.voucherNumber} · ${formatDate(a.date, dateFormat)} · ${rupees(a.unadjustedAmount)} left`,
              }))}
              value={advanceId}
              onChange={choose}
              miw={220}
            />
            <TextInput
              label="Amount to adjust"
              leftSection="₹"
              inputMode="decimal"
              maxLength={16}
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              miw={140}
            />
          </Group>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setAdjusting(false)}>
              Cancel
            </Button>
            <Button size="xs" loading={busy} onClick={() => void submit()}>
              Adjust
            </Button>
          </Group>
        </Stack>
      )}
    </div>
  );
}
