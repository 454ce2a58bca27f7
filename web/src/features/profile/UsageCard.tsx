// One figure of the practice's usage; a link to the screen behind it when the person may open it.
import { Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface UsageCardProps {
  id: string;
  label: string;
  value: number;
  hint: string;
  icon: ReactNode;
  color: string;
  to?: string;
}

export function UsageCard({ id, label, value, hint, icon, color, to }: UsageCardProps) {
  const body = (
    <Paper withBorder radius="md" p="md" h="100%">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <ThemeIcon variant="light" color={color} radius="md" size="md">
            {icon}
          </ThemeIcon>
        </Group>
        <Text fz={28} fw={700} lh={1.1} data-testid={`usage-${id}`}>
          {value.toLocaleString('en-IN')}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
  if (!to) return body;
  return (
    // Named by what it shows (label, number, hint), as a voice user reads it.
    <UnstyledButton component={Link} to={to} h="100%">
      {body}
    </UnstyledButton>
  );
}
