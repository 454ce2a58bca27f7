// The operator's channel to a running server: `npm run backup` asks the server holding the embedded
// database (PGlite is one process) to take a backup from inside, between transactions. Only from
// this machine, and only with the token the server wrote into DATA_DIR/server.json (readable by
// the account that runs it, which can read the database's files anyway). Not part of the API.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { backupPlace, takeBackup } from './backup';

export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function operatorRoutes(app: FastifyInstance, { token }: { token: string }) {
  app.post('/operator/backup', { schema: { hide: true } }, async (request, reply) => {
    if (
      !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
      !sameToken(request.headers[OPERATOR_TOKEN_HEADER], token)
    )
      return reply.code(403).send({
        success: false,
        message: 'Operator commands are taken only from this machine, with its token',
      });
    const taken = await takeBackup(app.database, backupPlace(app.config));
    return { success: true, data: taken };
  });
}
