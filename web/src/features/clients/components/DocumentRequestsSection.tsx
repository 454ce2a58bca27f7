// The client's document requests on its Documents tab: each with its due date, state and how many
// documents came in; a leader raises a new one here. A request opens in a dialog for review.
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { type DocumentRequestSummary, isLeaderRole } from '@practice-desk/contracts';
import { useState } from 'react';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { useResource } from '../../../lib/use-resource';
import { documentRequestsApi } from '../api/document-requests-api';
import { DocumentRequestModal } from './DocumentRequestModal';
import { NewDocumentRequestModal } from './NewDocumentRequestModal';
import { RequestStatusBadge } from './RequestStatusBadge';
import { TabTable } from './TabTable';

export function DocumentRequestsSection({ clientId, clientName }: { clientId: string; clientName: string }) {
  const dateFormat = useDateFormat();
  const leader = useAuthStore((s) => isLeaderRole(s.user?.role));
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, reload } = useResource(
    () => documentRequestsApi.list(clientId),
    [clientId],
    'Failed to load the document requests',
  );
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          Document requests
        </Title>
        {leader && (
          <Button size="xs" onClick={() => setCreating(true)}>
            New document request
          </Button>
        )}
      </Group>
      <TabTable<DocumentRequestSummary>
        caption="Documents asked of the client through the portal"
        rows={data?.requests ?? null}
        rowKey={(r) => r.id}
        empty="No document requests yet."
        minWidth={560}
        columns={[
          {
            label: 'Request',
            cell: (r) => (
              <Anchor component="button" type="button" size="sm" onClick={() => setOpenId(r.id)}>
                {r.title}
              </Anchor>
            ),
          },
          { label: 'Due', cell: (r) => formatDate(r.dueDate, dateFormat) },
          { label: 'Status', cell: (r) => <RequestStatusBadge request={r} /> },
          { label: 'Received', cell: (r) => `${r.received} of ${r.total} received` },
        ]}
      />
      <NewDocumentRequestModal
        clientId={clientId}
        clientName={clientName}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={() => void reload()}
      />
      <DocumentRequestModal
        requestId={openId}
        canReview={leader}
        onClose={() => setOpenId(null)}
        onChanged={() => void reload()}
      />
    </Stack>
  );
}
