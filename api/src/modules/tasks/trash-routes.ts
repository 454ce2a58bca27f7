// HTTP for the Trash and bulk confirms: GET /tasks/trash, POST /tasks/restore, POST
// /tasks/trash/purge (Admin) and POST /tasks/bulk-preview (count and first five of a selection).
import {
  BulkPreviewSchema,
  LEADER_ROLES,
  okOf,
  PurgedSchema,
  RestoredSchema,
  TaskSelection,
  TRASH_MESSAGES,
  TrashAnswerSchema,
  TrashIdsBody,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { allow, contextOf } from '../../plugins/auth';
import { previewSelection } from './selection';
import { listTrash, purgeTasks, restoreTasks } from './trash';

const tags = ['tasks'];
type Ids = { Body: v.InferOutput<typeof TrashIdsBody> };

export async function taskTrashRoutes(app: FastifyInstance) {
  app.get(
    '/tasks/trash',
    { schema: { tags, response: { 200: okOf(TrashAnswerSchema) } }, onRequest: allow(...LEADER_ROLES) },
    async (request) => ({
      success: true,
      data: { tasks: await listTrash(contextOf(app, request)) },
    }),
  );

  app.post<Ids>(
    '/tasks/restore',
    {
      schema: { tags, body: TrashIdsBody, response: { 200: okOf(RestoredSchema) } },
      onRequest: allow(...LEADER_ROLES),
    },
    async (request) => {
      const ids = await restoreTasks(contextOf(app, request), request.body.ids);
      return {
        success: true,
        data: { restored: ids.length, ids },
        message: TRASH_MESSAGES.restored(ids.length),
      };
    },
  );

  app.post<Ids>(
    '/tasks/trash/purge',
    {
      schema: { tags, body: TrashIdsBody, response: { 200: okOf(PurgedSchema) } },
      onRequest: allow('ADMIN'),
    },
    async (request) => {
      const purged = await purgeTasks(contextOf(app, request), request.body.ids);
      return { success: true, data: { purged }, message: TRASH_MESSAGES.purged(purged) };
    },
  );

  app.post<{ Body: v.InferOutput<typeof TaskSelection> }>(
    '/tasks/bulk-preview',
    { schema: { tags, body: TaskSelection, response: { 200: okOf(BulkPreviewSchema) } } },
    async (request) => ({
      success: true,
      data: await previewSelection(contextOf(app, request), request.body),
    }),
  );
}
