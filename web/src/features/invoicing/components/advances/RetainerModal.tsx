// 'Add retainer' / 'Edit retainer': how often, how much, what for, from when (and until when),
// the day of the month its draft is made, and whether that draft is mailed to the client at once.
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  RETAINER_FREQUENCIES,
  RETAINER_LIMITS,
  RetainerBody,
  type RetainerRow,
} from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../../components/AppModal';
import { DateField } from '../../../../components/DateField';
import { alreadyReported, fieldErrors, readProblem } from '../../../../lib/api-error';
import { practiceToday } from '../../../../lib/preferences/utils/practice-today';
import { shownOnFields } from '../../../../lib/report-failure';
import { toast } from '../../../../lib/toast';
import { valibotValidator } from '../../../../lib/valibot-form';
import { retainersApi } from '../../api/advances-api';

interface Values {
  frequency: string;
  amount: string;
  description: string;
  sac: string;
  startDate: string;
  endDate: string;
  dayOfIssue: number | string;
  autoSend: boolean;
}
const FIELDS = ['frequency', 'amount', 'description', 'sac', 'startDate', 'endDate', 'dayOfIssue'];
const validate = valibotValidator(RetainerBody);
const toBody = (v: Values) => ({
  frequency: v.frequency,
  amount: v.amount.trim(),
  description: v.description.trim(),
  sac: v.sac.trim() || undefined,
  startDate: v.startDate,
  endDate: v.endDate || null,
  dayOfIssue: typeof v.dayOfIssue === 'number' ? v.dayOfIssue : Number.NaN,
  autoSend: v.autoSend,
});
const blank = (): Values => ({
  frequency: 'Monthly',
  amount: '',
  description: 'Retainer',
  sac: '',
  startDate: practiceToday(),
  endDate: '',
  dayOfIssue: 1,
  autoSend: false,
});

export function RetainerModal(props: {
  clientId: string;
  /** null: closed; 'new': adding; a row: editing it. */
  editing: RetainerRow | 'new' | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { editing } = props;
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({ initialValues: blank(), validate: (values) => validate(toBody(values)) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill each time another retainer is opened.
  useEffect(() => {
    if (!editing) return;
    form.setValues(
      editing === 'new'
        ? blank()
        : { ...editing, sac: editing.sac, endDate: editing.endDate ?? '', amount: editing.amount },
    );
    form.clearErrors();
  }, [editing]);
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const body = toBody(values) as RetainerBody;
      const res =
        editing && editing !== 'new'
          ? await retainersApi.update(props.clientId, editing.id, body)
          : await retainersApi.create(props.clientId, body);
      toast.success(res.message ?? 'Retainer saved');
      props.onSaved();
      props.onClose();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!shownOnFields(problem, FIELDS) && !alreadyReported(problem))
        toast.error(problem.message ?? 'Failed to save the retainer');
    } finally {
      setBusy(false);
    }
  });
  return (
    <AppModal
      opened={editing !== null}
      onClose={props.onClose}
      title={editing === 'new' ? 'Add retainer' : 'Edit retainer'}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label="Frequency"
              withAsterisk
              data={[...RETAINER_FREQUENCIES]}
              allowDeselect={false}
              {...form.getInputProps('frequency')}
            />
            <TextInput
              label="Amount (before GST)"
              withAsterisk
              inputMode="decimal"
              maxLength={16}
              leftSection="₹"
              data-autofocus
              {...form.getInputProps('amount')}
            />
          </SimpleGrid>
          <TextInput
            label="Description"
            description="The draft's line reads: description – period"
            withAsterisk
            maxLength={RETAINER_LIMITS.description}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DateField label="Start date" withAsterisk {...form.getInputProps('startDate')} />
            <DateField label="End date" description="Optional" {...form.getInputProps('endDate')} />
            <NumberInput
              label="Day of issue"
              description="1–28 of the month"
              withAsterisk
              min={1}
              max={RETAINER_LIMITS.dayMax}
              allowDecimal={false}
              {...form.getInputProps('dayOfIssue')}
            />
            <TextInput
              label="SAC"
              description="Optional: from invoice settings"
              maxLength={6}
              inputMode="numeric"
              {...form.getInputProps('sac')}
            />
          </SimpleGrid>
          <Switch
            label="Send automatically to the client's e-mail"
            {...form.getInputProps('autoSend', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save retainer
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
