// A scheduled job's state in words: a badge for its last run (or that it waits to run), and for a
// failed run the message and when it is tried again, in red so it is not missed.
import { Badge, Text } from '@mantine/core';
import { JOB_MESSAGES, type ScheduledJobRow } from '@practice-desk/contracts';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { isQueued, jobMoment } from './job-format';

export function JobStatusBadge({ job }: { job: ScheduledJobRow }) {
  if (job.lastStatus === 'running')
    return (
      <Badge color="blue" variant="light">
        Running
      </Badge>
    );
  if (isQueued(job))
    return (
      <Badge color="grape" variant="light">
        Queued
      </Badge>
    );
  if (job.lastStatus === 'failed')
    return (
      <Badge color="red" variant="filled">
        Failed
      </Badge>
    );
  if (job.lastStatus === 'ok')
    return (
      <Badge color="green" variant="light">
        OK
      </Badge>
    );
  return (
    <Badge color="gray" variant="light">
      {JOB_MESSAGES.neverRun}
    </Badge>
  );
}

export function JobFailure({ job }: { job: ScheduledJobRow }) {
  const dateFormat = useDateFormat();
  if (job.lastStatus !== 'failed' || !job.lastError) return null;
  const times = job.attempts === 1 ? 'once' : `${job.attempts} times in a row`;
  return (
    <Text size="sm" c="red.8" role="alert" style={{ wordBreak: 'break-word' }}>
      Failed {times}: {job.lastError}. Next try {jobMoment(job.nextRunAt, dateFormat)}.
    </Text>
  );
}
