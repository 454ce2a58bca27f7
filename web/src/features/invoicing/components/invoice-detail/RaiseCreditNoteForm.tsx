// 'Raise credit note' on a sent or done invoice: an amount of taxable value, or an amount per line,
// and the reason; shows what the note comes to with tax and the balance it leaves. The API applies
// the same rule and has the last word (a note larger than what is left is refused there too).
import { Button, Group, SegmentedControl, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import {
  CREDIT_NOTE_MESSAGES,
  CREDIT_NOTE_REASON_MAX,
  type CreditNoteBody,
  type CreditNoteRow,
  type InvoiceRow,
} from '@practice-desk/contracts';
import { useState } from 'react';
import { alreadyReported, readProblem } from '../../../../lib/api-error';
import { rupees, rupeesOfPaise } from '../../../../lib/rupees';
import { toast } from '../../../../lib/toast';
import { creditNotesApi } from '../../api/credit-notes-api';
import { creditPreview } from '../../utils/credit-preview';

type Mode = 'amount' | 'lines';

export function RaiseCreditNoteForm(props: {
  invoice: InvoiceRow;
  notes: CreditNoteRow[];
  onCancel(): void;
  onRaised(note: CreditNoteRow): void;
}) {
  const { invoice, notes } = props;
  const [mode, setMode] = useState<Mode>('amount');
  const [amount, setAmount] = useState('');
  const [lineAmounts, setLineAmounts] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const typed = mode === 'amount' ? { amount } : { lines: lineAmounts };
  const preview = creditPreview(invoice, notes, typed);

  const body = (): CreditNoteBody =>
    mode === 'amount'
      ? { amount: amount.trim(), reason }
      : {
          lines: Object.entries(lineAmounts)
            .filter(([, value]) => value.trim())
            .map(([lineId, value]) => ({ lineId, amount: value.trim() })),
          reason,
        };

  const submit = async () => {
    if (!reason.trim()) return setError(CREDIT_NOTE_MESSAGES.reasonRequired);
    if (!preview) return setError(CREDIT_NOTE_MESSAGES.amountRequired);
    setBusy(true);
    setError(null);
    try {
      const res = await creditNotesApi.raise(invoice.id, body());
      toast.success(res.message ?? CREDIT_NOTE_MESSAGES.created(res.data.creditNote.creditNoteNumber));
      props.onRaised(res.data.creditNote);
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) setError(problem.message ?? 'Failed to raise the credit note');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" p="sm" bg="gray.0" style={{ borderRadius: 8 }} aria-label="Raise credit note">
      <SegmentedControl
        size="xs"
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { value: 'amount', label: 'Amount' },
          { value: 'lines', label: 'Per line' },
        ]}
      />
      {mode === 'amount' ? (
        <TextInput
          label="Taxable value to credit"
          description="Spread over the invoice's remaining value rate by rate; each line's tax reversed at its own rate"
          leftSection="₹"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          data-autofocus
        />
      ) : (
        <Table verticalSpacing={4} aria-label="Credit per line">
          <Table.Tbody>
            {invoice.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td fz="sm">{item.description}</Table.Td>
                <Table.Td fz="sm" ta="right" c="dimmed">
                  {rupees(item.amount)}
                </Table.Td>
                <Table.Td w={140}>
                  <TextInput
                    size="xs"
                    leftSection="₹"
                    inputMode="decimal"
                    aria-label={`Credit for ${item.description}`}
                    value={lineAmounts[item.id] ?? ''}
                    onChange={(e) => setLineAmounts({ ...lineAmounts, [item.id]: e.currentTarget.value })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Textarea
        label="Reason"
        withAsterisk
        autosize
        minRows={2}
        maxLength={CREDIT_NOTE_REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Text size="sm" aria-live="polite">
        {preview
          ? `Credit note total ${rupeesOfPaise(preview.totalPaise)} (with tax) · balance after ${rupeesOfPaise(preview.balanceAfterPaise)}`
          : 'Enter an amount to see the credit note total and the balance after it'}
      </Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button size="xs" loading={busy} onClick={() => void submit()}>
          Raise credit note
        </Button>
      </Group>
    </Stack>
  );
}
