// The Admin log's filters: record type, record (its id), person and a date range.
import { Group, Select, TextInput } from '@mantine/core';
import { AUDIT_ENTITIES } from '@practice-desk/contracts';
import type { ChangeEvent } from 'react';
import { DateField } from '../../../components/DateField';
import type { AuditFilterParams } from '../../../components/history/history-api';

const ENTITY_OPTIONS = Object.entries(AUDIT_ENTITIES).map(([value, label]) => ({ value, label }));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A choice of the filters: empty means all. */
function FilterSelect(props: {
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  value: string | undefined;
  width: number;
  onChange(value: string | null): void;
}) {
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      data={props.data}
      value={props.value || null}
      onChange={props.onChange}
      clearable
      searchable
      w={{ base: '100%', sm: props.width }}
    />
  );
}

export function AuditFilters({
  filters,
  people,
  onChange,
}: {
  filters: AuditFilterParams;
  people: { value: string; label: string }[];
  onChange(next: AuditFilterParams): void;
}) {
  const set = (key: keyof AuditFilterParams) => (value: string | null) =>
    onChange({ ...filters, [key]: value ?? '' });
  const typed = (key: keyof AuditFilterParams) => (e: ChangeEvent<HTMLInputElement>) =>
    set(key)(e.currentTarget.value.trim());
  const recordId = filters.entityId ?? '';
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <FilterSelect
        label="Record type"
        placeholder="All"
        data={ENTITY_OPTIONS}
        value={filters.entity}
        onChange={set('entity')}
        width={180}
      />
      <TextInput
        label="Record"
        placeholder="Record id"
        value={recordId}
        onChange={typed('entityId')}
        error={recordId && !UUID.test(recordId) ? 'Paste a record id' : undefined}
        w={{ base: '100%', sm: 300 }}
      />
      <FilterSelect
        label="Person"
        placeholder="Everyone"
        data={people}
        value={filters.userId}
        onChange={set('userId')}
        width={220}
      />
      <DateField label="From" value={filters.from ?? ''} onChange={set('from')} />
      <DateField label="To" value={filters.to ?? ''} onChange={set('to')} />
    </Group>
  );
}

/** The filters the server is asked with: a half-typed record id is left out. */
export function sentFilters(filters: AuditFilterParams): AuditFilterParams {
  return { ...filters, entityId: filters.entityId && UUID.test(filters.entityId) ? filters.entityId : '' };
}
