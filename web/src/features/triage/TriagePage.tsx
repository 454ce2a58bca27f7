// Triage: a leader's queues each morning (overdue, due in 7 days and not started, unassigned, help
// required, waiting on the client, over budget, no estimate), each with its count; a queue opens
// the task list narrowed to it, where the bulk actions (reassign, due date, priority, status)
// take it whole or ticked.
import { Card, SimpleGrid, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { TRIAGE_QUEUES, type TriageAnswer } from '@practice-desk/contracts';
import { useNavigate } from '@tanstack/react-router';
import { TeamLoadTabs } from '../../components/TeamLoadTabs';
import { getData } from '../../lib/api-client';
import { useResource } from '../../lib/use-resource';
import classes from './TriagePage.module.css';

const LIST_OF_SCOPE = { my: '/tasks', team: '/team-tasks', all: '/all-tasks' } as const;
const WHOSE = {
  my: 'your own open work',
  team: 'your team’s open work',
  all: 'the practice’s open work',
} as const;

export function TriagePage() {
  const navigate = useNavigate();
  const { data } = useResource(() => getData<TriageAnswer>('triage'), [], 'Failed to load the queues');
  return (
    <Stack gap="sm">
      <TeamLoadTabs active="/triage" />
      <Title order={2} size="h3">
        Triage
      </Title>
      {data && (
        <Text size="sm" c="dimmed">
          Queues of {WHOSE[data.scope]}. Open one to reassign, reschedule, re-prioritise or change the status
          of its tasks together.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {TRIAGE_QUEUES.map((q) => {
          const count = data?.queues.find((c) => c.key === q.key)?.count;
          return (
            <UnstyledButton
              key={q.key}
              className={classes.queue}
              disabled={!data}
              onClick={() =>
                data && void navigate({ to: LIST_OF_SCOPE[data.scope], search: { queue: [q.key] } } as never)
              }
            >
              <Card component="span" withBorder padding="sm" radius="md" h="100%" display="block">
                <Text component="span" display="block" size="sm" fw={600}>
                  {q.label}
                  <VisuallyHidden>: </VisuallyHidden>
                </Text>
                <Text component="span" display="block" size="xl" fw={700} c={count ? 'grape.8' : 'gray.7'}>
                  <span data-testid={`queue-count-${q.key}`}>{count ?? '…'}</span>
                  <VisuallyHidden> tasks. </VisuallyHidden>
                </Text>
                <Text component="span" display="block" size="xs" c="dimmed">
                  {q.hint}
                </Text>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
