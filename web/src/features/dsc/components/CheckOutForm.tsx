// Check a token out of the office: who took it and why; the log keeps it until it is checked in.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DscCheckOutBody, type DscRow } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { alreadyReported, fieldErrors, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
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
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { takenBy: '', purpose: '' },
    validate: valibotValidator(DscCheckOutBody),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a blank form for each token.
  useEffect(() => {
    form.setValues({ takenBy: '', purpose: '' });
    form.clearErrors();
  }, [row?.id]);
  const submit = form.onSubmit(async (values) => {
    if (!row) return;
    setBusy(true);
    try {
      const res = await dscApi.checkOut(row.id, values);
      toast.success(res.message ?? 'Checked out');
      onSaved();
      onClose();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!problem.errors.length && !alreadyReported(problem))
        toast.error(problem.message ?? 'Could not check out');
    } finally {
      setBusy(false);
    }
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Check out
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
