// Profile: tabs follow the last path segment; an unknown tab shows account details.
import { Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useNavigate, useParams } from '@tanstack/react-router';
import { AccountDetailsTab } from './AccountDetailsTab';
import { InvoiceDetailsTab } from './InvoiceDetailsTab';
import { PASSWORD_FORM_ID, PasswordSecurityTab } from './PasswordSecurityTab';
import { PlansBillingTab } from './PlansBillingTab';

const TABS = [
  { value: 'account-details', label: 'Account details' },
  { value: 'password-security', label: 'Password & security' },
  { value: 'invoice-details', label: 'Invoice details' },
  { value: 'plans-billing', label: 'Plans & Billing' },
] as const;

export function ProfilePage() {
  const { tab } = useParams({ strict: false }) as { tab?: string };
  const navigate = useNavigate();
  const active = TABS.some((t) => t.value === tab) ? (tab as string) : 'account-details';
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          Profile
        </Title>
        {active === 'password-security' && (
          <Button type="submit" form={PASSWORD_FORM_ID}>
            Save Changes
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        <Tabs
          value={active}
          onChange={(value) => value && navigate({ to: '/profile/$tab', params: { tab: value } })}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="account-details">
            <AccountDetailsTab />
          </Tabs.Panel>
          <Tabs.Panel value="password-security">
            <PasswordSecurityTab />
          </Tabs.Panel>
          <Tabs.Panel value="invoice-details">
            <InvoiceDetailsTab />
          </Tabs.Panel>
          <Tabs.Panel value="plans-billing">
            <PlansBillingTab />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
