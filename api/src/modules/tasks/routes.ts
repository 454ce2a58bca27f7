// HTTP for tasks: contract in, service call, contract out (spec §7 Tasks).
import {
  BulkDeleteBody,
  BulkUpdateBody,
  CreateTaskBody,
  IdParams,
  okOf,
  SUCCESS,
  TaskAnswerSchema,
  TaskCountsAnswerSchema,
  TaskListAnswerSchema,
  TaskListQuery,
  TasksDeletedSchema,
  TasksUpdatedSchema,
  UpdateTaskBody,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { allow, contextOf } from '../../plugins/auth';
import { countTasks, listTasks } from './list';
import { resolveSelection } from './selection';
import { bulkUpdateTasks, createTask, deleteTasks, getTaskRow, updateTask } from './service';

const tags = ['tasks'];
type ListQuery = v.InferOutput<typeof TaskListQuery>;
type Id = v.InferOutput<typeof IdParams>;

export async function taskRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>(
    '/tasks',
    { schema: { tags, querystring: TaskListQuery, response: { 200: okOf(TaskListAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: await listTasks(contextOf(app, request), request.query),
    }),
  );

  app.get<{ Querystring: ListQuery }>(
    '/tasks/counts',
    { schema: { tags, querystring: TaskListQuery, response: { 200: okOf(TaskCountsAnswerSchema) } } },
    async (request) => {
      const { filterCounts, stats } = await countTasks(contextOf(app, request), request.query);
      return { success: true, data: { counts: filterCounts, stats } };
    },
  );

  for (const [path, due] of [
    ['/tasks/overdue', 'overdue'],
    ['/tasks/due-today', 'today'],
  ] as const) {
    app.get<{ Querystring: ListQuery }>(
      path,
      { schema: { tags, querystring: TaskListQuery, response: { 200: okOf(TaskListAnswerSchema) } } },
      async (request) => ({
        success: true,
        data: await listTasks(contextOf(app, request), { ...request.query, due }),
      }),
    );
  }

  app.get<{ Params: Id }>(
    '/tasks/:id',
    { schema: { tags, params: IdParams, response: { 200: okOf(TaskAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: { task: await getTaskRow(contextOf(app, request), request.params.id) },
    }),
  );

  app.post<{ Body: v.InferOutput<typeof CreateTaskBody> }>(
    '/tasks',
    { schema: { tags, body: CreateTaskBody, response: { 201: okOf(TaskAnswerSchema) } } },
    async (request, reply) => {
      const task = await createTask(contextOf(app, request), request.body);
      return reply.status(201).send({ success: true, data: { task }, message: SUCCESS.taskCreated });
    },
  );

  app.put<{ Params: Id; Body: v.InferOutput<typeof UpdateTaskBody> }>(
    '/tasks/:id',
    { schema: { tags, params: IdParams, body: UpdateTaskBody, response: { 200: okOf(TaskAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: { task: await updateTask(contextOf(app, request), request.params.id, request.body) },
      message: SUCCESS.taskUpdated,
    }),
  );

  app.delete<{ Params: Id }>(
    '/tasks/:id',
    {
      schema: { tags, params: IdParams, response: { 200: okOf(TasksDeletedSchema) } },
      onRequest: allow('ADMIN'),
    },
    async (request) => {
      const ids = await deleteTasks(contextOf(app, request), [request.params.id]);
      return { success: true, data: { deleted: ids.length, ids }, message: SUCCESS.taskDeleted };
    },
  );

  app.post<{ Body: v.InferOutput<typeof BulkUpdateBody> }>(
    '/tasks/bulk-update',
    { schema: { tags, body: BulkUpdateBody, response: { 200: okOf(TasksUpdatedSchema) } } },
    async (request) => {
      const ctx = contextOf(app, request);
      const ids = await resolveSelection(ctx, request.body);
      const updated = await bulkUpdateTasks(ctx, ids, request.body.updates);
      return { success: true, data: { updated }, message: SUCCESS.tasksUpdated(updated) };
    },
  );

  app.post<{ Body: v.InferOutput<typeof BulkDeleteBody> }>(
    '/tasks/bulk-delete',
    {
      schema: { tags, body: BulkDeleteBody, response: { 200: okOf(TasksDeletedSchema) } },
      onRequest: allow('ADMIN'),
    },
    async (request) => {
      const ctx = contextOf(app, request);
      const ids = await deleteTasks(ctx, await resolveSelection(ctx, request.body));
      return {
        success: true,
        data: { deleted: ids.length, ids },
        message: `Deleted ${ids.length} selected task(s)`,
      };
    },
  );
}
