// View Plans: what the self-hosted plan is and what it includes.
import { Badge, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { SELF_HOSTED_PLAN } from '@practice-desk/contracts';
import { IconCheck } from '@tabler/icons-react';
import { AppModal } from '../../components/AppModal';

export function PlanDetailsModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Plans" size="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="lg">
            {SELF_HOSTED_PLAN.name}
          </Text>
          <Badge color="green" variant="light">
            Current plan
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {SELF_HOSTED_PLAN.summary}
        </Text>
        <List
          spacing={6}
          size="sm"
          icon={
            <ThemeIcon color="green" variant="light" size={20} radius="xl">
              <IconCheck size={13} stroke={2.2} />
            </ThemeIcon>
          }
        >
          {SELF_HOSTED_PLAN.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          There is no subscription and nothing to pay per person. To get new features, install a newer version
          of Practice desk; your data and settings stay as they are.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Got it</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
