// The foot of a dialog's form: Cancel, and the submit button that spins while it saves.
import { Button, Group } from '@mantine/core';

export function FormActions({ busy, submit, onCancel }: { busy: boolean; submit: string; onCancel(): void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        {submit}
      </Button>
    </Group>
  );
}
