// HTTP for clients (spec §7 Clients). Anyone signed in may read (pickers); Admin and Team
// Leader may add (the task screen's Add Client); Admin edits (details and compliance profile)
// and deletes.
import {
  CLIENT_MESSAGES,
  ClientAnswerSchema,
  ClientBody,
  ClientDeletedSchema,
  ClientDetailAnswerSchema,
  ClientListQuery,
  ClientListSchema,
  IdParams,
  LEADER_ROLES,
  okOf,
  ProfileBody,
  profileSavedMessage,
  SUCCESS,
  UpdateClientBody,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { allow, contextOf } from '../../plugins/auth';
import { afterProfileSaved } from './after-profile-saved';
import { getClientDetail, saveProfile } from './compliance-profile';
import { createClient, deleteClient, listClients, updateClient } from './service';

type Id = v.InferOutput<typeof IdParams>;

export async function clientRoutes(app: FastifyInstance) {
  const tags = ['clients'];
  app.get<{ Querystring: v.InferOutput<typeof ClientListQuery> }>(
    '/clients',
    { schema: { tags, querystring: ClientListQuery, response: { 200: okOf(ClientListSchema) } } },
    async (request) => ({ success: true, data: await listClients(contextOf(app, request), request.query) }),
  );
  app.get<{ Params: Id }>(
    '/clients/:id',
    { schema: { tags, params: IdParams, response: { 200: okOf(ClientDetailAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: { client: await getClientDetail(contextOf(app, request), request.params.id) },
    }),
  );
  app.post<{ Body: v.InferOutput<typeof ClientBody> }>(
    '/clients',
    {
      schema: { tags, body: ClientBody, response: { 201: okOf(ClientAnswerSchema) } },
      onRequest: allow(...LEADER_ROLES),
    },
    async (request, reply) => {
      const client = await createClient(contextOf(app, request), request.body);
      return reply.status(201).send({ success: true, data: { client }, message: SUCCESS.clientCreated });
    },
  );
  app.put<{ Params: Id; Body: v.InferOutput<typeof UpdateClientBody> }>(
    '/clients/:id',
    {
      schema: { tags, params: IdParams, body: UpdateClientBody, response: { 200: okOf(ClientAnswerSchema) } },
      onRequest: allow('ADMIN'),
    },
    async (request) => ({
      success: true,
      data: { client: await updateClient(contextOf(app, request), request.params.id, request.body) },
      message: SUCCESS.clientUpdated,
    }),
  );
  app.put<{ Params: Id; Body: ProfileBody }>(
    '/clients/:id/compliance',
    {
      schema: {
        tags,
        params: IdParams,
        body: ProfileBody,
        response: { 200: okOf(ClientDetailAnswerSchema) },
      },
      onRequest: allow('ADMIN'),
    },
    async (request) => {
      const ctx = contextOf(app, request);
      const { generateFrom } = await saveProfile(ctx, request.params.id, request.body);
      const followed = await afterProfileSaved(ctx, request.params.id, generateFrom);
      return {
        success: true,
        data: { client: await getClientDetail(ctx, request.params.id) },
        message: profileSavedMessage(followed.created, followed.overdue),
      };
    },
  );
  app.delete<{ Params: Id }>(
    '/clients/:id',
    {
      schema: { tags, params: IdParams, response: { 200: okOf(ClientDeletedSchema) } },
      onRequest: allow('ADMIN'),
    },
    async (request) => {
      const result = await deleteClient(contextOf(app, request), request.params.id);
      return {
        success: true,
        data: result,
        message: result.deleted ? SUCCESS.clientDeleted : CLIENT_MESSAGES.hasWork,
      };
    },
  );
}
