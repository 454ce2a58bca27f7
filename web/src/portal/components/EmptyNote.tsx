// What a screen or section says when it has nothing to show: a short line in a quiet box.
import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function EmptyNote({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" bg="gray.0">
      <Stack gap={4}>
        {title && <Text fw={600}>{title}</Text>}
        <Text c="dimmed" size="sm">
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}
