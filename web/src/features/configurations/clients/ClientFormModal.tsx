// Add or edit a client with the spec's rules (§5); a state is asked for when there is no GSTIN,
// because it decides the place of supply on invoices.

import { Button, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ClientBody, type ClientRow, INDIAN_STATES } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { alreadyReported, fieldErrors, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { valibotValidator } from '../../../lib/valibot-form';
import { configApi } from '../api/config-api';

const STATES = INDIAN_STATES.map((s) => ({ value: s.code, label: `${s.code} · ${s.name}` }));
const empty = {
  name: '',
  email: '',
  phone: '',
  address: '',
  gst: '',
  stateCode: null as string | null,
  isActive: true,
};
type ClientFormValues = typeof empty;

/** What is sent and checked: an empty GST is absent, and a client with a GSTIN has no chosen state. */
function toClientBody(values: ClientFormValues) {
  const gst = values.gst.trim();
  return { ...values, gst: gst === '' ? null : gst, stateCode: gst ? null : values.stateCode || null };
}
const validateClient = valibotValidator(ClientBody);

export function ClientFormModal({
  opened,
  client,
  onClose,
  onSaved,
}: {
  opened: boolean;
  client: ClientRow | null;
  onClose(): void;
  onSaved(client: ClientRow): void;
}) {
  const [busy, setBusy] = useState(false);
  // Checked in the shape it is sent: validating the raw values would hold a hidden error on the
  // disabled state field whenever a GSTIN is typed, and Save would silently do nothing.
  const form = useForm({ initialValues: empty, validate: (values) => validateClient(toClientBody(values)) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill only when the modal opens for another client.
  useEffect(() => {
    if (!opened) return;
    form.setValues(
      client
        ? {
            name: client.name,
            email: client.email ?? '',
            phone: client.phone ?? '',
            address: client.address ?? '',
            gst: client.gst ?? '',
            stateCode: client.stateCode,
            isActive: client.isActive,
          }
        : empty,
    );
    form.clearErrors();
  }, [opened, client?.id]);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const res = await configApi.saveClient(toClientBody(values), client?.id);
      toast.success(client ? 'Client updated successfully' : 'Client created successfully');
      onSaved(res.data.client);
      onClose();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!alreadyReported(problem))
        toast.error(problem.message ?? (client ? 'Failed to update client' : 'Failed to create client'));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AppModal opened={opened} onClose={onClose} title={client ? 'Edit Client' : 'Add Client'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Client name" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Email address" type="email" {...form.getInputProps('email')} />
            <TextInput label="Phone number" {...form.getInputProps('phone')} />
          </SimpleGrid>
          <Textarea label="Address" withAsterisk autosize minRows={2} {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="GST number"
              description="Optional; leave blank if not registered"
              maxLength={15}
              {...form.getInputProps('gst')}
              onChange={(e) => form.setFieldValue('gst', e.currentTarget.value.toUpperCase())}
            />
            <Select
              label="State (place of supply)"
              description={form.values.gst ? 'Taken from the GST number' : 'For a client without GST'}
              data={STATES}
              searchable
              clearable
              disabled={Boolean(form.values.gst)}
              {...form.getInputProps('stateCode')}
            />
          </SimpleGrid>
          {client && <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {client ? 'Update' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
