// Advances & Retainers: every client's unadjusted advances at a glance; choose a client, then its
// advances (each with its receipt voucher, what is still unadjusted, 'Record advance') and its
// recurring retainers. It sits with invoicing, not
// in Configurations' client form, because Team Leaders handle their clients' money too and
// Configurations is the Admin's alone.
import { Select, Stack, Text } from '@mantine/core';
import { LIMITS } from '@practice-desk/contracts';
import { useState } from 'react';
import { getData } from '../../../../lib/api-client';
import { useResource } from '../../../../lib/use-resource';
import { ClientAdvances } from './ClientAdvances';
import { ClientRetainers } from './ClientRetainers';
import { PracticeAdvances } from './PracticeAdvances';

const loadClients = async () =>
  (
    await getData<{ clients: { id: string; name: string }[] }>('clients', {
      page: 1,
      limit: LIMITS.maxPageSize,
      isActive: 'true',
    })
  ).clients;

export function AdvancesTab() {
  const { data } = useResource(loadClients, [], 'Failed to fetch clients');
  const [clientId, setClientId] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <Select
        label="Client"
        placeholder="Choose a client"
        searchable
        data={(data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={clientId}
        onChange={setClientId}
        maw={420}
        nothingFoundMessage="No client found"
      />
      {clientId ? (
        <>
          <ClientAdvances key={`a-${clientId}`} clientId={clientId} />
          <ClientRetainers key={`r-${clientId}`} clientId={clientId} />
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Choose a client to see the advances received from it and its retainers.
          </Text>
          <PracticeAdvances onClient={setClientId} />
        </>
      )}
    </Stack>
  );
}
