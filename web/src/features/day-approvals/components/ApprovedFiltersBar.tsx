// The Approved list's filters: whose days, and from and to which date (both inclusive).
import { Button, Group, Select, TextInput } from '@mantine/core';
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
        <TextInput
          label="From"
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => set('from', e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <TextInput
          label="To"
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => set('to', e.currentTarget.value)}
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
