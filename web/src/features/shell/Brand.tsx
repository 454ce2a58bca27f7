// The product's mark and name, linking home; used in the top bar and on the sign-in screens.
import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBriefcase2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export function Brand({ to = '/tasks', compact = false }: { to?: string; compact?: boolean }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label="Practice desk home">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={compact ? 26 : 30} radius="sm" variant="filled">
          <IconBriefcase2 size={compact ? 16 : 18} stroke={1.8} />
        </ThemeIcon>
        <Text fw={700} size={compact ? 'md' : 'lg'} c="dark.7" style={{ whiteSpace: 'nowrap' }}>
          Practice desk
        </Text>
      </Group>
    </UnstyledButton>
  );
}
