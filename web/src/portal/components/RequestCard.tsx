// One request in the list: its title (a link to it), due date, and how much was received.
import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { DocumentRequestSummary } from '@practice-desk/contracts';
import { portalDate, receivedText } from '../lib/format';
import { requestPath } from '../lib/router';
import { PortalLink } from './PortalLink';

export function RequestCard({ request }: { request: DocumentRequestSummary }) {
  const done = request.status === 'complete';
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <PortalLink to={requestPath(request.id)} fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {request.title}
          </PortalLink>
          {done ? (
            <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
              Completed
            </Badge>
          ) : (
            request.overdue && (
              <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                Overdue
              </Badge>
            )
          )}
        </Group>
        <Text size="sm">Due {portalDate(request.dueDate)}</Text>
        <Progress
          value={request.total ? (100 * request.received) / request.total : 0}
          color={done ? 'green' : 'indigo'}
          aria-label={`${request.title}: ${receivedText(request.received, request.total)}`}
        />
        <Text size="sm" c="dimmed">
          {receivedText(request.received, request.total)}
        </Text>
      </Stack>
    </Card>
  );
}
