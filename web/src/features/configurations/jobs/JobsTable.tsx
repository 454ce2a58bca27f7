// The scheduled jobs on wide screens: one row each with what it does, how often, its last run and
// the next, its state, and Run now.
import { Button, ScrollArea, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { JOB_MESSAGES, jobInterval, type ScheduledJobRow } from '@practice-desk/contracts';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { JobFailure, JobStatusBadge } from './JobStatus';
import { isQueued, jobMoment, runLength } from './job-format';

export interface JobListProps {
  jobs: ScheduledJobRow[];
  starting: string | null;
  onRunNow: (job: ScheduledJobRow) => void;
}

export function RunNowButton({
  job,
  starting,
  onRunNow,
}: { job: ScheduledJobRow } & Omit<JobListProps, 'jobs'>) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPlayerPlay size={14} />}
      loading={starting === job.name}
      disabled={job.lastStatus === 'running' || isQueued(job)}
      onClick={() => onRunNow(job)}
      aria-label={`Run now: ${job.title}`}
    >
      Run now
    </Button>
  );
}

export function LastRun({ job }: { job: ScheduledJobRow }) {
  const dateFormat = useDateFormat();
  if (!job.lastRunAt) return <Text size="sm">{JOB_MESSAGES.neverRun}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{jobMoment(job.lastRunAt, dateFormat)}</Text>
      {job.lastStatus !== 'running' && job.lastDurationMs !== null && (
        <Text size="xs" c="dimmed">
          took {runLength(job.lastDurationMs)}
        </Text>
      )}
    </Stack>
  );
}

export function JobsTable({ jobs, starting, onRunNow }: JobListProps) {
  const dateFormat = useDateFormat();
  return (
    <ScrollArea type="auto">
      <Table verticalSpacing="sm" miw={960} aria-label="Scheduled jobs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Job</Table.Th>
            <Table.Th w={120}>Runs</Table.Th>
            <Table.Th w={160}>Last run</Table.Th>
            <Table.Th w={120}>Status</Table.Th>
            <Table.Th w={150}>Next run</Table.Th>
            <Table.Th w={120}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr
              key={job.name}
              data-job={job.name}
              bg={job.lastStatus === 'failed' ? 'red.0' : undefined}
            >
              <Table.Td>
                <Text fw={600} size="sm">
                  {job.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {job.description}
                </Text>
                <JobFailure job={job} />
              </Table.Td>
              <Table.Td>{jobInterval(job.everyMinutes)}</Table.Td>
              <Table.Td>
                <LastRun job={job} />
              </Table.Td>
              <Table.Td>
                <JobStatusBadge job={job} />
              </Table.Td>
              <Table.Td>{isQueued(job) ? 'Now' : jobMoment(job.nextRunAt, dateFormat)}</Table.Td>
              <Table.Td>
                <RunNowButton job={job} starting={starting} onRunNow={onRunNow} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
