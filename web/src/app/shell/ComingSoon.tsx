// The panel a screen shows until it is built: what it will be, never a blank page.
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        {title}
      </Title>
      <Paper withBorder radius="md" p="xl" maw={640}>
        <Stack align="flex-start" gap="sm">
          <ThemeIcon variant="light" size="lg" radius="md">
            <IconTools size={18} />
          </ThemeIcon>
          <Text fw={600}>This screen arrives in a coming release</Text>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
