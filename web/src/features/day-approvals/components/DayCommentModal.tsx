// A leader's decision that needs a reason, on one day: return it (what to change before
// submitting again) or reopen an approved one (why it is unlocked). The comment is required;
// Ctrl+Enter sends it.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { DAY_END_MESSAGES } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { dayLabel } from '../utils/day-label';

export interface DayCommentAction {
  title: string;
  description: string;
  confirm: string;
  color: string;
}

export const RETURN_DAY: DayCommentAction = {
  title: 'Return day',
  description: 'What the member should change before submitting again',
  confirm: 'Return day',
  color: 'orange',
};

export const REOPEN_DAY: DayCommentAction = {
  title: 'Reopen day',
  description: 'Why the day is reopened: the member can change its time and submits it again',
  confirm: 'Reopen day',
  color: 'blue',
};

export function DayCommentModal({
  action,
  day,
  busy,
  onClose,
  onConfirm,
}: {
  action: DayCommentAction;
  day: { user: { name: string }; date: string } | null;
  busy: boolean;
  onClose(): void;
  onConfirm(comment: string): void;
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
    onConfirm(comment.trim());
  };
  return (
    <AppModal opened={day !== null} onClose={onClose} title={action.title} size="md">
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
            description={action.description}
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
            <Button type="submit" color={action.color} loading={busy}>
              {action.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
