// Extend due date (Admin): a form's period gets a new due date with the notification's note, for
// every client or the ones chosen. Open items move (keeping their original date), items generated
// later take it too; the answer says how many moved.
import { Alert, Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ClientRow, ExtensionBody } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { alreadyReported, fieldErrors, readProblem } from '../../../lib/api-error';
import { practiceToday } from '../../../lib/preferences/utils/practice-today';
import { toast } from '../../../lib/toast';
import { valibotValidator } from '../../../lib/valibot-form';
import { complianceApi } from '../api/compliance-api';
import { COMPLIANCE_SCREEN } from '../messages';
import { financialYearOf, financialYearOptions, formOptions, periodOptions } from '../utils/form-options';
import { countOf, dayText } from '../utils/item-text';

interface Values {
  code: string;
  financialYear: string;
  period: string;
  dueDate: string;
  note: string;
  clientIds: string[];
}

const validateBody = valibotValidator(ExtensionBody);
const toBody = ({ financialYear: _, clientIds, ...values }: Values) => ({
  ...values,
  ...(clientIds.length ? { clientIds } : {}),
});

interface Props {
  opened: boolean;
  clients: ClientRow[];
  onClose(): void;
  onExtended(): void;
}

export function ExtensionModal({ opened, clients, onClose, onExtended }: Props) {
  const today = practiceToday();
  const [busy, setBusy] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  const blank: Values = {
    code: '',
    financialYear: financialYearOf(today),
    period: '',
    dueDate: '',
    note: '',
    clientIds: [],
  };
  const form = useForm<Values>({
    initialValues: blank,
    validate: (values) => {
      const errors = validateBody(toBody(values));
      if (values.period === '') errors.period = 'Choose the period';
      if (values.dueDate === '') errors.dueDate = 'Choose the new due date';
      return errors;
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a blank form each time the dialog opens.
  useEffect(() => {
    if (!opened) return;
    form.setValues(blank);
    form.clearErrors();
    setMoved(null);
  }, [opened]);

  const { code, financialYear } = form.values;
  const periods = periodOptions(code || null, financialYear || null);
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setMoved(null);
    try {
      const res = await complianceApi.extend(toBody(values));
      setMoved(`${countOf(res.data.moved, 'open item')} moved to ${dayText(values.dueDate)}`);
      onExtended();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!problem.errors.length && !alreadyReported(problem))
        toast.error(
          problem.status === 404 || !problem.message ? COMPLIANCE_SCREEN.extendFailed : problem.message,
        );
    } finally {
      setBusy(false);
    }
  });

  return (
    <AppModal opened={opened} onClose={onClose} title="Extend due date">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Select
              label="Form"
              withAsterisk
              searchable
              data={formOptions(financialYear)}
              {...form.getInputProps('code')}
              onChange={(value) => {
                form.setFieldValue('code', value ?? '');
                form.setFieldValue('period', '');
              }}
            />
            <Select
              label="Financial year"
              withAsterisk
              allowDeselect={false}
              data={financialYearOptions(today)}
              {...form.getInputProps('financialYear')}
              onChange={(value) => {
                form.setFieldValue('financialYear', value ?? '');
                form.setFieldValue('period', '');
              }}
            />
            <Select
              label="Period"
              withAsterisk
              data={periods}
              disabled={!periods.length}
              placeholder={code ? undefined : 'Choose the form first'}
              {...form.getInputProps('period')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DateField label="New due date" withAsterisk {...form.getInputProps('dueDate')} />
            <TextInput
              label="Note"
              withAsterisk
              maxLength={200}
              placeholder="e.g. Notification 12/2026-Central Tax"
              {...form.getInputProps('note')}
            />
          </SimpleGrid>
          <MultiSelect
            label="Clients"
            description="Leave empty for every client"
            placeholder={form.values.clientIds.length ? undefined : 'All clients'}
            data={clients.map((c) => ({ value: c.id, label: c.name }))}
            searchable
            clearable
            nothingFoundMessage="No clients found"
            {...form.getInputProps('clientIds')}
          />
          {moved && (
            <Alert color="green" variant="light" role="status" title="Extended">
              {moved}. Items generated later for this period take the new date too.
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {moved ? 'Close' : 'Cancel'}
            </Button>
            <Button type="submit" loading={busy}>
              Extend
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
