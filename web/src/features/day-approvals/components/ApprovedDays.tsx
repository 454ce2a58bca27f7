// The Approved list: the locked days of the people the leader decides, newest first, filtered by
// person and dates and paged by the server; Reopen asks for a comment and unlocks the day, which
// then leaves the list (the member is told, and submits it again when done).
import { Button, Group, Stack, Text } from '@mantine/core';
import { DAY_END_MESSAGES, type DayApprovedItem } from '@practice-desk/contracts';
import { useState } from 'react';
import { dayApprovalsApi } from '../api/day-approvals-api';
import { type ApprovedFilters, useApprovedDays } from '../hooks/use-approved-days';
import { useDayDecision } from '../hooks/use-day-decision';
import { ApprovedDayCard } from './ApprovedDayCard';
import { ApprovedFiltersBar } from './ApprovedFiltersBar';
import { DayCommentModal, REOPEN_DAY } from './DayCommentModal';

export function ApprovedDays() {
  const [filters, setFilters] = useState<ApprovedFilters>({});
  const { days, loading, hasMore, loadMore, drop } = useApprovedDays(filters);
  const [reopening, setReopening] = useState<DayApprovedItem | null>(null);
  const { busy, run } = useDayDecision(() => {
    if (reopening) drop(reopening.id);
    setReopening(null);
  });

  return (
    <Stack gap="md">
      <ApprovedFiltersBar filters={filters} onChange={setFilters} />
      {loading && !days && <Text c="dimmed">Loading...</Text>}
      {days && days.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          No approved days match these filters
        </Text>
      )}
      {days?.map((day) => (
        <ApprovedDayCard key={day.id} day={day} onReopen={() => setReopening(day)} />
      ))}
      {hasMore && (
        <Group justify="center">
          <Button variant="default" loading={loading} onClick={() => void loadMore()}>
            Load more
          </Button>
        </Group>
      )}
      <DayCommentModal
        action={REOPEN_DAY}
        day={reopening}
        busy={busy}
        onClose={() => setReopening(null)}
        onConfirm={(comment) =>
          reopening && run(() => dayApprovalsApi.reopen(reopening.id, comment), DAY_END_MESSAGES.reopened)
        }
      />
    </Stack>
  );
}
