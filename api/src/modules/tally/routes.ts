// HTTP for the Tally export: the vouchers of a period, and the masters (parties and ledgers) they
// need, as XML files TallyPrime imports. Admin and Team Leader, as every money report (a Team
// Member is refused before anything is read); a Team Leader's holds their team's clients.
import { LEADER_ROLES, TallyExportQuery } from '@practice-desk/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fileAnswer } from '../../lib/route-responses';
import { allow, contextOf } from '../../plugins/auth';
import { type TallyFile, tallyMasters, tallyVouchers } from './export';

const XML = 'application/xml; charset=utf-8';

const send = (reply: FastifyReply, file: TallyFile) =>
  reply
    .header('content-type', XML)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.xml);

export async function tallyRoutes(app: FastifyInstance) {
  const options = {
    schema: {
      tags: ['reports'],
      querystring: TallyExportQuery,
      response: { 200: fileAnswer('application/xml') },
    },
    onRequest: allow(...LEADER_ROLES),
  };
  app.get<{ Querystring: TallyExportQuery }>('/exports/tally', options, async (request, reply) =>
    send(reply, await tallyVouchers(contextOf(app, request), request.query)),
  );
  app.get<{ Querystring: TallyExportQuery }>('/exports/tally/masters', options, async (request, reply) =>
    send(reply, await tallyMasters(contextOf(app, request), request.query)),
  );
}
