// The UDIN register's filters: status, client, signing member, document type, signing dates.
import { Select, SimpleGrid } from '@mantine/core';
import {
  type ClientRow,
  type PersonOption,
  UDIN_DOCUMENT_LABELS,
  UDIN_DOCUMENT_TYPES,
  UDIN_STATUS_LABELS,
  UDIN_STATUSES,
} from '@practice-desk/contracts';
import { DateField } from '../../../components/DateField';
import type { UdinFilters as Filters } from '../api/udin-api';

interface Props {
  value: Filters;
  clients: ClientRow[];
  people: PersonOption[];
  onChange(next: Filters): void;
}

export function UdinFilters({ value, clients, people, onChange }: Props) {
  const set = (key: string) => (next: string | null) => {
    const { [key]: _, page: __, ...rest } = value;
    onChange(next ? { ...rest, [key]: next } : rest);
  };
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs">
      <Select
        label="Status"
        placeholder="All"
        clearable
        data={UDIN_STATUSES.map((s) => ({ value: s, label: UDIN_STATUS_LABELS[s] }))}
        value={value.status ?? null}
        onChange={set('status')}
      />
      <Select
        label="Client"
        placeholder="All"
        clearable
        searchable
        data={clients.map((c) => ({ value: c.id, label: c.name }))}
        value={value.clientId ?? null}
        onChange={set('clientId')}
      />
      <Select
        label="Signing member"
        placeholder="All"
        clearable
        data={people.filter((p) => p.membershipNumber).map((p) => ({ value: p.id, label: p.name }))}
        value={value.signerId ?? null}
        onChange={set('signerId')}
      />
      <Select
        label="Document type"
        placeholder="All"
        clearable
        data={UDIN_DOCUMENT_TYPES.map((t) => ({ value: t, label: UDIN_DOCUMENT_LABELS[t] }))}
        value={value.documentType ?? null}
        onChange={set('documentType')}
      />
      <DateField label="Signed from" value={value.from ?? ''} onChange={(value) => set('from')(value)} />
      <DateField label="Signed to" value={value.to ?? ''} onChange={(value) => set('to')(value)} />
    </SimpleGrid>
  );
}
