// The title row of a configuration tab with its buttons (spec §2 "Header buttons per tab").
import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function ConfigHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Group gap="xs" wrap="wrap">
        {children}
      </Group>
    </Group>
  );
}
