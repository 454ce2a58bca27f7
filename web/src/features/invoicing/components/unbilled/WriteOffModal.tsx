// The write-off's reason, asked before the selected work leaves the queue for good.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { UNBILLED_MESSAGES } from '@practice-desk/contracts';
import { useState } from 'react';
import { AppModal } from '../../../../components/AppModal';

export function WriteOffModal({
  count,
  opened,
  onClose,
  onConfirm,
}: {
  count: number;
  opened: boolean;
  onClose(): void;
  onConfirm(reason: string): Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) return setError(UNBILLED_MESSAGES.reasonRequired);
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      setReason('');
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppModal opened={opened} onClose={onClose} title="Write off unbilled work" size="sm">
      <Stack gap="sm">
        <Text size="sm">
          {count === 1 ? 'The selected task' : `The ${count} selected tasks`} will not be invoiced. The reason
          is kept for the write-offs report.
        </Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void submit()}>
            Write off
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
