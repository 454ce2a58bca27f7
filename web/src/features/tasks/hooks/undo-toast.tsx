// The toast after a delete: it says how many went to the Trash and offers Undo, which restores
// exactly those tasks.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toast } from '../../../lib/toast';
import { bulkApi } from '../api/bulk-api';

const UNDO_TOAST_MS = 8000;

export function showUndoToast(message: string, ids: string[], onRestored: () => void) {
  const id = notifications.show({
    color: 'green',
    autoClose: UNDO_TOAST_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-xs"
          variant="light"
          onClick={async () => {
            notifications.hide(id);
            try {
              const res = await bulkApi.restore(ids);
              toast.success(res.message ?? `Restored ${res.data.restored} task(s)`);
              onRestored();
            } catch {
              toast.error('Failed to restore tasks');
            }
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
