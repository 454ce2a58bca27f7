// Requests: what the practice has asked this client for, open ones first, each with its due date
// and how many of its documents were received.
import { Alert, Stack, Text, Title } from '@mantine/core';
import type { DocumentRequestSummary, PortalMe } from '@practice-desk/contracts';
import { EmptyNote } from '../components/EmptyNote';
import { RequestCard } from '../components/RequestCard';
import { ScreenTitle } from '../components/ScreenTitle';
import { portalApi } from '../lib/portal-api';
import { useLoad } from '../lib/use-load';

function Section({
  title,
  requests,
  empty,
}: {
  title: string;
  requests: DocumentRequestSummary[];
  empty: string;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {requests.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        requests.map((r) => <RequestCard key={r.id} request={r} />)
      )}
    </Stack>
  );
}

export function RequestsScreen({
  client,
  practiceName,
}: {
  client: PortalMe['clients'][number];
  practiceName: string;
}) {
  const { data, error } = useLoad(
    () => portalApi.requests(client.id).then((answer) => answer.data.requests),
    client.id,
  );
  const open = data?.filter((r) => r.status === 'open') ?? [];
  const done = data?.filter((r) => r.status === 'complete') ?? [];
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <ScreenTitle>Document requests</ScreenTitle>
        <Text c="dimmed">{client.name}</Text>
      </Stack>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {data === null && !error && <Text c="dimmed">Loading your requests…</Text>}
      {data !== null && data.length === 0 && (
        <EmptyNote title="Nothing asked for yet">
          When {practiceName} needs documents from {client.name}, the request will appear here and you can
          upload them from this page.
        </EmptyNote>
      )}
      {data !== null && data.length > 0 && (
        <>
          <Section title="Open" requests={open} empty="Nothing is waiting for you." />
          <Section title="Completed" requests={done} empty="No completed requests yet." />
        </>
      )}
    </Stack>
  );
}
