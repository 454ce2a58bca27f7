// Before a bulk delete (or a bulk change of a whole view): how many tasks it takes and the first
// five of them by name, read from the server for exactly the selection that will be sent.
import { Button, Group, List, Loader, Text } from '@mantine/core';
import { type BulkPreview, TRASH_DAYS } from '@practice-desk/contracts';
import { useEffect, useRef, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { type BulkSelection, bulkApi } from '../api/bulk-api';

export function BulkConfirmModal({
  selection,
  action,
  onConfirm,
  onClose,
}: {
  /** null: closed. */
  selection: BulkSelection | null;
  /** What is asked, e.g. 'Delete' or 'Set priority High for'. */
  action: string;
  onConfirm(): Promise<void>;
  onClose(): void;
}) {
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    setPreview(null);
    if (!selection) return;
    let live = true;
    bulkApi.preview(selection).then(
      (p) => live && setPreview(p),
      () => live && close.current(),
    );
    return () => {
      live = false;
    };
  }, [selection]);
  const deleting = action === 'Delete';
  const more = preview ? preview.count - preview.names.length : 0;
  return (
    <AppModal opened={selection !== null} onClose={onClose} title="Please confirm" size="md">
      {!preview ? (
        <Loader size="sm" />
      ) : (
        <>
          <Text size="sm" fw={600} mb="xs">
            {action} {preview.count} task(s)?
          </Text>
          <List size="sm" mb="xs" data-testid="bulk-confirm-names">
            {preview.names.map((name, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two tasks may share a name
              <List.Item key={i}>{name}</List.Item>
            ))}
          </List>
          {more > 0 && (
            <Text size="sm" c="dimmed" mb="xs">
              and {more} more
            </Text>
          )}
          {deleting && (
            <Text size="xs" c="dimmed" mb="md">
              Deleted tasks stay in the Trash for {TRASH_DAYS} days.
            </Text>
          )}
        </>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          No
        </Button>
        <Button
          color={deleting ? 'red' : undefined}
          loading={busy}
          disabled={!preview || preview.count === 0}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
              onClose();
            } catch (err) {
              const problem = await readProblem(err);
              if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to update tasks');
            } finally {
              setBusy(false);
            }
          }}
        >
          Yes
        </Button>
      </Group>
    </AppModal>
  );
}
