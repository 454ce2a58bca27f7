// End Day's colour key (today, submitted, approved, returned, pending), and the one place that turns a day's mark into its look.
import { Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { DayMark } from './day-marks';

const TODAY_BORDER = '2px solid var(--mantine-color-blue-filled)';
const STATE_LOOK = {
  submitted: {
    backgroundColor: 'var(--mantine-color-green-light)',
    color: 'var(--mantine-color-green-light-color)',
  },
  approved: {
    backgroundColor: 'var(--mantine-color-teal-filled)',
    color: 'var(--mantine-color-white)',
  },
  returned: {
    backgroundColor: 'var(--mantine-color-red-light)',
    color: 'var(--mantine-color-red-light-color)',
  },
  pending: {
    backgroundColor: 'var(--mantine-color-orange-light)',
    color: 'var(--mantine-color-orange-light-color)',
  },
} as const;

export function dayStyle(mark: DayMark): CSSProperties | undefined {
  if (!mark.isToday && !mark.state) return undefined;
  return { ...(mark.state ? STATE_LOOK[mark.state] : {}), ...(mark.isToday ? { border: TODAY_BORDER } : {}) };
}

function Key({ label, look }: { label: string; look: CSSProperties }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden
        style={{ width: 14, height: 14, borderRadius: 4, display: 'inline-block', ...look }}
      />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

export function DayEndLegend() {
  return (
    <Group gap="md" aria-label="Legend">
      <Key label="Today" look={{ border: TODAY_BORDER }} />
      <Key label="Submitted" look={STATE_LOOK.submitted} />
      <Key label="Approved" look={STATE_LOOK.approved} />
      <Key label="Returned" look={STATE_LOOK.returned} />
      <Key label="Pending" look={STATE_LOOK.pending} />
    </Group>
  );
}
