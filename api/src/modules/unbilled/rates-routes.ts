// HTTP for billing rates: Admin only (configuration). The practice's hourly rate, each person's
// billing and cost rates, and a client's fee per task template.
import {
  ClientFeeBody,
  ClientFeesAnswerSchema,
  HourlyRateBody,
  IdParams,
  okOf,
  PracticeRatesSchema,
  UNBILLED_MESSAGES,
  UserRatesBody,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { allow, contextOf } from '../../plugins/auth';
import { listClientFees, readRates, setClientFee, setHourlyRate, setUserRates } from './rates';

type Id = v.InferOutput<typeof IdParams>;

export async function rateRoutes(app: FastifyInstance) {
  const tags = ['rates'];
  const onRequest = allow('ADMIN');
  const saved = (data: unknown) => ({ success: true, data, message: UNBILLED_MESSAGES.ratesSaved });

  app.get(
    '/invoicing/rates',
    { schema: { tags, response: { 200: okOf(PracticeRatesSchema) } }, onRequest },
    async (request) => ({
      success: true,
      data: await readRates(contextOf(app, request)),
    }),
  );
  app.put<{ Body: HourlyRateBody }>(
    '/invoicing/rates/hourly',
    { schema: { tags, body: HourlyRateBody, response: { 200: okOf(PracticeRatesSchema) } }, onRequest },
    async (request) => saved(await setHourlyRate(contextOf(app, request), request.body)),
  );
  app.put<{ Params: Id; Body: UserRatesBody }>(
    '/invoicing/rates/users/:id',
    {
      schema: { tags, params: IdParams, body: UserRatesBody, response: { 200: okOf(PracticeRatesSchema) } },
      onRequest,
    },
    async (request) => saved(await setUserRates(contextOf(app, request), request.params.id, request.body)),
  );
  app.get<{ Params: Id }>(
    '/clients/:id/fees',
    { schema: { tags, params: IdParams, response: { 200: okOf(ClientFeesAnswerSchema) } }, onRequest },
    async (request) => ({
      success: true,
      data: { fees: await listClientFees(contextOf(app, request), request.params.id) },
    }),
  );
  app.put<{ Params: Id; Body: ClientFeeBody }>(
    '/clients/:id/fees',
    {
      schema: {
        tags,
        params: IdParams,
        body: ClientFeeBody,
        response: { 200: okOf(ClientFeesAnswerSchema) },
      },
      onRequest,
    },
    async (request) =>
      saved({ fees: await setClientFee(contextOf(app, request), request.params.id, request.body) }),
  );
}
