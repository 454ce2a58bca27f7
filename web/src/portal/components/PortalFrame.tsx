// The portal page's frame: a top bar (the practice's name, or the portal's before sign-in, with the
// signed-in portal's actions beside it and, for a contact of several clients, the client below)
// and one narrow column that fits a phone.
import { Box, Container, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function PortalFrame({
  practiceName,
  actions,
  below,
  children,
}: {
  practiceName?: string;
  actions?: ReactNode;
  below?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="sm" py="sm">
          <Stack gap="xs">
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text fw={700} c="indigo.8" lineClamp={2} style={{ minWidth: 0 }}>
                {practiceName ?? 'Client portal'}
              </Text>
              {actions}
            </Group>
            {below}
          </Stack>
        </Container>
      </Box>
      <Container component="main" size="sm" py="lg">
        {children}
      </Container>
    </Box>
  );
}
