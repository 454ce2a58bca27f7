// Reject a client's payment notice, saying why: the client reads the reason in the portal.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PAYMENT_NOTICE_LIMITS,
  type PaymentNoticeRow,
  PORTAL_MONEY_MESSAGES,
  RejectPaymentNoticeBody,
} from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../../components/AppModal';
import { alreadyReported, fieldErrors, readProblem } from '../../../../lib/api-error';
import { rupees } from '../../../../lib/rupees';
import { toast } from '../../../../lib/toast';
import { valibotValidator } from '../../../../lib/valibot-form';
import { paymentNoticesApi } from '../../api/payment-notices-api';

export function RejectNoticeModal({
  notice,
  onClose,
  onRejected,
}: {
  notice: PaymentNoticeRow | null;
  onClose(): void;
  onRejected(notice: PaymentNoticeRow): void;
}) {
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { reason: '' },
    validate: valibotValidator(RejectPaymentNoticeBody),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: empty again for each notice.
  useEffect(() => form.reset(), [notice?.id]);
  const submit = form.onSubmit(async ({ reason }) => {
    if (!notice) return;
    setBusy(true);
    try {
      const res = await paymentNoticesApi.reject(notice.id, reason.trim());
      toast.success(res.message ?? PORTAL_MONEY_MESSAGES.rejected);
      onRejected(res.data.notice);
      onClose();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!alreadyReported(problem) && problem.errors.length === 0)
        toast.error(problem.message ?? 'Failed to reject the payment notice');
    } finally {
      setBusy(false);
    }
  });
  return (
    <AppModal
      opened={notice !== null}
      onClose={onClose}
      title={`Reject payment · ${notice?.invoiceNumber ?? ''}`}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {notice?.clientName} reported {rupees(notice?.amount)} paid, reference {notice?.reference}.
            Nothing is recorded; the client sees the notice as not confirmed, with your reason.
          </Text>
          <Textarea
            label="Reason the client will read"
            withAsterisk
            autosize
            minRows={2}
            maxLength={PAYMENT_NOTICE_LIMITS.reason}
            placeholder="e.g. No credit with this reference in our bank account yet; please send the bank statement"
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={busy}>
              Reject payment
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
