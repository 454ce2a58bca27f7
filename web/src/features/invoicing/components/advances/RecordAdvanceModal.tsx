// 'Record advance': money received from the client before the invoice (amount with GST in it,
// date, mode, reference, what it is for). Saving issues the receipt voucher (Rule 50).
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ADVANCE_LIMITS, AdvanceBody, type AdvanceRow, PAYMENT_MODES } from '@practice-desk/contracts';
import { useState } from 'react';
import { AppModal } from '../../../../components/AppModal';
import { DateField } from '../../../../components/DateField';
import { alreadyReported, fieldErrors, readProblem } from '../../../../lib/api-error';
import { practiceToday } from '../../../../lib/preferences/utils/practice-today';
import { shownOnFields } from '../../../../lib/report-failure';
import { toast } from '../../../../lib/toast';
import { valibotValidator } from '../../../../lib/valibot-form';
import { advancesApi } from '../../api/advances-api';

interface Values {
  amount: string;
  date: string;
  mode: string;
  reference: string;
  description: string;
  sac: string;
}
const FIELDS = ['amount', 'date', 'mode', 'reference', 'description', 'sac'];
const validate = valibotValidator(AdvanceBody);
const toBody = (v: Values) => ({
  amount: v.amount.trim(),
  date: v.date,
  mode: v.mode,
  reference: v.reference.trim() || undefined,
  description: v.description.trim(),
  sac: v.sac.trim() || undefined,
});

export function RecordAdvanceModal(props: {
  clientId: string | null;
  onClose(): void;
  onRecorded(advance: AdvanceRow): void;
}) {
  const today = practiceToday();
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    initialValues: {
      amount: '',
      date: today,
      mode: 'Bank Transfer',
      reference: '',
      description: '',
      sac: '',
    },
    validate: (values) => validate(toBody(values)),
  });
  const close = () => {
    form.reset();
    props.onClose();
  };
  const submit = form.onSubmit(async (values) => {
    if (!props.clientId) return;
    setBusy(true);
    try {
      const res = await advancesApi.record(props.clientId, toBody(values) as AdvanceBody);
      toast.success(res.message ?? `Receipt voucher ${res.data.advance.voucherNumber} issued`);
      props.onRecorded(res.data.advance);
      close();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!shownOnFields(problem, FIELDS) && !alreadyReported(problem))
        toast.error(problem.message ?? 'Failed to record the advance');
    } finally {
      setBusy(false);
    }
  });
  return (
    <AppModal opened={props.clientId !== null} onClose={close} title="Record advance">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            The amount received includes GST; a receipt voucher is issued for it and the advance is adjusted
            against the client's next invoices.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Amount received"
              withAsterisk
              inputMode="decimal"
              maxLength={16}
              leftSection="₹"
              data-autofocus
              {...form.getInputProps('amount')}
            />
            <DateField label="Date" withAsterisk max={today} {...form.getInputProps('date')} />
            <Select
              label="Mode"
              withAsterisk
              data={[...PAYMENT_MODES]}
              allowDeselect={false}
              {...form.getInputProps('mode')}
            />
            <TextInput
              label="Reference"
              description="Optional: UTR or cheque number"
              maxLength={ADVANCE_LIMITS.reference}
              {...form.getInputProps('reference')}
            />
          </SimpleGrid>
          <TextInput
            label="For (description of service)"
            withAsterisk
            maxLength={ADVANCE_LIMITS.description}
            {...form.getInputProps('description')}
          />
          <TextInput
            label="SAC"
            description="Optional: the practice's SAC from invoice settings"
            maxLength={6}
            inputMode="numeric"
            {...form.getInputProps('sac')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Record advance
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
