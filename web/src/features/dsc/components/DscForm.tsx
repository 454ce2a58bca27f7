// Add or change a certificate in the DSC register (Admins and Team Leaders).
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ClientRow,
  DSC_HOLDER_KINDS,
  DSC_HOLDER_LABELS,
  DscBody,
  type DscRow,
} from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { alreadyReported, fieldErrors, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { valibotValidator } from '../../../lib/valibot-form';
import { dscApi } from '../api/dsc-api';

type Values = Omit<DscBody, 'holderKind'> & { holderKind: string };

const blank: Values = {
  clientId: '',
  holderName: '',
  holderKind: '',
  certificateClass: 'Class 3',
  tokenSerial: '',
  issuedBy: '',
  validFrom: '',
  validTo: '',
  notes: '',
};

interface Props {
  opened: boolean;
  editing: DscRow | null;
  clients: ClientRow[];
  onClose(): void;
  onSaved(): void;
}

export function DscForm({ opened, editing, clients, onClose, onSaved }: Props) {
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({ initialValues: blank, validate: valibotValidator(DscBody) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled each time the dialog opens.
  useEffect(() => {
    if (!opened) return;
    form.setValues(editing ? { ...blank, ...editing } : blank);
    form.clearErrors();
  }, [opened]);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    const body: DscBody = {
      clientId: values.clientId,
      holderName: values.holderName,
      holderKind: values.holderKind as DscBody['holderKind'],
      certificateClass: values.certificateClass,
      tokenSerial: values.tokenSerial,
      issuedBy: values.issuedBy,
      validFrom: values.validFrom,
      validTo: values.validTo,
      notes: values.notes,
    };
    try {
      const res = editing ? await dscApi.update(editing.id, body) : await dscApi.create(body);
      toast.success(res.message ?? 'Saved');
      onSaved();
      onClose();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!problem.errors.length && !alreadyReported(problem))
        toast.error(problem.message ?? 'Could not save');
    } finally {
      setBusy(false);
    }
  });

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit certificate' : 'Add certificate'}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label="Client"
              withAsterisk
              searchable
              nothingFoundMessage="No clients found"
              data={clients.map((c) => ({ value: c.id, label: c.name }))}
              {...form.getInputProps('clientId')}
            />
            <TextInput label="Holder" withAsterisk maxLength={120} {...form.getInputProps('holderName')} />
            <Select
              label="Holder is"
              withAsterisk
              data={DSC_HOLDER_KINDS.map((k) => ({ value: k, label: DSC_HOLDER_LABELS[k] }))}
              {...form.getInputProps('holderKind')}
            />
            <TextInput
              label="Class"
              withAsterisk
              maxLength={40}
              {...form.getInputProps('certificateClass')}
            />
            <TextInput
              label="Token serial"
              withAsterisk
              maxLength={80}
              {...form.getInputProps('tokenSerial')}
            />
            <TextInput
              label="Issued by"
              withAsterisk
              placeholder="The certifying authority"
              maxLength={120}
              {...form.getInputProps('issuedBy')}
            />
            <TextInput label="Valid from" type="date" withAsterisk {...form.getInputProps('validFrom')} />
            <TextInput label="Valid to" type="date" withAsterisk {...form.getInputProps('validTo')} />
          </SimpleGrid>
          <Textarea label="Notes" autosize minRows={2} maxLength={1000} {...form.getInputProps('notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {editing ? 'Save changes' : 'Add'}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
