// Configurations → Scheduled jobs (Admin): the jobs the server runs on its own, their last and
// next runs, failures in plain sight, and Run now. While a job waits for a runner or runs, the
// page refreshes itself every two seconds, so a run's result shows without reloading.
import { Alert, Button, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { JOB_MESSAGES, type ScheduledJobRow } from '@practice-desk/contracts';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';
import { ConfigHeader } from '../components/ConfigHeader';
import { JobCards } from './JobCards';
import { JobsTable } from './JobsTable';
import { needsWatching } from './job-format';
import { jobsApi } from './jobs-api';

const WATCH_MS = 2_000;

export function ScheduledJobsTab() {
  const phone = useMediaQuery('(max-width: 48em)');
  const { data, loading, reload } = useResource(jobsApi.list, [], 'Failed to load the scheduled jobs');
  const [starting, setStarting] = useState<string | null>(null);
  const jobs = data?.jobs ?? [];
  const watching = needsWatching(jobs);

  useEffect(() => {
    if (!watching) return;
    const timer = setInterval(() => void reload(), WATCH_MS);
    return () => clearInterval(timer);
  }, [watching, reload]);

  const runNow = async (job: ScheduledJobRow) => {
    setStarting(job.name);
    try {
      // Run now runs the job for this practice alone and answers once it has run.
      const ran = (await jobsApi.runNow(job.name)).data.job;
      if (ran.lastStatus === 'failed') toast.error(JOB_MESSAGES.failedForPractice(job.title, ran.lastError));
      else toast.success(JOB_MESSAGES.ranForPractice(job.title));
      await reload();
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to run the job');
    } finally {
      setStarting(null);
    }
  };

  const failed = jobs.filter((job) => job.lastStatus === 'failed');
  const list = { jobs, starting, onRunNow: (job: ScheduledJobRow) => void runNow(job) };
  return (
    <>
      <ConfigHeader title="Scheduled jobs">
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={loading}
          onClick={() => void reload()}
        >
          Refresh
        </Button>
      </ConfigHeader>
      <Text size="sm" c="dimmed" mb="md">
        The server runs these on its own for every practice. With several servers on one database, each run
        happens on one of them. Run now runs a job at once for your practice only.
      </Text>
      {failed.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} mb="md" title={failedTitle(failed.length)}>
          {failed.map((job) => job.title).join(', ')}. Each is tried again on its own; its message is beside
          it.
        </Alert>
      )}
      {phone ? <JobCards {...list} /> : <JobsTable {...list} />}
      {jobs.length === 0 && !loading && (
        <Text c="dimmed" ta="center" py="lg">
          No scheduled jobs
        </Text>
      )}
    </>
  );
}

const failedTitle = (n: number) =>
  n === 1 ? '1 job failed on its last run' : `${n} jobs failed on their last run`;
