// Workload: the people a leader may see × the next six weeks, each cell 'planned / available'
// hours, yellow from 80% and red at 100%; Enter on a cell lists its tasks to move to a colleague
// or another due date. The team and the first week live in the address.
import { ActionIcon, Button, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { type CapacityAnswer, weekStart } from '@practice-desk/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useState } from 'react';
import { TeamLoadTabs } from '../../components/TeamLoadTabs';
import { useAuthStore } from '../../lib/auth/auth-store';
import { useResource } from '../../lib/use-resource';
import { workloadApi } from './api/workload-api';
import { CellTasksDialog, type OpenCell } from './components/CellTasksDialog';
import { LeaveDialog } from './components/LeaveDialog';
import { WorkloadGrid } from './grid/WorkloadGrid';
import classes from './grid/WorkloadGrid.module.css';
import type { WorkloadSearch } from './states/workload-search';

const EVERYONE = 'everyone';

export function WorkloadPage() {
  const search = useSearch({ strict: false }) as WorkloadSearch;
  const navigate = useNavigate();
  const role = useAuthStore((s) => s.user?.role);
  const { data, reload } = useResource<CapacityAnswer>(
    () => workloadApi.capacity({ teamId: search.team, from: search.from }),
    [search.team, search.from],
    'Failed to load the workload',
  );
  const [cell, setCell] = useState<OpenCell | null>(null);
  const [leaveOpen, setLeaveOpen] = useState(false);
  const go = (next: WorkloadSearch) =>
    void navigate({ to: '.', search: { ...search, ...next }, replace: true } as never);
  const shift = (weeks: number) => {
    if (!data) return;
    const monday = dayjs(weekStart(data.from))
      .add(weeks * 7, 'day')
      .format('YYYY-MM-DD');
    go({ from: monday <= data.today ? undefined : monday });
  };

  return (
    <Stack gap="sm">
      <TeamLoadTabs active="/workload" />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Title order={2} size="h3">
            Workload
          </Title>
          {role === 'ADMIN' && data && (
            <Select
              aria-label="Team"
              data={[
                { value: EVERYONE, label: 'Everyone' },
                ...data.teams.map((t) => ({ value: t.id, label: `${t.name}’s team` })),
              ]}
              value={search.team ?? EVERYONE}
              onChange={(value) => go({ team: value && value !== EVERYONE ? value : undefined })}
              allowDeselect={false}
              w={220}
            />
          )}
        </Group>
        <Group gap={6} wrap="wrap">
          <Button variant="default" onClick={() => setLeaveOpen(true)} disabled={!data}>
            Leave and hours
          </Button>
          <Tooltip label="A week earlier">
            <ActionIcon variant="default" size="lg" aria-label="A week earlier" onClick={() => shift(-1)}>
              <IconChevronLeft size={16} />
            </ActionIcon>
          </Tooltip>
          <Button variant="default" onClick={() => go({ from: undefined })}>
            This week
          </Button>
          <Tooltip label="A week later">
            <ActionIcon variant="default" size="lg" aria-label="A week later" onClick={() => shift(1)}>
              <IconChevronRight size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Group gap="md" wrap="wrap">
        <Text size="sm" c="dimmed">
          Planned / available hours per week: open work's remaining estimate by due date (overdue work in this
          week). Enter on a week lists its tasks.
        </Text>
        <Group gap={6}>
          <Text size="xs" px={6} className={classes.high}>
            80% or more
          </Text>
          <Text size="xs" px={6} className={classes.over}>
            Full or over
          </Text>
        </Group>
      </Group>
      {data && <WorkloadGrid answer={data} onOpenCell={(personId, week) => setCell({ personId, week })} />}
      {data && leaveOpen && (
        <LeaveDialog
          opened
          answer={data}
          onClose={() => setLeaveOpen(false)}
          onChanged={() => void reload()}
        />
      )}
      {data && (
        <CellTasksDialog
          cell={cell}
          answer={data}
          onClose={() => setCell(null)}
          onMoved={() => {
            void reload();
            setCell((open) => (open ? { ...open } : open));
          }}
        />
      )}
    </Stack>
  );
}
