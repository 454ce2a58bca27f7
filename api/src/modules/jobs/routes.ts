// HTTP for the scheduled jobs (Admins): the list, and "run now", which runs the job for the Admin's
// own practice and answers with how it went.
import { JobNameParams, okOf, ScheduledJobList, ScheduledJobRunNow } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import { allow } from '../../plugins/auth';
import { listJobs, runJobNow } from './service';

const tags = ['jobs'];

export async function jobRoutes(app: FastifyInstance) {
  const admin = allow('ADMIN');
  const db = app.database.db;

  app.get(
    '/jobs',
    { schema: { tags, response: { 200: okOf(ScheduledJobList) } }, onRequest: admin },
    async (request) => ({
      success: true,
      data: { jobs: await listJobs(db, app.scheduledJobs.jobs, request.user.org, app.config.clock()) },
    }),
  );

  app.post<{ Params: JobNameParams }>(
    '/jobs/:name/run',
    {
      schema: { tags, params: JobNameParams, response: { 200: okOf(ScheduledJobRunNow) } },
      onRequest: admin,
    },
    async (request) => ({
      success: true,
      data: {
        job: await runJobNow(
          db,
          app.scheduledJobs,
          request.params.name,
          app.config.clock(),
          request.user.org,
        ),
      },
    }),
  );
}
