// What the calendar's colours mean, in words.
import { Badge, Group, Text } from '@mantine/core';
import { STATUS_LOOK } from '../../../lib/compliance/status-look';
import { STATUS_ORDER } from '../utils/month-grid';

export function StatusLegend() {
  return (
    <Group gap={6} mt="xs">
      <Text size="xs" c="dimmed">
        Colours:
      </Text>
      {STATUS_ORDER.map((status) => (
        <Badge key={status} size="xs" variant="light" radius="sm" color={STATUS_LOOK[status].color}>
          {STATUS_LOOK[status].label}
        </Badge>
      ))}
    </Group>
  );
}
