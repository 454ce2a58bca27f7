// The frame of every sign-in screen: product name, a title and the form.
import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../../../components/Brand';

export function AuthCard({
  title,
  subtitle,
  children,
  aside,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={aside ? 880 : 420} gap="lg">
        <Brand to="/login" />
        <Box
          style={{
            display: 'grid',
            gap: 'var(--mantine-spacing-lg)',
            gridTemplateColumns: aside ? 'repeat(auto-fit, minmax(300px, 1fr))' : '1fr',
          }}
        >
          <Paper withBorder shadow="xs" p="xl" radius="md">
            <Title order={1} size="h3" mb={4}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" mb="lg">
                {subtitle}
              </Text>
            )}
            {children}
          </Paper>
          {aside}
        </Box>
      </Stack>
    </Center>
  );
}
