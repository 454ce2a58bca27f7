// The demo accounts seeded by npm start; clicking one fills the sign-in form.

import { Code, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@practice-desk/contracts';
import { RoleBadge } from '../../../components/RoleBadge';
import classes from './DemoAccounts.module.css';

export function DemoAccounts({ onPick }: { onPick(email: string, password: string): void }) {
  return (
    <Paper component="section" withBorder p="xl" radius="md" bg="indigo.0" aria-label="Demo accounts">
      <Title order={3} size="h5" mb="xs">
        Demo accounts
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Every account uses the password <Code>{DEMO_PASSWORD}</Code>. Click one to fill the form.
      </Text>
      <Stack gap="xs">
        {DEMO_ACCOUNTS.map((account) => (
          <UnstyledButton
            key={account.email}
            className={classes.account}
            onClick={() => onPick(account.email, DEMO_PASSWORD)}
          >
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Text size="sm" fw={500} truncate>
                {account.email}
              </Text>
              <RoleBadge role={account.role} />
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
