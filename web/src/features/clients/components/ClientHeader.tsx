// The client page's heading: the name, the numbers a practice knows a client by (GSTIN, PAN,
// CIN/LLPIN, group) and what can be done from here (edit the profile, add a task).
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ClientDetail, stateName } from '@practice-desk/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';

function Identifier({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text size="sm" component="span" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" size="sm">
        {label}{' '}
      </Text>
      <Text span ff="monospace" size="sm">
        {value}
      </Text>
    </Text>
  );
}

export function ClientHeader({
  client,
  canEdit,
  onEdit,
  onAddTask,
}: {
  client: ClientDetail;
  canEdit: boolean;
  onEdit(): void;
  onAddTask(): void;
}) {
  const state = client.stateCode ? stateName(client.stateCode) : null;
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
        <Group gap="xs" wrap="wrap">
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {client.name}
          </Title>
          {!client.isActive && <Badge color="gray">Inactive</Badge>}
          {client.group && (
            <Badge variant="light" aria-label={`Group ${client.group}`}>
              {client.group}
            </Badge>
          )}
        </Group>
        <Group gap="md" wrap="wrap" aria-label="Identifiers">
          <Identifier label="GSTIN" value={client.gst ?? 'Not registered'} />
          <Identifier label="PAN" value={client.pan} />
          <Identifier label={client.cin?.includes('-') ? 'LLPIN' : 'CIN'} value={client.cin} />
          <Identifier label="State" value={state ?? null} />
        </Group>
      </Stack>
      <Group gap="xs">
        {canEdit && (
          <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
            Edit profile
          </Button>
        )}
        <Button leftSection={<IconPlus size={16} />} onClick={onAddTask}>
          Add task
        </Button>
      </Group>
    </Group>
  );
}
