// The calendar's filters: form, client, assignee (the people list; not for a Team Member) and
// status; Clear when any is set.
import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { COMPLIANCE_STATUSES, type ComplianceStatus } from '@practice-desk/contracts';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { STATUS_LOOK } from '../../../lib/compliance/status-look';
import type { ComplianceLists } from '../hooks/use-compliance-lists';
import { useComplianceViewStore } from '../states/compliance-view-store';
import { filtersSet } from '../utils/calendar-query';
import type { Option } from '../utils/form-options';

const STATUS_OPTIONS = COMPLIANCE_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LOOK[status].label,
}));

export function CalendarFilters({ forms, lists }: { forms: Option[]; lists: ComplianceLists }) {
  const filters = useComplianceViewStore((s) => s.filters);
  const setFilter = useComplianceViewStore((s) => s.setFilter);
  const clear = useComplianceViewStore((s) => s.clearFilters);
  // A Team Member's calendar holds only their own items: choosing someone else would show nothing.
  const isMember = useAuthStore((s) => s.user?.role === 'TEAM_MEMBER');
  const common = { size: 'sm', clearable: true, searchable: true } as const;
  return (
    <Group
      gap="sm"
      align="flex-end"
      role="search"
      aria-label="Filter the calendar"
      style={{ flex: '1 1 520px' }}
    >
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" style={{ flex: 1, maxWidth: 860 }}>
        <Select
          {...common}
          label="Form"
          placeholder="All forms"
          data={forms}
          value={filters.code}
          onChange={(code) => setFilter({ code })}
        />
        <Select
          {...common}
          label="Client"
          placeholder="All clients"
          data={lists.clients.map((c) => ({ value: c.id, label: c.name }))}
          value={filters.clientId}
          onChange={(clientId) => setFilter({ clientId })}
          nothingFoundMessage="No clients found"
        />
        {!isMember && (
          <Select
            {...common}
            label="Assignee"
            placeholder="Everyone"
            data={lists.people.map((p) => ({ value: p.id, label: p.name }))}
            value={filters.assigneeId}
            onChange={(assigneeId) => setFilter({ assigneeId })}
            nothingFoundMessage="No people found"
          />
        )}
        <Select
          {...common}
          searchable={false}
          label="Status"
          placeholder="Any status"
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(status) => setFilter({ status: status as ComplianceStatus | null })}
        />
      </SimpleGrid>
      {filtersSet(filters) > 0 && (
        <Button variant="subtle" onClick={clear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
