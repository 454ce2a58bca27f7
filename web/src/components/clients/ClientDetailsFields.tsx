// The client's own details: name, contact, address, and GST number or (without one) the state that
// decides the place of supply on invoices.
import { Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { INDIAN_STATES } from '@practice-desk/contracts';
import type { ClientFormValues } from './client-form-values';

const STATES = INDIAN_STATES.map((s) => ({ value: s.code, label: `${s.code} · ${s.name}` }));

export function ClientDetailsFields({
  form,
  editing,
}: {
  form: UseFormReturnType<ClientFormValues>;
  editing: boolean;
}) {
  return (
    <>
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
      {editing && <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />}
    </>
  );
}
