// One requested document: what it is, whether it is required, where it stands (with the staff's
// comment when it was returned), the files sent, and the client's ways to answer it: a file, a
// note, or 'not applicable' with a reason. An accepted document takes no more answers.
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DocumentRequest, RequestItem } from '@practice-desk/contracts';
import { useId, useState } from 'react';
import { portalApi } from '../lib/portal-api';
import { AnswerForm } from './AnswerForm';
import { ItemFiles } from './ItemFiles';
import { ItemStatusBadge } from './ItemStatusBadge';
import { UploadControl } from './UploadControl';

type Writing = 'note' | 'not-applicable' | null;

export function ItemCard({
  requestId,
  item,
  practiceName,
  onChanged,
}: {
  requestId: string;
  item: RequestItem;
  practiceName: string;
  onChanged(request: DocumentRequest): void;
}) {
  const heading = useId();
  const [writing, setWriting] = useState<Writing>(null);
  const [done, setDone] = useState<string | null>(null);
  const open = item.status !== 'accepted';
  const changed = (request: DocumentRequest, message: string) => {
    setWriting(null);
    setDone(message);
    onChanged(request);
  };
  const write = (kind: Writing) => {
    setDone(null);
    setWriting(kind);
  };
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={heading}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={heading} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Title>
          <ItemStatusBadge status={item.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {item.required ? 'Required' : 'Optional'}
        </Text>
        {item.note && <Text size="sm">{item.note}</Text>}
        {item.status === 'returned' && (
          <Alert color="orange" title={`Returned by ${practiceName}`}>
            {item.staffComment || 'Please send it again.'}
          </Alert>
        )}
        {item.status === 'accepted' && item.staffComment && (
          <Text size="sm">
            <b>{practiceName}:</b> {item.staffComment}
          </Text>
        )}
        {item.clientNote && (
          <Text size="sm">
            <b>{item.status === 'not_applicable' ? 'Why it does not apply' : 'Your note'}:</b>{' '}
            {item.clientNote}
          </Text>
        )}
        <ItemFiles files={item.files} itemName={item.name} />
        {done && (
          <Text size="sm" c="green.8" role="status">
            {done}
          </Text>
        )}
        {open && (
          <UploadControl
            requestId={requestId}
            itemId={item.id}
            itemName={item.name}
            hasFiles={item.files.length > 0}
            onUploaded={changed}
          />
        )}
        {open && writing === null && (
          <Group gap="xs">
            <Button variant="subtle" size="sm" onClick={() => write('note')}>
              {item.clientNote && item.status !== 'not_applicable' ? 'Change the note' : 'Add a note'}
            </Button>
            {item.status !== 'not_applicable' && (
              <Button variant="subtle" size="sm" color="gray.8" onClick={() => write('not-applicable')}>
                Not applicable
              </Button>
            )}
          </Group>
        )}
        {writing === 'note' && (
          <AnswerForm
            label={`Note for ${practiceName} about ${item.name}`}
            submitLabel="Save note"
            onCancel={() => setWriting(null)}
            onSubmit={async (note) => {
              const answer = await portalApi.note(requestId, item.id, note);
              changed(answer.data.request, answer.message ?? '');
            }}
          />
        )}
        {writing === 'not-applicable' && (
          <AnswerForm
            label={`Why does ${item.name} not apply?`}
            submitLabel="Mark as not applicable"
            onCancel={() => setWriting(null)}
            onSubmit={async (reason) => {
              const answer = await portalApi.notApplicable(requestId, item.id, reason);
              changed(answer.data.request, answer.message ?? '');
            }}
          />
        )}
      </Stack>
    </Card>
  );
}
