// HTTP for the week timesheet: GET /timesheets, PUT /timesheets/cell, and the pickers' lists
// GET /timesheets/people and GET /timesheets/tasks.
import {
  okOf,
  TimesheetCellBody,
  TimesheetPeopleAnswerSchema,
  TimesheetQuery,
  TimesheetTaskQuery,
  TimesheetTasksAnswerSchema,
  TimesheetWeekSchema,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { contextOf } from '../../plugins/auth';
import { writeTimesheetCell } from './cell';
import { timesheetPeople } from './person';
import { timesheetTasks } from './task-picker';
import { timesheetWeek } from './week';

export async function timesheetRoutes(app: FastifyInstance) {
  const tags = ['timesheets'];
  app.get<{ Querystring: v.InferOutput<typeof TimesheetQuery> }>(
    '/timesheets',
    { schema: { tags, querystring: TimesheetQuery, response: { 200: okOf(TimesheetWeekSchema) } } },
    async (request) => ({ success: true, data: await timesheetWeek(contextOf(app, request), request.query) }),
  );
  app.put<{ Body: v.InferOutput<typeof TimesheetCellBody> }>(
    '/timesheets/cell',
    { schema: { tags, body: TimesheetCellBody, response: { 200: okOf(TimesheetWeekSchema) } } },
    async (request) => ({
      success: true,
      data: await writeTimesheetCell(contextOf(app, request), request.body),
      message: 'Time saved',
    }),
  );
  app.get(
    '/timesheets/people',
    { schema: { tags, response: { 200: okOf(TimesheetPeopleAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: { people: await timesheetPeople(contextOf(app, request)) },
    }),
  );
  app.get<{ Querystring: v.InferOutput<typeof TimesheetTaskQuery> }>(
    '/timesheets/tasks',
    {
      schema: { tags, querystring: TimesheetTaskQuery, response: { 200: okOf(TimesheetTasksAnswerSchema) } },
    },
    async (request) => ({
      success: true,
      data: { tasks: await timesheetTasks(contextOf(app, request), request.query) },
    }),
  );
}
