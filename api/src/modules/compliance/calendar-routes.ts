// HTTP for the compliance calendar and status board, and their .xlsx exports. Every role may call
// them; the services show each person the items their rights reach.
import {
  BoardAnswerSchema,
  BoardQuery,
  CalendarAnswerSchema,
  CalendarQuery,
  okOf,
} from '@practice-desk/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fileAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES } from '../../lib/spreadsheet';
import { contextOf } from '../../plugins/auth';
import { complianceBoard } from './board';
import { complianceCalendar } from './calendar';
import { exportBoard, exportCalendar } from './export';

const tags = ['compliance'];

const sendWorkbook = (reply: FastifyReply, { filename, file }: { filename: string; file: Buffer }) =>
  reply
    .header('content-type', SHEET_CONTENT_TYPES.xlsx)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(file);

export async function complianceCalendarRoutes(app: FastifyInstance) {
  app.get<{ Querystring: CalendarQuery }>(
    '/compliance/calendar',
    { schema: { tags, querystring: CalendarQuery, response: { 200: okOf(CalendarAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: await complianceCalendar(contextOf(app, request), request.query),
    }),
  );

  app.get<{ Querystring: CalendarQuery }>(
    '/compliance/calendar/export',
    {
      schema: {
        tags,
        querystring: CalendarQuery,
        response: { 200: fileAnswer(SHEET_CONTENT_TYPES.xlsx, 'The calendar as xlsx') },
      },
    },
    async (request, reply) =>
      sendWorkbook(reply, await exportCalendar(contextOf(app, request), request.query)),
  );

  app.get<{ Querystring: BoardQuery }>(
    '/compliance/board',
    { schema: { tags, querystring: BoardQuery, response: { 200: okOf(BoardAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: await complianceBoard(contextOf(app, request), request.query),
    }),
  );

  app.get<{ Querystring: BoardQuery }>(
    '/compliance/board/export',
    {
      schema: {
        tags,
        querystring: BoardQuery,
        response: { 200: fileAnswer(SHEET_CONTENT_TYPES.xlsx, 'The board as xlsx') },
      },
    },
    async (request, reply) => sendWorkbook(reply, await exportBoard(contextOf(app, request), request.query)),
  );
}
