// The app factory: plugins, then feature routes under /api, then the web app. No listen here;
// the server entry and the tests both build the app through this.
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { LIMITS } from '@practice-desk/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { TooManyRequests } from './lib/errors';
import { requestForLog } from './lib/log-redaction';
import { postgresRateLimitStore } from './lib/rate-limit-store';
import { apiRoutes } from './modules';
import { operatorRoutes } from './modules/backups/operator-routes';
import { invoicePdfPlugin } from './modules/invoices/pdf/invoice-pdf-plugin';
import { type ScheduledJobsOptions, scheduledJobsPlugin } from './modules/jobs/runner-plugin';
import { authPlugin } from './plugins/auth';
import { backgroundPlugin } from './plugins/background';
import { registerErrorHandling } from './plugins/errors';
import { mailerPlugin } from './plugins/mailer';
import { openApiPlugin } from './plugins/openapi';
import { registerValibotValidation } from './plugins/validation';
import { registerWeb } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (tests read the log; the server's never-blocking output). */
  logStream?: { write(line: string): unknown };
  /** The scheduled jobs this app knows (tests give their own); the app's catalogue by default. */
  scheduledJobs?: ScheduledJobsOptions['jobs'];
  /** Run on the root instance before the routes are registered (tests check every answer). */
  instrument?: (app: FastifyInstance) => void;
  /** The server's operator token (modules/backups/operator-routes.ts); no operator routes without. */
  operatorToken?: string;
}

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Served over plain HTTP on a LAN too; upgrading would break it there.
  upgradeInsecureRequests: null,
};

/** Trusts the nearest `hops` proxies: hop 0 is the socket's peer. */
function hopsTrusted(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp({
  config,
  database,
  logger,
  logStream,
  scheduledJobs,
  instrument,
  operatorToken,
}: BuildOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.newPassword',
          '*.currentPassword',
          '*.refreshToken',
          '*.accessToken',
          '*.token',
        ],
        censor: '[redacted]',
      },
      // Single-use tokens travel in URLs (old mailed links, ?token= lookups): never into the log.
      serializers: { req: requestForLog },
    },
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Fastify takes a hop count too, though its types do not say so; a function says the same.
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
  });
  app.decorate('config', config);
  app.decorate('database', database);

  registerValibotValidation(app);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(authPlugin);
  await app.register(mailerPlugin);
  await app.register(backgroundPlugin);
  await app.register(invoicePdfPlugin);
  await app.register(scheduledJobsPlugin, { jobs: scheduledJobs });
  // Only the routes that ask for it; counted in the database so every instance shares the count.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(database.db),
    keyGenerator: (request) => `${request.routeOptions.url}:ip:${request.ip}`,
    errorResponseBuilder: () => new TooManyRequests(),
  });
  await app.register(multipart, { limits: { fileSize: LIMITS.importMaxBytes, files: 1 } });
  await app.register(openApiPlugin);
  instrument?.(app);

  await app.register(apiRoutes, { prefix: '/api' });
  if (operatorToken) await app.register(operatorRoutes, { token: operatorToken });
  await registerWeb(app, config.webDist);
  return app;
}
