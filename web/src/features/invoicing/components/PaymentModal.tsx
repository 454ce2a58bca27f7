// Record a payment against an invoice: amount (the balance by default), TDS deducted by the client
// (10% of the fees without GST, less credit notes, offered under the date's section), date, mode and reference. Part payments are allowed; amount +
// TDS settle the invoice, which is Done once the balance is nil. Given a client's payment notice
// ('I have paid' in the portal), the same form confirms it: filled in from the notice, it records
// the payment and marks the notice confirmed.
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  INVOICE_MESSAGES,
  type InvoiceRow,
  PAYMENT_MODES,
  PaymentBody,
  type PaymentNoticeRow,
  paiseOf,
} from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { alreadyReported, fieldErrors, readProblem } from '../../../lib/api-error';
import { practiceToday } from '../../../lib/preferences/utils/practice-today';
import { shownOnFields } from '../../../lib/report-failure';
import { rupees, rupeesOfPaise } from '../../../lib/rupees';
import { toast } from '../../../lib/toast';
import { valibotValidator } from '../../../lib/valibot-form';
import { invoicesApi } from '../api/invoices-api';
import { paymentNoticesApi } from '../api/payment-notices-api';
import { amountWithTds, settlingPaise, tdsHint } from '../utils/tds-hint';
import { NoticeSummary } from './payments/NoticeSummary';
import { TdsField } from './payments/TdsField';

interface Values {
  /** As typed: '5000', '5000.5' (sent as it is; the API reads it to paise). */
  amount: string;
  /** As typed; empty is no TDS. */
  tdsAmount: string;
  date: string;
  mode: string;
  reference: string;
}
const validatePayment = valibotValidator(PaymentBody);
const toBody = (values: Values) => ({
  ...values,
  amount: values.amount.trim(),
  tdsAmount: values.tdsAmount.trim() || '0',
  reference: values.reference.trim() || undefined,
});

export function PaymentModal({
  invoice,
  notice = null,
  onClose,
  onRecorded,
}: {
  invoice: InvoiceRow | null;
  /** The client's payment notice this payment confirms. */
  notice?: PaymentNoticeRow | null;
  onClose(): void;
  onRecorded(invoice: InvoiceRow): void;
}) {
  const [busy, setBusy] = useState(false);
  const today = practiceToday();
  const form = useForm<Values>({
    initialValues: { amount: '', tdsAmount: '', date: today, mode: 'Bank Transfer', reference: '' },
    validate: (values) => validatePayment(toBody(values)),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill each time another invoice is paid.
  useEffect(() => {
    if (!invoice) return;
    form.setValues({
      amount: notice?.amount ?? invoice.balance,
      tdsAmount: '',
      date: notice?.date ?? today,
      mode: notice ? 'UPI' : 'Bank Transfer',
      reference: notice?.reference ?? '',
    });
    form.clearErrors();
  }, [invoice?.id, notice?.id]);

  const submit = form.onSubmit(async (values) => {
    if (!invoice) return;
    setBusy(true);
    try {
      const body = toBody(values) as PaymentBody;
      const res = notice
        ? await paymentNoticesApi.confirm(notice.id, body)
        : await invoicesApi.recordPayment(invoice.id, body);
      const paid = res.data.invoice;
      toast.success(
        res.message ?? (paid.status === 'Done' ? INVOICE_MESSAGES.done : INVOICE_MESSAGES.paymentRecorded),
      );
      onRecorded(paid);
      onClose();
    } catch (err) {
      // An over-payment comes back on the amount, with the balance in its words: shown there.
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (
        !shownOnFields(problem, ['amount', 'tdsAmount', 'date', 'mode', 'reference']) &&
        !alreadyReported(problem)
      )
        toast.error(problem.message ?? 'Failed to record payment');
    } finally {
      setBusy(false);
    }
  });

  // The section follows the payment's date; today's while the field does not hold a whole date.
  const paidOn = /^\d{4}-\d{2}-\d{2}$/.test(form.values.date) ? form.values.date : today;
  const hint = invoice ? tdsHint(invoice, paidOn) : null;
  const acceptHint = (tds: string) => {
    if (!invoice) return;
    form.setValues({ tdsAmount: tds, amount: amountWithTds(form.values.amount, tds, invoice.balance) });
    form.clearErrors();
  };
  const settling = settlingPaise(form.values.amount, form.values.tdsAmount);

  return (
    <AppModal
      opened={invoice !== null}
      onClose={onClose}
      title={`${notice ? 'Confirm payment' : 'Record payment'} · ${invoice?.invoiceNumber ?? ''}`}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {notice && <NoticeSummary notice={notice} />}
          <Text size="sm">
            Total {rupees(invoice?.totalAmount)} · paid {rupees(invoice?.paidAmount)}
            {invoice && paiseOf(invoice.tdsAmount) > 0 ? ` · TDS ${rupees(invoice.tdsAmount)}` : ''} ·{' '}
            <b>balance {rupees(invoice?.balance)}</b>
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Amount received"
              withAsterisk
              inputMode="decimal"
              maxLength={20}
              leftSection="₹"
              data-autofocus
              {...form.getInputProps('amount')}
            />
            <TdsField hint={hint} onAccept={acceptHint} {...form.getInputProps('tdsAmount')} />
          </SimpleGrid>
          {settling !== null && invoice && (
            <Text size="sm" c={settling > paiseOf(invoice.balance) ? 'red.8' : 'dimmed'} aria-live="polite">
              Settles {rupeesOfPaise(settling)} of {rupees(invoice.balance)}
              {settling === paiseOf(invoice.balance) ? ' — the invoice will be Done' : ''}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DateField label="Date" withAsterisk max={today} {...form.getInputProps('date')} />
            <Select
              label="Mode"
              withAsterisk
              data={[...PAYMENT_MODES]}
              allowDeselect={false}
              {...form.getInputProps('mode')}
            />
          </SimpleGrid>
          <TextInput
            label="Reference"
            description="Optional: UTR, cheque number or receipt"
            maxLength={200}
            {...form.getInputProps('reference')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {notice ? 'Confirm payment' : 'Record payment'}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
