// The client's own details: name, contact, address, and GST number or (without one) the state that
// decides the place of supply on invoices.
import { Autocomplete, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CLIENT_GROUP_MAX_LENGTH, INDIAN_STATES, panOfGstin } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { configApi } from '../../lib/config-api';
import type { ClientFormValues } from './client-form-values';

const STATES = INDIAN_STATES.map((s) => ({ value: s.code, label: `${s.code} · ${s.name}` }));

export function ClientDetailsFields({
  form,
  editing,
}: {
  form: UseFormReturnType<ClientFormValues>;
  editing: boolean;
}) {
  const groups = useClientGroups();
  // A PAN not typed yet is the one inside the GST number (characters 3 to 12), as the server keeps it.
  const setGst = (value: string) => {
    const gst = value.toUpperCase();
    const before = panOfGstin(form.values.gst.trim());
    form.setFieldValue('gst', gst);
    const pan = form.values.pan.trim();
    if (gst.length === 15 && (pan === '' || pan === before)) form.setFieldValue('pan', panOfGstin(gst) ?? '');
  };
  const tracked = form.values.compliance.entityType !== null;
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
          onChange={(e) => setGst(e.currentTarget.value)}
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
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="PAN"
          withAsterisk={tracked && !form.values.gst}
          description="Taken from the GST number when left empty"
          maxLength={10}
          {...form.getInputProps('pan')}
          onChange={(e) => form.setFieldValue('pan', e.currentTarget.value.toUpperCase())}
        />
        <TextInput
          label="CIN / LLPIN"
          description="A company's CIN or an LLP's LLPIN"
          maxLength={21}
          {...form.getInputProps('cin')}
          onChange={(e) => form.setFieldValue('cin', e.currentTarget.value.toUpperCase())}
        />
        <Autocomplete
          label="Group"
          description="Family or group of companies"
          data={groups}
          maxLength={CLIENT_GROUP_MAX_LENGTH}
          {...form.getInputProps('group')}
        />
      </SimpleGrid>
      {editing && <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />}
    </>
  );
}

/** The groups other clients are in, offered while typing one. */
function useClientGroups(): string[] {
  const [groups, setGroups] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    configApi
      .clientGroups()
      .then((list) => current && setGroups(list))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return groups;
}
