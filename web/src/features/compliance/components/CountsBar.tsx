// The three figures at the top of the calendar: overdue, due this week, filed this month (as the
// server counts them for the filters); a dash while they are not known.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { CalendarAnswer } from '@practice-desk/contracts';

const FIGURES: { key: keyof CalendarAnswer['counts']; label: string; color: string }[] = [
  { key: 'overdue', label: 'Overdue', color: 'red' },
  { key: 'dueThisWeek', label: 'Due this week', color: 'blue' },
  { key: 'filedThisMonth', label: 'Filed this month', color: 'green' },
];

export function CountsBar({ counts }: { counts: CalendarAnswer['counts'] | null }) {
  return (
    <SimpleGrid cols={3} spacing="sm" component="dl" m={0}>
      {FIGURES.map((figure) => (
        <Paper key={figure.key} withBorder radius="md" px="md" py="xs" data-testid={`count-${figure.key}`}>
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={700}
            fz={28}
            lh={1.2}
            c={counts?.[figure.key] ? figure.color : undefined}
          >
            {counts ? counts[figure.key] : '—'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
