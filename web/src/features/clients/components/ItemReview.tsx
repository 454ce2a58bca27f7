// One requested document as staff review it: what the client sent (files to download, their note
// or why it does not apply), and, for a leader, Accept or Return with a comment the client sees.
import { Anchor, Button, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { DocumentRequest, ItemReviewBody, RequestItem } from '@practice-desk/contracts';
import { useState } from 'react';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { documentRequestsApi } from '../api/document-requests-api';
import { StaffItemStatus } from './StaffItemStatus';

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

export function ItemReview({
  requestId,
  item,
  canReview,
  onReviewed,
}: {
  requestId: string;
  item: RequestItem;
  canReview: boolean;
  onReviewed(request: DocumentRequest): void;
}) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ItemReviewBody['status'] | null>(null);
  const review = async (status: ItemReviewBody['status']) => {
    setBusy(status);
    setError(null);
    try {
      const answer = await documentRequestsApi.review(requestId, item.id, { status, comment });
      toast.success(answer.message ?? 'Review saved');
      setComment('');
      onReviewed(answer.data.request);
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem))
        setError(problem.errors[0]?.message ?? problem.message ?? 'Failed to save');
    } finally {
      setBusy(null);
    }
  };
  const answered = item.status !== 'pending';
  return (
    <Paper withBorder p="sm" component="section" aria-label={item.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h6">
            {item.name}{' '}
            <Text span size="xs" c="dimmed">
              ({item.required ? 'required' : 'optional'})
            </Text>
          </Title>
          <StaffItemStatus status={item.status} />
        </Group>
        {item.note && (
          <Text size="sm" c="dimmed">
            Asked: {item.note}
          </Text>
        )}
        {item.clientNote && (
          <Text size="sm">
            <b>{item.status === 'not_applicable' ? 'Client says it does not apply' : 'Client note'}:</b>{' '}
            {item.clientNote}
          </Text>
        )}
        {item.staffComment && (
          <Text size="sm">
            <b>Comment to the client:</b> {item.staffComment}
          </Text>
        )}
        {item.files.length > 0 && (
          <List size="sm" spacing={2}>
            {item.files.map((f) => (
              <List.Item key={f.id}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  aria-label={`Download ${f.name}`}
                  onClick={() => void documentRequestsApi.download(requestId, item.id, f)}
                >
                  {f.name}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  ({sizeOf(f.size)})
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        {canReview && answered && item.status !== 'accepted' && (
          <Stack gap={6}>
            <Textarea
              label={`Comment on ${item.name}`}
              description="The client sees it; needed to return the document"
              autosize
              minRows={1}
              value={comment}
              error={error}
              onChange={(e) => setComment(e.currentTarget.value)}
            />
            <Group gap="xs">
              <Button
                size="xs"
                color="green"
                loading={busy === 'accepted'}
                disabled={busy !== null}
                onClick={() => void review('accepted')}
              >
                Accept
              </Button>
              <Button
                size="xs"
                color="orange"
                variant="light"
                loading={busy === 'returned'}
                disabled={busy !== null}
                onClick={() => void review('returned')}
              >
                Return to the client
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
