// The scheduled jobs on phones: a card each, with the same facts and Run now as the table.
import { Card, Group, Stack, Text } from '@mantine/core';
import { jobInterval } from '@practice-desk/contracts';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { JobFailure, JobStatusBadge } from './JobStatus';
import { type JobListProps, LastRun, RunNowButton } from './JobsTable';
import { isQueued, jobMoment } from './job-format';

export function JobCards({ jobs, starting, onRunNow }: JobListProps) {
  const dateFormat = useDateFormat();
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Scheduled jobs">
      {jobs.map((job) => (
        <Card
          key={job.name}
          component="li"
          withBorder
          padding="sm"
          data-job={job.name}
          bg={job.lastStatus === 'failed' ? 'red.0' : undefined}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600} size="sm">
              {job.title}
            </Text>
            <JobStatusBadge job={job} />
          </Group>
          <Text size="xs" c="dimmed" mb={6}>
            {job.description} Runs {jobInterval(job.everyMinutes)}.
          </Text>
          <JobFailure job={job} />
          <Group justify="space-between" align="flex-end" mt={6}>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                Last run
              </Text>
              <LastRun job={job} />
              <Text size="xs" c="dimmed" mt={4}>
                Next run: {isQueued(job) ? 'now' : jobMoment(job.nextRunAt, dateFormat)}
              </Text>
            </Stack>
            <RunNowButton job={job} starting={starting} onRunNow={onRunNow} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
