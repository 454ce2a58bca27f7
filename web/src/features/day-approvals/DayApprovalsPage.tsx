// Day Approvals (Admins and Team Leaders): Waiting — the submitted days to approve or return —
// and Approved — the locked days to reopen, newest first.
import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ApprovedDays } from './components/ApprovedDays';
import { WaitingDays } from './components/WaitingDays';

type View = 'waiting' | 'approved';

export function DayApprovalsPage() {
  const [view, setView] = useState<View>('waiting');
  return (
    <Stack gap="xs">
      {/* The switch sits by the title, clear of the toasts in the top right corner. */}
      <Group wrap="wrap" gap="md">
        <Title order={1} size="h3">
          Day Approvals
        </Title>
        <SegmentedControl
          aria-label="Days"
          value={view}
          onChange={(value) => setView(value as View)}
          data={[
            { value: 'waiting', label: 'Waiting' },
            { value: 'approved', label: 'Approved' },
          ]}
        />
      </Group>
      {view === 'waiting' ? <WaitingDays /> : <ApprovedDays />}
    </Stack>
  );
}
