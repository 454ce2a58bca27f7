// One request: what it is for, by when, and each document asked for, to answer one by one.
import { Alert, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { ItemCard } from '../components/ItemCard';
import { PortalLink } from '../components/PortalLink';
import { ScreenTitle } from '../components/ScreenTitle';
import { portalDate, receivedText } from '../lib/format';
import { portalApi } from '../lib/portal-api';
import { REQUESTS_PATH } from '../lib/router';
import { useLoad } from '../lib/use-load';

export function RequestScreen({ id, practiceName }: { id: string; practiceName: string }) {
  const {
    data: request,
    error,
    setData,
  } = useLoad(() => portalApi.request(id).then((answer) => answer.data.request), id);
  const back = (
    <PortalLink to={REQUESTS_PATH} size="sm">
      ← All requests
    </PortalLink>
  );
  if (error)
    return (
      <Stack gap="md">
        {back}
        <ScreenTitle>Request not available</ScreenTitle>
        <Alert color="red" role="alert">
          {error}
        </Alert>
      </Stack>
    );
  if (!request)
    return (
      <Stack gap="md">
        {back}
        <Text c="dimmed">Loading the request…</Text>
      </Stack>
    );
  const done = request.status === 'complete';
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        {back}
        <ScreenTitle>{request.title}</ScreenTitle>
        <Group gap="xs">
          <Text>Due {portalDate(request.dueDate)}</Text>
          {done && (
            <Badge color="green" variant="light">
              Completed
            </Badge>
          )}
          {!done && request.overdue && (
            <Badge color="red" variant="light">
              Overdue
            </Badge>
          )}
        </Group>
        <Progress
          value={request.total ? (100 * request.received) / request.total : 0}
          color={done ? 'green' : 'indigo'}
          aria-label={receivedText(request.received, request.total)}
        />
        <Text size="sm" c="dimmed">
          {receivedText(request.received, request.total)}
        </Text>
      </Stack>
      {request.items.length === 0 ? (
        <Text c="dimmed">No documents are asked for in this request.</Text>
      ) : (
        request.items.map((item) => (
          <ItemCard
            key={item.id}
            requestId={request.id}
            item={item}
            practiceName={practiceName}
            onChanged={setData}
          />
        ))
      )}
    </Stack>
  );
}
