// HTTP for generation: POST /compliance/generate (Admin; a Team Leader for their team's clients).
import { GenerateBody, GenerateResultSchema, LEADER_ROLES, okOf } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import { allow, contextOf } from '../../plugins/auth';
import { generateObligations } from './generate';

const tags = ['compliance'];

export async function complianceGenerateRoutes(app: FastifyInstance) {
  app.post<{ Body: GenerateBody }>(
    '/compliance/generate',
    {
      schema: { tags, body: GenerateBody, response: { 200: okOf(GenerateResultSchema) } },
      onRequest: allow(...LEADER_ROLES),
    },
    async (request) => {
      const result = await generateObligations(contextOf(app, request), request.body);
      const message =
        result.created === 0 ? 'Nothing new to generate' : `${result.created} compliance tasks generated`;
      return { success: true, data: result, message };
    },
  );
}
