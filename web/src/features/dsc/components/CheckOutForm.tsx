// Check a token out of the office: who took it and why; the log keeps it until it is checked in.
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DscCheckOutBody, type DscRow } from '@practice-desk/contracts';
import { useEffect } from 'react';
import { AppModal } from '../../../components/AppModal';
import { FormActions } from '../../../components/FormActions';
import { useFormSave } from '../../../lib/use-form-save';
import { valibotValidator } from '../../../lib/valibot-form';
import { dscApi } from '../api/dsc-api';

export function CheckOutForm({
  row,
  onClose,
  onSaved,
}: {
  row: DscRow | null;
  onClose(): void;
  onSaved(): void;
}) {
  const form = useForm({
    initialValues: { takenBy: '', purpose: '' },
    validate: valibotValidator(DscCheckOutBody),
  });
  const { busy, save } = useFormSave(form, () => {
    onSaved();
    onClose();
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a blank form for each token.
  useEffect(() => {
    form.setValues({ takenBy: '', purpose: '' });
    form.clearErrors();
  }, [row?.id]);
  const submit = form.onSubmit(async (values) => {
    if (row) await save(() => dscApi.checkOut(row.id, values), 'Checked out', 'Could not check out');
  });
  return (
    <AppModal opened={row !== null} onClose={onClose} title={`Check out ${row?.tokenSerial ?? ''}`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Taken by"
            withAsterisk
            data-autofocus
            maxLength={120}
            {...form.getInputProps('takenBy')}
          />
          <TextInput label="Purpose" maxLength={200} {...form.getInputProps('purpose')} />
          <FormActions busy={busy} submit="Check out" onCancel={onClose} />
        </Stack>
      </form>
    </AppModal>
  );
}
