// Plans & Billing: the practice's plan (self-hosted, every feature) and its real usage this
// financial year, each figure leading to its screen when the person may open it.
import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { canOpen, type PracticeUsage, type Role, SELF_HOSTED_PLAN } from '@practice-desk/contracts';
import { IconBriefcase, IconFileInvoice, IconListCheck, IconUsers } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useAuthStore } from '../../lib/auth/auth-store';
import { useResource } from '../../lib/use-resource';
import { PlanDetailsModal } from './PlanDetailsModal';
import { practiceUsageApi } from './practice-usage-api';
import { UsageCard, type UsageCardProps } from './UsageCard';

function usageCards(usage: PracticeUsage, role: Role): UsageCardProps[] {
  const admin = role === 'ADMIN';
  const year = usage.financialYear;
  const span = `${dayjs(year.from).format('D MMM YYYY')} – ${dayjs(year.to).format('D MMM YYYY')}`;
  return [
    {
      id: 'activeUsers',
      label: 'Active users',
      value: usage.activeUsers,
      hint: 'People who can sign in',
      icon: <IconUsers size={16} />,
      color: 'blue',
      to: admin ? '/configurations/users' : undefined,
    },
    {
      id: 'clients',
      label: 'Clients',
      value: usage.clients,
      hint: 'Active clients',
      icon: <IconBriefcase size={16} />,
      color: 'teal',
      to: admin ? '/configurations/clients' : undefined,
    },
    {
      id: 'tasks',
      label: 'Tasks',
      value: usage.tasks,
      hint: 'All tasks of the practice',
      icon: <IconListCheck size={16} />,
      color: 'grape',
      to: admin ? '/all-tasks' : undefined,
    },
    {
      id: 'invoicesThisYear',
      label: `Invoices in FY ${year.label}`,
      value: usage.invoicesThisYear,
      hint: span,
      icon: <IconFileInvoice size={16} />,
      color: 'orange',
      to: canOpen(role, 'invoicing') ? '/invoicing/generated' : undefined,
    },
  ];
}

export function PlansBillingTab() {
  const role = useAuthStore((s) => s.user?.role ?? 'TEAM_MEMBER');
  const [plansOpen, plans] = useDisclosure(false);
  const { data, loading, reload } = useResource(() => practiceUsageApi.get(), [], 'Failed to load usage');
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ flex: '1 1 280px', minWidth: 0 }}>
            <Group gap="xs">
              <Text size="sm" c="dimmed" fw={500}>
                Current plan
              </Text>
              <Badge color="green" variant="light">
                Active
              </Badge>
            </Group>
            <Title order={2} size="h4">
              {SELF_HOSTED_PLAN.name}
            </Title>
            <Text size="sm" c="dimmed">
              {SELF_HOSTED_PLAN.summary}
            </Text>
          </Stack>
          <Button variant="light" onClick={plans.open}>
            View Plans
          </Button>
        </Group>
      </Paper>

      <Stack gap="xs">
        <Title order={3} size="h5">
          Usage
        </Title>
        {data ? (
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {usageCards(data, role).map((card) => (
              <UsageCard key={card.id} {...card} />
            ))}
          </SimpleGrid>
        ) : loading ? (
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={118} radius="md" />
            ))}
          </SimpleGrid>
        ) : (
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              The usage could not be loaded.
            </Text>
            <Button size="xs" variant="default" onClick={() => void reload()}>
              Try again
            </Button>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          No billing applies to a self-hosted practice: there is nothing to pay and no invoice to download.
        </Text>
      </Stack>
      <PlanDetailsModal opened={plansOpen} onClose={plans.close} />
    </Stack>
  );
}
