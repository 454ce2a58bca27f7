// A document request opened from the client page: its due date, state and each document asked for,
// reviewed one by one. The list behind it is told when anything changes.
import { Group, Loader, Stack, Text } from '@mantine/core';
import type { DocumentRequest } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { toast } from '../../../lib/toast';
import { documentRequestsApi } from '../api/document-requests-api';
import { ItemReview } from './ItemReview';
import { RequestStatusBadge } from './RequestStatusBadge';

export function DocumentRequestModal({
  requestId,
  canReview,
  onClose,
  onChanged,
}: {
  requestId: string | null;
  canReview: boolean;
  onClose(): void;
  onChanged(): void;
}) {
  const dateFormat = useDateFormat();
  const [request, setRequest] = useState<DocumentRequest | null>(null);
  useEffect(() => {
    setRequest(null);
    if (!requestId) return;
    let live = true;
    documentRequestsApi.get(requestId).then(
      (data) => live && setRequest(data.request),
      async (err: unknown) => {
        const problem = await readProblem(err);
        if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to load the request');
      },
    );
    return () => {
      live = false;
    };
  }, [requestId]);
  const reviewed = (next: DocumentRequest) => {
    setRequest(next);
    onChanged();
  };
  return (
    <AppModal
      opened={requestId !== null}
      onClose={onClose}
      title={request?.title ?? 'Document request'}
      size="lg"
    >
      {!request ? (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label="Loading the request" />
        </Group>
      ) : (
        <Stack gap="sm">
          <Group gap="sm">
            <Text size="sm">Due {formatDate(request.dueDate, dateFormat)}</Text>
            <RequestStatusBadge request={request} />
            <Text size="sm" c="dimmed">
              {request.received} of {request.total} received
            </Text>
          </Group>
          {request.items.map((item) => (
            <ItemReview
              key={item.id}
              requestId={request.id}
              item={item}
              canReview={canReview}
              onReviewed={reviewed}
            />
          ))}
        </Stack>
      )}
    </AppModal>
  );
}
