// The product's mark and name, linking home; used in the top bar and on the sign-in screens.
import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBriefcase2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export function Brand({ to = '/tasks', compact = false }: { to?: string; compact?: boolean }) {
  return (
    // Shrinks, its name cut short, when the bar is crowded (a running timer on a phone).
    <UnstyledButton component={Link} to={to} aria-label="Practice desk home" style={{ minWidth: 0 }}>
      <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon size={compact ? 26 : 30} radius="sm" variant="filled">
          <IconBriefcase2 size={compact ? 16 : 18} stroke={1.8} />
        </ThemeIcon>
        <Text fw={700} size={compact ? 'md' : 'lg'} c="dark.7" truncate>
          Practice desk
        </Text>
      </Group>
    </UnstyledButton>
  );
}
