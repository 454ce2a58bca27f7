// 'Due date…' of the bulk menu: one date for every ticked task (or the whole view), asked in a
// small dialog with the practice's date field, then applied like the menu's other changes.
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';

export function BulkDueDate({
  opened,
  count,
  onClose,
  onApply,
}: {
  opened: boolean;
  count: number;
  onClose(): void;
  onApply(dueDate: string): void;
}) {
  const [date, setDate] = useState('');
  return (
    <AppModal opened={opened} onClose={onClose} title={`Due date of ${count} task(s)`} size="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!date) return;
          onApply(date);
          onClose();
        }}
      >
        <Stack gap="sm">
          <DateField label="New due date" value={date} onChange={setDate} data-autofocus />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!date}>
              Apply
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
