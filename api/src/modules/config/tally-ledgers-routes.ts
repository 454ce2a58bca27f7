// HTTP for the Tally ledger names: read by those who export (Admin and Team Leader), changed by an
// Admin, as the rest of the invoice settings are.
import {
  LEADER_ROLES,
  okOf,
  TALLY_MESSAGES,
  TallyLedgersAnswerSchema,
  TallyLedgersBody,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import { allow, contextOf } from '../../plugins/auth';
import { readTallyLedgers, saveTallyLedgers } from './tally-ledgers';

export async function tallyLedgerRoutes(app: FastifyInstance) {
  const tags = ['configuration'];
  const response = { 200: okOf(TallyLedgersAnswerSchema) };
  app.get(
    '/config/tally-ledgers',
    { schema: { tags, response }, onRequest: allow(...LEADER_ROLES) },
    async (request) => ({
      success: true,
      data: { ledgers: await readTallyLedgers(contextOf(app, request)) },
    }),
  );
  app.put<{ Body: TallyLedgersBody }>(
    '/config/tally-ledgers',
    { schema: { tags, body: TallyLedgersBody, response }, onRequest: allow('ADMIN') },
    async (request) => ({
      success: true,
      data: { ledgers: await saveTallyLedgers(contextOf(app, request), request.body) },
      message: TALLY_MESSAGES.saved,
    }),
  );
}
