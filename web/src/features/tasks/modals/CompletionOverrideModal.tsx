// The Admin's override of a completion held back for the client's documents: the reason, kept in
// the audit trail with the status change.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { DOCUMENT_CHASE_MESSAGES } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { useCompletionOverrideStore } from '../states/completion-override-store';

export function CompletionOverrideModal() {
  const question = useCompletionOverrideStore((s) => s.question);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (question) {
      setReason('');
      setError(null);
    }
  }, [question]);
  const confirm = () => {
    if (!reason.trim()) return setError(DOCUMENT_CHASE_MESSAGES.overrideReasonRequired);
    question?.answer(reason.trim());
  };
  return (
    <AppModal
      opened={question !== null}
      onClose={() => question?.answer(null)}
      title="Complete without the documents?"
      size="md"
    >
      <Stack>
        <Text size="sm">{question?.message}</Text>
        <Textarea
          label="Reason"
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => question?.answer(null)}>
            Cancel
          </Button>
          <Button color="orange" onClick={confirm}>
            Complete anyway
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
