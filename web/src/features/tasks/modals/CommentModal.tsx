// Comments on a task: the thread oldest first, scrolled to the newest; Enter sends a comment.
import { Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { CommentBody, type CommentRow, type TaskRow, TIME_MESSAGES } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { AppModal } from '../../../components/AppModal';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { usePracticeTime } from '../../../lib/preferences/hooks/use-practice-time';
import { useResource } from '../../../lib/use-resource';
import { tasksApi } from '../api/tasks-api';
import { TaskHeading } from './TaskHeading';

dayjs.extend(relativeTime);

export function CommentModal({ task, onClose }: { task: TaskRow | null; onClose(): void }) {
  const { data, loading } = useResource(
    () => (task ? tasksApi.comments(task.id) : Promise.resolve([])),
    [task?.id],
    'Failed to fetch comments',
  );
  const [added, setAdded] = useState<CommentRow[]>([]);
  const when = usePracticeTime();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const comments = [...(data ?? []), ...added.filter((c) => !data?.some((d) => d.id === c.id))];

  // biome-ignore lint/correctness/useExhaustiveDependencies: start afresh for each task.
  useEffect(() => {
    setAdded([]);
    setDraft('');
    setError(null);
  }, [task?.id]);

  useEffect(() => {
    const el = viewport.current;
    if (el && comments.length > 0) el.scrollTo({ top: el.scrollHeight });
  }, [comments.length]);

  const send = async () => {
    if (!task || busy) return;
    const parsed = v.safeParse(CommentBody, { content: draft });
    if (!parsed.success) {
      setError(TIME_MESSAGES.commentRequired);
      return;
    }
    setBusy(true);
    try {
      const comment = await tasksApi.addComment(task.id, parsed.output.content);
      setAdded((list) => [...list, comment]);
      setDraft('');
      setError(null);
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem))
        setError(problem.errors[0]?.message ?? problem.message ?? 'Failed to add comment');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal opened={task !== null} onClose={onClose} title={<TaskHeading title="Comments" task={task} />}>
      <Stack>
        <ScrollArea.Autosize mah={360} viewportRef={viewport} type="auto">
          {comments.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {loading ? 'Loading comments...' : 'No comments yet'}
            </Text>
          ) : (
            <Stack gap="sm" pr="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {comments.map((c) => (
                <li key={c.id}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {c.author?.name ?? 'Former member'}
                    </Text>
                    <Text size="xs" c="dimmed" title={when(c.createdAt)}>
                      {dayjs(c.createdAt).fromNow()}
                    </Text>
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {c.content}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <TextInput
          label="New comment"
          placeholder="Write a comment..."
          value={draft}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
          error={error}
          description="Press Enter to send"
          data-autofocus
        />
      </Stack>
    </AppModal>
  );
}
