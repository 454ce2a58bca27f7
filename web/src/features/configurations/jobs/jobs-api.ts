// The scheduled jobs' calls (Admins), typed by the contracts.
import type { ScheduledJobList, ScheduledJobRunNow } from '@practice-desk/contracts';
import { getData, send } from '../../../lib/api-client';

export const jobsApi = {
  list: () => getData<ScheduledJobList>('jobs'),
  runNow: (name: string) => send<ScheduledJobRunNow>('post', `jobs/${name}/run`),
};
