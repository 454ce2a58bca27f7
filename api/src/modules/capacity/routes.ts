// HTTP for capacity and the workload view: GET /capacity, GET /capacity/tasks, POST /workload/move;
// the practice's holidays (/holidays, Admins change them); people's leave (/leave); a person's own
// working week (PUT /users/:id/working-week, Admins).
import {
  CapacityAnswerSchema,
  CapacityQuery,
  CapacityTasksAnswerSchema,
  CapacityTasksQuery,
  HolidayBody,
  HolidayImportResultSchema,
  HolidayQuery,
  HolidaySchema,
  IdParams,
  LEADER_ROLES,
  LeaveBody,
  LeaveDaySchema,
  LeaveQuery,
  okOf,
  WORKLOAD_MESSAGES,
  WorkingWeekBody,
  WorkloadMoveBody,
  WorkloadMovedSchema,
} from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { users } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { SPREADSHEET_MESSAGES } from '../../lib/spreadsheet';
import { readUpload } from '../../lib/upload';
import { allow, contextOf } from '../../plugins/auth';
import { capacity } from './capacity';
import { capacityTasks } from './cell-tasks';
import { addHoliday, importHolidays, listHolidays, removeHoliday } from './holidays';
import { addLeave, listLeave, removeLeave } from './leave';
import { moveTasks } from './move';

type Id = v.InferOutput<typeof IdParams>;
const Deleted = v.object({ deleted: v.boolean() });

export async function capacityRoutes(app: FastifyInstance) {
  const tags = ['capacity'];
  app.get<{ Querystring: CapacityQuery }>(
    '/capacity',
    { schema: { tags, querystring: CapacityQuery, response: { 200: okOf(CapacityAnswerSchema) } } },
    async (request) => ({ success: true, data: await capacity(contextOf(app, request), request.query) }),
  );
  app.get<{ Querystring: CapacityTasksQuery }>(
    '/capacity/tasks',
    { schema: { tags, querystring: CapacityTasksQuery, response: { 200: okOf(CapacityTasksAnswerSchema) } } },
    async (request) => ({ success: true, data: await capacityTasks(contextOf(app, request), request.query) }),
  );
  app.post<{ Body: WorkloadMoveBody }>(
    '/workload/move',
    {
      schema: { tags, body: WorkloadMoveBody, response: { 200: okOf(WorkloadMovedSchema) } },
      onRequest: allow(...LEADER_ROLES),
    },
    async (request) => {
      const moved = await moveTasks(contextOf(app, request), request.body);
      return { success: true, data: { moved }, message: WORKLOAD_MESSAGES.moved(moved) };
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof HolidayQuery> }>(
    '/holidays',
    {
      schema: {
        tags,
        querystring: HolidayQuery,
        response: { 200: okOf(v.object({ holidays: v.array(HolidaySchema) })) },
      },
    },
    async (request) => ({
      success: true,
      data: { holidays: await listHolidays(contextOf(app, request), request.query.year) },
    }),
  );
  app.post<{ Body: HolidayBody }>(
    '/holidays',
    {
      schema: { tags, body: HolidayBody, response: { 200: okOf(HolidaySchema) } },
      onRequest: allow('ADMIN'),
    },
    async (request) => ({
      success: true,
      data: await addHoliday(contextOf(app, request), request.body),
      message: 'Holiday added',
    }),
  );
  app.post(
    '/holidays/import',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: okOf(HolidayImportResultSchema) } },
      onRequest: allow('ADMIN'),
    },
    async (request) => {
      const { filename, data } = await readUpload(request, 'file', SPREADSHEET_MESSAGES.size);
      const result = await importHolidays(contextOf(app, request), filename, data);
      return {
        success: true,
        data: result,
        message: `${result.added} ${result.added === 1 ? 'holiday' : 'holidays'} added`,
      };
    },
  );
  app.delete<{ Params: Id }>(
    '/holidays/:id',
    { schema: { tags, params: IdParams, response: { 200: okOf(Deleted) } }, onRequest: allow('ADMIN') },
    async (request) => {
      await removeHoliday(contextOf(app, request), request.params.id);
      return { success: true, data: { deleted: true }, message: 'Holiday removed' };
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof LeaveQuery> }>(
    '/leave',
    {
      schema: {
        tags,
        querystring: LeaveQuery,
        response: { 200: okOf(v.object({ leave: v.array(LeaveDaySchema) })) },
      },
    },
    async (request) => ({
      success: true,
      data: { leave: await listLeave(contextOf(app, request), request.query) },
    }),
  );
  app.post<{ Body: LeaveBody }>(
    '/leave',
    {
      schema: {
        tags,
        body: LeaveBody,
        response: { 200: okOf(v.object({ leave: v.array(LeaveDaySchema) })) },
      },
    },
    async (request) => {
      const leave = await addLeave(contextOf(app, request), request.body);
      return {
        success: true,
        data: { leave },
        message: `${leave.length} ${leave.length === 1 ? 'day' : 'days'} of leave added`,
      };
    },
  );
  app.delete<{ Params: Id }>(
    '/leave/:id',
    { schema: { tags, params: IdParams, response: { 200: okOf(Deleted) } } },
    async (request) => {
      await removeLeave(contextOf(app, request), request.params.id);
      return { success: true, data: { deleted: true }, message: 'Leave removed' };
    },
  );

  app.put<{ Params: Id; Body: WorkingWeekBody }>(
    '/users/:id/working-week',
    {
      schema: { tags, params: IdParams, body: WorkingWeekBody, response: { 200: okOf(WorkingWeekBody) } },
      onRequest: allow('ADMIN'),
    },
    async (request) => {
      const ctx = contextOf(app, request);
      const [row] = await ctx.db
        .update(users)
        .set({ workingWeek: request.body.minutes, updatedAt: new Date() })
        .where(and(eq(users.orgId, ctx.orgId), eq(users.id, request.params.id)))
        .returning({ minutes: users.workingWeek });
      if (!row) throw new NotFound('User not found');
      return { success: true, data: row, message: 'Working week saved' };
    },
  );
}
