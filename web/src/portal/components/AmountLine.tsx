// One labelled figure of a money screen: the label on the left, the value on the right.
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function AmountLine({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        ta="right"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {children}
      </Text>
    </Group>
  );
}
