// The bar under a list of selectable tasks (Pending, Unbilled): how many are selected and their
// amount before tax, and the actions; kept in sight at the bottom of the screen while a long list
// is scrolled.
import { Group, Text } from '@mantine/core';
import { INVOICE_MESSAGES } from '@practice-desk/contracts';
import type { ReactNode } from 'react';
import { rupeesOfPaise } from '../../../lib/rupees';

export function SelectionBar({
  count,
  totalPaise,
  children,
}: {
  count: number;
  totalPaise: number;
  children: ReactNode;
}) {
  return (
    <Group
      justify="space-between"
      mt="sm"
      py="sm"
      gap="sm"
      style={{
        borderTop: '1px solid var(--mantine-color-gray-3)',
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        background: 'var(--mantine-color-body)',
      }}
    >
      <Text size="sm" fw={600} aria-live="polite">
        {INVOICE_MESSAGES.selected(count)}
        {count > 0 && (
          <Text span size="sm" c="dimmed" fw={400}>
            {' '}
            · {rupeesOfPaise(totalPaise)} before tax
          </Text>
        )}
      </Text>
      {children}
    </Group>
  );
}
