// Send an invoice: the PDF is e-mailed to the client (To, Cc, a message) and the invoice becomes Sent.
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  INVOICE_MESSAGES,
  type InvoiceRow,
  SendInvoiceBody,
  shownInvoiceNumber,
} from '@practice-desk/contracts';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { alreadyReported, fieldErrors, readProblem } from '../../../lib/api-error';
import { shownOnFields } from '../../../lib/report-failure';
import { rupees } from '../../../lib/rupees';
import { toast } from '../../../lib/toast';
import { valibotValidator } from '../../../lib/valibot-form';
import { invoicesApi } from '../api/invoices-api';

const empty = { email: '', cc: '', message: '' };

function defaultMessage(invoice: InvoiceRow): string {
  return `Dear ${invoice.clientName},\n\nPlease find attached ${invoice.invoiceNumber ? `invoice ${invoice.invoiceNumber}` : 'our invoice'} for ${rupees(invoice.totalAmount)}.\n\nRegards,\n${invoice.supplier.name}`;
}

export function SendInvoiceModal({
  invoice,
  onClose,
  onSent,
}: {
  invoice: InvoiceRow | null;
  onClose(): void;
  onSent(invoice: InvoiceRow): void;
}) {
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: empty, validate: valibotValidator(SendInvoiceBody) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill each time another invoice is to be sent.
  useEffect(() => {
    if (!invoice) return;
    form.setValues({ email: invoice.billedTo.email ?? '', cc: '', message: defaultMessage(invoice) });
    form.clearErrors();
  }, [invoice?.id]);

  const submit = form.onSubmit(async (values) => {
    if (!invoice) return;
    setBusy(true);
    try {
      const email = values.email.trim();
      const cc = values.cc.trim();
      const message = values.message.trim();
      const res = await invoicesApi.send(invoice.id, {
        email,
        ...(cc ? { cc } : {}),
        ...(message ? { message } : {}),
      });
      toast.success(res.message ?? INVOICE_MESSAGES.sent(email));
      onSent(res.data.invoice);
      onClose();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!shownOnFields(problem, ['email', 'cc', 'message']) && !alreadyReported(problem))
        toast.error(problem.message ?? INVOICE_MESSAGES.sendFailed);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AppModal
      opened={invoice !== null}
      onClose={onClose}
      title={`Send ${invoice ? shownInvoiceNumber(invoice.invoiceNumber) : ''}`}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            The invoice PDF is attached to the e-mail; the invoice then moves to Invoices Sent.
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
