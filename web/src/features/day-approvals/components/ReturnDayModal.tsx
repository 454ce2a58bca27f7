// Returning a day to its member: the leader says what to change (required); the member edits the
// day's time and submits it again.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { DAY_END_MESSAGES, type DayQueueItem } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { dayLabel } from './DayCard';

export function ReturnDayModal({
  day,
  busy,
  onClose,
  onReturn,
}: {
  day: DayQueueItem | null;
  busy: boolean;
  onClose(): void;
  onReturn(comment: string): void;
}) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (day) {
      setComment('');
      setError(null);
    }
  }, [day]);
  const submit = () => {
    if (!comment.trim()) return setError(DAY_END_MESSAGES.commentRequired);
    onReturn(comment.trim());
  };
  return (
    <AppModal opened={day !== null} onClose={onClose} title="Return day" size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">{day ? dayLabel(day) : ''}</Text>
          <Textarea
            label="Comment"
            description="What the member should change before submitting again"
            value={comment}
            onChange={(e) => {
              setComment(e.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
            }}
            error={error}
            autosize
            minRows={3}
            maxLength={2000}
            data-autofocus
            withAsterisk
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="orange" loading={busy}>
              Return day
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
