// The Admin log's filters: record type, record (its id), person and a date range.
import { Group, Select, TextInput } from '@mantine/core';
import { AUDIT_ENTITIES } from '@practice-desk/contracts';
import type { AuditFilterParams } from '../../../components/history/history-api';

const ENTITY_OPTIONS = Object.entries(AUDIT_ENTITIES).map(([value, label]) => ({ value, label }));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function AuditFilters({
  filters,
  people,
  onChange,
}: {
  filters: AuditFilterParams;
  people: { value: string; label: string }[];
  onChange(next: AuditFilterParams): void;
}) {
  const set = (key: keyof AuditFilterParams, value: string | null) =>
    onChange({ ...filters, [key]: value ?? '' });
  const recordId = filters.entityId ?? '';
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Record type"
        placeholder="All"
        data={ENTITY_OPTIONS}
        value={filters.entity || null}
        onChange={(value) => set('entity', value)}
        clearable
        searchable
        w={{ base: '100%', sm: 180 }}
      />
      <TextInput
        label="Record"
        placeholder="Record id"
        value={recordId}
        onChange={(e) => set('entityId', e.currentTarget.value.trim())}
        error={recordId && !UUID.test(recordId) ? 'Paste a record id' : undefined}
        w={{ base: '100%', sm: 300 }}
      />
      <Select
        label="Person"
        placeholder="Everyone"
        data={people}
        value={filters.userId || null}
        onChange={(value) => set('userId', value)}
        clearable
        searchable
        w={{ base: '100%', sm: 220 }}
      />
      <TextInput
        label="From"
        type="date"
        value={filters.from ?? ''}
        onChange={(e) => set('from', e.currentTarget.value)}
      />
      <TextInput
        label="To"
        type="date"
        value={filters.to ?? ''}
        onChange={(e) => set('to', e.currentTarget.value)}
      />
    </Group>
  );
}

/** The filters the server is asked with: a half-typed record id is left out. */
export function sentFilters(filters: AuditFilterParams): AuditFilterParams {
  return { ...filters, entityId: filters.entityId && UUID.test(filters.entityId) ? filters.entityId : '' };
}
