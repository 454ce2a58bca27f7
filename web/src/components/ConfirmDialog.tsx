// A yes/no question before something that cannot be undone; a refusal is shown and the
// question stays open.
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { alreadyReported, readProblem } from '../lib/api-error';
import { toast } from '../lib/toast';
import { AppModal } from './AppModal';

export function ConfirmDialog({
  opened,
  message,
  onConfirm,
  onClose,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
}: {
  opened: boolean;
  message: string;
  onConfirm(): Promise<void> | void;
  onClose(): void;
  confirmLabel?: string;
  cancelLabel?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <AppModal opened={opened} onClose={onClose} title="Please confirm" size="sm">
      <Text size="sm" mb="lg">
        {message}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button
          color="red"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
              onClose();
            } catch (err) {
              // Refused (e.g. still in use): say why and keep the question open.
              const problem = await readProblem(err);
              if (!alreadyReported(problem))
                toast.error(problem.message ?? 'That did not work; please try again');
            } finally {
              setBusy(false);
            }
          }}
        >
          {confirmLabel}
        </Button>
      </Group>
    </AppModal>
  );
}
