// Register or change a document in the UDIN register. The UDIN is read as it is typed against the
// signing member's membership number and the year (of the date generated, else of signing), so a
// wrong one shows its message under the field before anything is sent; the server checks it again.
import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ClientRow,
  type PersonOption,
  UDIN_DOCUMENT_LABELS,
  UDIN_DOCUMENT_TYPES,
  UDIN_MESSAGES,
  UdinBody,
  type UdinRow,
  udinProblem,
  udinYear,
} from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { ClientSelect } from '../../../components/ClientSelect';
import { DateField } from '../../../components/DateField';
import { RegisterFormModal } from '../../../components/RegisterFormModal';
import { useFormSave } from '../../../lib/use-form-save';
import { valibotValidator } from '../../../lib/valibot-form';
import { udinApi } from '../api/udin-api';

interface Values {
  documentType: string;
  clientId: string;
  signerId: string;
  signedOn: string;
  udin: string;
  generatedOn: string;
  taskId: string;
  notes: string;
}

const validateBody = valibotValidator(UdinBody);
const toBody = (values: Values) => ({
  ...values,
  udin: values.udin.trim() || null,
  generatedOn: values.generatedOn || null,
  taskId: values.taskId || null,
});
const blank = (signerId: string): Values => ({
  documentType: '',
  clientId: '',
  signerId,
  signedOn: '',
  udin: '',
  generatedOn: '',
  taskId: '',
  notes: '',
});

interface Props {
  opened: boolean;
  editing: UdinRow | null;
  clients: ClientRow[];
  people: PersonOption[];
  myId: string;
  onClose(): void;
  onSaved(): void;
}

export function UdinForm({ opened, editing, clients, people, myId, onClose, onSaved }: Props) {
  const signers = people.filter((p) => p.membershipNumber);
  const form = useForm<Values>({
    initialValues: blank(''),
    validate: (values) => {
      const errors = validateBody(toBody(values));
      const signer = people.find((p) => p.id === values.signerId);
      if (values.udin.trim() && values.signedOn && !errors.udin) {
        const problem = udinProblem(
          values.udin,
          signer?.membershipNumber ?? null,
          udinYear(values.signedOn, values.generatedOn || null),
        );
        if (problem) errors.udin = problem;
      }
      if (signer && !signer.membershipNumber) errors.signerId = UDIN_MESSAGES.signerWithoutNumber;
      return errors;
    },
  });
  const { busy, save } = useFormSave(form, () => {
    onSaved();
    onClose();
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled each time the dialog opens.
  useEffect(() => {
    if (!opened) return;
    const mine = signers.some((p) => p.id === myId) ? myId : '';
    form.setValues(
      editing
        ? {
            documentType: editing.documentType,
            clientId: editing.clientId,
            signerId: editing.signerId,
            signedOn: editing.signedOn,
            udin: editing.udin ?? '',
            generatedOn: editing.generatedOn ?? '',
            taskId: editing.taskId ?? '',
            notes: editing.notes,
          }
        : blank(mine),
    );
    form.clearErrors();
  }, [opened]);

  const [tasks, setTasks] = useState<{ value: string; label: string }[]>([]);
  const { clientId } = form.values;
  useEffect(() => {
    setTasks([]);
    if (!opened || !clientId) return;
    let current = true;
    void udinApi
      .tasks(clientId)
      .then((rows) => {
        if (current)
          setTasks(
            rows.map((t) => ({ value: t.id, label: [t.task, t.subTask].filter(Boolean).join(' – ') })),
          );
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [opened, clientId]);

  const submit = form.onSubmit((values) => {
    const body = toBody(values) as UdinBody;
    return save(
      () => (editing ? udinApi.update(editing.id, body) : udinApi.create(body)),
      'Saved',
      'Could not save',
    );
  });

  return (
    <RegisterFormModal
      opened={opened}
      title={editing ? 'Edit document' : 'Register document'}
      busy={busy}
      submit={editing ? 'Save changes' : 'Register'}
      onSubmit={submit}
      onClose={onClose}
      notes={form.getInputProps('notes')}
      fields={
        <>
          <Select
            label="Document type"
            withAsterisk
            data={UDIN_DOCUMENT_TYPES.map((t) => ({ value: t, label: UDIN_DOCUMENT_LABELS[t] }))}
            {...form.getInputProps('documentType')}
          />
          <ClientSelect
            clients={clients}
            {...form.getInputProps('clientId')}
            onChange={(value) => {
              form.setFieldValue('clientId', value ?? '');
              form.setFieldValue('taskId', '');
            }}
          />
          <Select
            label="Signing member"
            withAsterisk
            description={signers.length ? undefined : 'Add a membership number on a profile first'}
            data={signers.map((p) => ({ value: p.id, label: `${p.name} (M.No. ${p.membershipNumber})` }))}
            {...form.getInputProps('signerId')}
          />
          <DateField label="Date of signing" withAsterisk {...form.getInputProps('signedOn')} />
          <TextInput
            label="UDIN"
            placeholder="YY MMMMMM AANNNAANNN"
            description="18 characters; leave empty until generated"
            maxLength={24}
            styles={{ input: { fontFamily: 'monospace', textTransform: 'uppercase' } }}
            {...form.getInputProps('udin')}
          />
          <DateField label="Date generated" {...form.getInputProps('generatedOn')} />
        </>
      }
    >
      <Select
        label="Linked task"
        placeholder={clientId ? 'None' : 'Choose the client first'}
        clearable
        searchable
        disabled={!clientId}
        nothingFoundMessage="No tasks of this client"
        data={tasks}
        {...form.getInputProps('taskId')}
        value={form.values.taskId || null}
        onChange={(value) => form.setFieldValue('taskId', value ?? '')}
      />
    </RegisterFormModal>
  );
}
