// The Approved list's filters: whose days, and from and to which date (both inclusive).
import { Button, Group, Select } from '@mantine/core';
import { DateField } from '../../../components/DateField';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useResource } from '../../../lib/use-resource';
import { dayApprovalsApi } from '../api/day-approvals-api';
import type { ApprovedFilters } from '../hooks/use-approved-days';

export function ApprovedFiltersBar({
  filters,
  onChange,
}: {
  filters: ApprovedFilters;
  onChange(filters: ApprovedFilters): void;
}) {
  const me = useAuthStore((s) => s.user);
  const { data: people } = useResource(() => dayApprovalsApi.people(), [], 'Failed to fetch people');
  // A Team Leader's own days go to an Admin; only an Admin may find their own here (a sole Admin).
  const choices = (people ?? []).filter((p) => me?.role === 'ADMIN' || p.id !== me?.id);
  const set = (key: keyof ApprovedFilters, value: string | null) =>
    onChange({ ...filters, [key]: value || undefined });
  const any = Boolean(filters.userId || filters.from || filters.to);
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <Select
        label="Person"
        placeholder="Everyone"
        data={choices.map((p) => ({ value: p.id, label: p.name }))}
        value={filters.userId ?? null}
        onChange={(value) => set('userId', value)}
        searchable
        clearable
        w={{ base: '100%', xs: 220 }}
      />
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 auto' }} maw={360}>
        <DateField
          label="From"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(value) => set('from', value)}
          style={{ flex: 1 }}
        />
        <DateField
          label="To"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(value) => set('to', value)}
          style={{ flex: 1 }}
        />
      </Group>
      {any && (
        <Button variant="subtle" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
