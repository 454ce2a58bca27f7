// The year whose holidays are shown: a step back, the year, a step on.
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

export function YearPicker({ year, onChange }: { year: number; onChange(year: number): void }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="default" size="lg" aria-label="Previous year" onClick={() => onChange(year - 1)}>
        <IconChevronLeft size={16} />
      </ActionIcon>
      <Text fw={600} w={56} ta="center" aria-live="polite" data-testid="holiday-year">
        {year}
      </Text>
      <ActionIcon variant="default" size="lg" aria-label="Next year" onClick={() => onChange(year + 1)}>
        <IconChevronRight size={16} />
      </ActionIcon>
    </Group>
  );
}
