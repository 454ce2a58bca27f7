// The one error handler: domain errors keep their message, anything unexpected is logged and
// answered 'Server error' without internals.
import { ERRORS, type ErrorBody } from '@practice-desk/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  conflictByDatabase,
  databaseAway,
  RETRY_AFTER_SECONDS,
  refusedByDatabase,
} from '../lib/database-errors';
import { DomainError } from '../lib/errors';

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | DomainError, request, reply) => {
    // A file answer may fail after setting its headers, before its first byte (its maker threw):
    // what goes out now is this JSON, not an attachment.
    reply.removeHeader('content-disposition');
    reply.type('application/json; charset=utf-8');
    const error =
      thrown instanceof DomainError
        ? thrown
        : (refusedByDatabase(thrown) ?? conflictByDatabase(thrown) ?? databaseAway(thrown) ?? thrown);
    if (error instanceof DomainError) {
      if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      const body: ErrorBody & Record<string, unknown> = {
        success: false,
        message: error.message,
        ...error.extra,
      };
      if (error.errors?.length) body.errors = error.errors;
      if (error.statusCode >= 500)
        request.log.error({ err: error === thrown ? error : thrown }, 'domain error');
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send({ success: false, message: ERRORS.server } satisfies ErrorBody);
    }
    const message = status === 429 ? ERRORS.tooManyRequests : error.message;
    return reply.status(status).send({ success: false, message } satisfies ErrorBody);
  });
}
