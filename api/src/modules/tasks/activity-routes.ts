// HTTP for a task's time entries, comments and quotation, and Estimated Time per User.
import {
  CommentAnswerSchema,
  CommentBody,
  CommentsAnswerSchema,
  EstimatesAnswerSchema,
  IdParams,
  okOf,
  QuotationBody,
  SUCCESS,
  TaskAnswerSchema,
  TaskListQuery,
  TimeEntriesAnswerSchema,
  TimeEntryBody,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { contextOf } from '../../plugins/auth';
import { addComment, listComments, listTimeEntries, logTime, saveQuotation } from './activity';
import { estimatesByUser } from './estimates';

const tags = ['tasks'];
type Id = v.InferOutput<typeof IdParams>;

export async function taskActivityRoutes(app: FastifyInstance) {
  app.get<{ Querystring: v.InferOutput<typeof TaskListQuery> }>(
    '/tasks/estimates-by-user',
    { schema: { tags, querystring: TaskListQuery, response: { 200: okOf(EstimatesAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: await estimatesByUser(contextOf(app, request), request.query),
    }),
  );

  app.get<{ Params: Id }>(
    '/tasks/:id/time-entries',
    { schema: { tags, params: IdParams, response: { 200: okOf(TimeEntriesAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: { timeEntries: await listTimeEntries(contextOf(app, request), request.params.id) },
    }),
  );
  app.post<{ Params: Id; Body: v.InferOutput<typeof TimeEntryBody> }>(
    '/tasks/:id/time-entries',
    { schema: { tags, params: IdParams, body: TimeEntryBody, response: { 201: okOf(TaskAnswerSchema) } } },
    async (request, reply) => {
      const task = await logTime(contextOf(app, request), request.params.id, request.body);
      return reply.status(201).send({ success: true, data: { task }, message: SUCCESS.timeLogged });
    },
  );

  app.get<{ Params: Id }>(
    '/tasks/:id/comments',
    { schema: { tags, params: IdParams, response: { 200: okOf(CommentsAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: { comments: await listComments(contextOf(app, request), request.params.id) },
    }),
  );
  app.post<{ Params: Id; Body: v.InferOutput<typeof CommentBody> }>(
    '/tasks/:id/comments',
    { schema: { tags, params: IdParams, body: CommentBody, response: { 201: okOf(CommentAnswerSchema) } } },
    async (request, reply) => {
      const comment = await addComment(contextOf(app, request), request.params.id, request.body.content);
      return reply.status(201).send({ success: true, data: { comment }, message: 'Comment added' });
    },
  );

  app.post<{ Params: Id; Body: v.InferOutput<typeof QuotationBody> }>(
    '/tasks/:id/quotation',
    { schema: { tags, params: IdParams, body: QuotationBody, response: { 200: okOf(TaskAnswerSchema) } } },
    async (request) => {
      const task = await saveQuotation(contextOf(app, request), request.params.id, request.body);
      return {
        success: true,
        data: { task },
        message: request.body.draft ? SUCCESS.draftSaved : SUCCESS.quotationSaved,
      };
    },
  );
}
