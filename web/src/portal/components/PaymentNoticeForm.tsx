// 'I have paid': the amount, the day and the UPI or bank reference of a payment the client made.
// Checked here with the API's own rules; the practice confirms it before the invoice shows it paid.
// The date is typed the Indian way (DD/MM/YYYY), whatever the phone's own date picker would show.
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { PAYMENT_NOTICE_LIMITS, PaymentNoticeBody, parseDateInput } from '@practice-desk/contracts';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { portalDate } from '../lib/format';
import { portalApi } from '../lib/portal-api';

type Field = 'amount' | 'date' | 'reference';

const localToday = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export function PaymentNoticeForm({
  invoiceId,
  suggested,
  onSent,
}: {
  invoiceId: string;
  /** What is left to pay: the amount filled in. */
  suggested: string;
  onSent(message: string): void;
}) {
  const [values, setValues] = useState({ amount: suggested, date: portalDate(localToday()), reference: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const day = parseDateInput(values.date, 'DD/MM/YYYY');
    const checked = v.safeParse(PaymentNoticeBody, { ...values, date: day.ok ? day.date : '' });
    if (!checked.success || !day.ok) {
      const found: Partial<Record<Field, string>> = day.ok ? {} : { date: day.message };
      for (const issue of checked.issues ?? []) {
        const field = issue.path?.[0]?.key as Field | undefined;
        if (field && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await portalApi.paymentNotice(invoiceId, checked.output);
      onSent(answer.message ?? '');
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="i-have-paid">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="i-have-paid">
            I have paid
          </Title>
          <Text size="sm" c="dimmed">
            Paid this invoice by UPI or bank transfer? Tell us here. It shows as paid once the practice
            confirms it.
          </Text>
          <TextInput
            label="Amount paid (₹)"
            inputMode="decimal"
            required
            maxLength={20}
            value={values.amount}
            error={errors.amount}
            onChange={set('amount')}
          />
          <TextInput
            label="Date paid"
            description="DD/MM/YYYY"
            required
            maxLength={12}
            value={values.date}
            error={errors.date}
            onChange={set('date')}
          />
          <TextInput
            label="UPI or bank reference (UTR)"
            description="The 12-digit reference your UPI app or bank shows for the payment"
            required
            maxLength={PAYMENT_NOTICE_LIMITS.reference}
            value={values.reference}
            error={errors.reference}
            onChange={set('reference')}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Button type="submit" loading={busy}>
            Send 'I have paid'
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
