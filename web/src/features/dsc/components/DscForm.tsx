// Add or change a certificate in the DSC register (Admins and Team Leaders).
import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ClientRow,
  DSC_HOLDER_KINDS,
  DSC_HOLDER_LABELS,
  DscBody,
  type DscRow,
} from '@practice-desk/contracts';
import { useEffect } from 'react';
import { ClientSelect } from '../../../components/ClientSelect';
import { DateField } from '../../../components/DateField';
import { RegisterFormModal } from '../../../components/RegisterFormModal';
import { useFormSave } from '../../../lib/use-form-save';
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
  const form = useForm<Values>({ initialValues: blank, validate: valibotValidator(DscBody) });
  const { busy, save } = useFormSave(form, () => {
    onSaved();
    onClose();
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled each time the dialog opens.
  useEffect(() => {
    if (!opened) return;
    form.setValues(editing ? { ...blank, ...editing } : blank);
    form.clearErrors();
  }, [opened]);

  const submit = form.onSubmit((values) => {
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
    return save(
      () => (editing ? dscApi.update(editing.id, body) : dscApi.create(body)),
      'Saved',
      'Could not save',
    );
  });

  return (
    <RegisterFormModal
      opened={opened}
      title={editing ? 'Edit certificate' : 'Add certificate'}
      busy={busy}
      submit={editing ? 'Save changes' : 'Add'}
      onSubmit={submit}
      onClose={onClose}
      notes={form.getInputProps('notes')}
      fields={
        <>
          <ClientSelect clients={clients} {...form.getInputProps('clientId')} />
          <TextInput label="Holder" withAsterisk maxLength={120} {...form.getInputProps('holderName')} />
          <Select
            label="Holder is"
            withAsterisk
            data={DSC_HOLDER_KINDS.map((k) => ({ value: k, label: DSC_HOLDER_LABELS[k] }))}
            {...form.getInputProps('holderKind')}
          />
          <TextInput label="Class" withAsterisk maxLength={40} {...form.getInputProps('certificateClass')} />
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
          <DateField label="Valid from" withAsterisk {...form.getInputProps('validFrom')} />
          <DateField label="Valid to" withAsterisk {...form.getInputProps('validTo')} />
        </>
      }
    />
  );
}
