// E-mail a receipt: its PDF attached, to the client (To, Cc, a message), as an invoice is sent.
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type InvoicePayment,
  type InvoiceRow,
  RECEIPT_MESSAGES,
  SendInvoiceBody,
} from '@practice-desk/contracts';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../../components/AppModal';
import { alreadyReported, fieldErrors, readProblem } from '../../../../lib/api-error';
import { shownOnFields } from '../../../../lib/report-failure';
import { rupees } from '../../../../lib/rupees';
import { toast } from '../../../../lib/toast';
import { valibotValidator } from '../../../../lib/valibot-form';
import { receiptsApi } from '../../api/receipts-api';

function defaultMessage(invoice: InvoiceRow, payment: InvoicePayment): string {
  return `Dear ${invoice.clientName},\n\nThank you for your payment of ${rupees(payment.amount)} against invoice ${invoice.invoiceNumber}. Please find attached receipt ${payment.receiptNumber}.\n\nRegards,\n${invoice.supplier.name}`;
}

interface Props {
  invoice: InvoiceRow;
  payment: InvoicePayment | null;
  onClose(): void;
}

export function SendReceiptModal({ invoice, payment, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '', cc: '', message: '' },
    validate: valibotValidator(SendInvoiceBody),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill each time another receipt is to be sent.
  useEffect(() => {
    if (!payment) return;
    form.setValues({
      email: invoice.billedTo.email ?? '',
      cc: '',
      message: defaultMessage(invoice, payment),
    });
    form.clearErrors();
  }, [payment?.id]);

  const submit = form.onSubmit(async (values) => {
    if (!payment) return;
    setBusy(true);
    try {
      const [email, cc, message] = [values.email.trim(), values.cc.trim(), values.message.trim()];
      const res = await receiptsApi.send(payment.id, {
        email,
        ...(cc ? { cc } : {}),
        ...(message ? { message } : {}),
      });
      toast.success(res.message ?? RECEIPT_MESSAGES.sent(email));
      onClose();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!shownOnFields(problem, ['email', 'cc', 'message']) && !alreadyReported(problem))
        toast.error(problem.message ?? RECEIPT_MESSAGES.sendFailed);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AppModal
      opened={payment !== null}
      onClose={onClose}
      title={`E-mail receipt ${payment?.receiptNumber ?? ''}`}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            The receipt PDF is attached to the e-mail.
          </Text>
          <TextInput label="To" type="email" withAsterisk data-autofocus {...form.getInputProps('email')} />
          <TextInput
            label="Cc"
            description="Optional; separate several addresses with commas"
            {...form.getInputProps('cc')}
          />
          <Textarea label="Message" autosize minRows={4} maxRows={10} {...form.getInputProps('message')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} leftSection={<IconSend size={16} />}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
