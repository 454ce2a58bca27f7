// The demo accounts seeded by npm start; clicking one fills the sign-in form.

import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ROLE_LABELS } from '@practice-desk/contracts';

export function DemoAccounts({ onPick }: { onPick(email: string, password: string): void }) {
  return (
    <Paper withBorder p="xl" radius="md" bg="indigo.0" aria-label="Demo accounts">
      <Title order={3} size="h5" mb="xs">
        Demo accounts
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Every account uses the password <Code>{DEMO_PASSWORD}</Code>. Click one to fill the form.
      </Text>
      <Stack gap="xs">
        {DEMO_ACCOUNTS.map((account) => (
          <Button
            key={account.email}
            variant="white"
            justify="space-between"
            onClick={() => onPick(account.email, DEMO_PASSWORD)}
            fullWidth
          >
            <Group gap="sm" wrap="nowrap" w="100%" justify="space-between">
              <Text size="sm">{account.email}</Text>
              <Badge color={account.role === 'ADMIN' ? 'grape' : 'blue'} variant="light">
                {ROLE_LABELS[account.role]}
              </Badge>
            </Group>
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
