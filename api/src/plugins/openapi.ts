// The OpenAPI document at /api/docs/json, built from the routes' valibot contracts: request and
// response schemas, bearer security where a login is needed, multipart forms on the uploads, and
// the one error body every operation may answer.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorBodySchema } from '@practice-desk/contracts';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type * as v from 'valibot';
import { type MultipartForm, multipartForm } from '../lib/upload';
import { authenticate, SIGNED_IN } from './auth';
import { openApiSchema } from './openapi-schema';

declare module 'fastify' {
  interface FastifySchema {
    /** A multipart route's form, shown as its request body. */
    form?: MultipartForm;
  }
}

/** The error answers every operation declares, each the shared ErrorBody; other error codes
 * (429, 5xx) fall under `default`. */
export const ERROR_CODES = ['400', '401', '403', '404', '409', '413', '422'] as const;

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

function isValibot(schema: unknown): schema is v.GenericSchema {
  return typeof schema === 'object' && schema !== null && (schema as { kind?: unknown }).kind === 'schema';
}

function convert(schema: unknown): unknown {
  const json = isValibot(schema)
    ? toJsonSchema(schema, { target: 'openapi-3.0', errorMode: 'ignore' })
    : schema;
  return openApiSchema(json);
}

/** A response declared as `{ description, content }` (a file) keeps its shape; its schemas are
 * converted like any other. */
function convertResponse(schema: unknown): unknown {
  const content = (schema as { content?: Record<string, { schema: unknown }> } | null)?.content;
  if (!isValibot(schema) && content)
    return {
      ...(schema as object),
      content: Object.fromEntries(
        Object.entries(content).map(([type, media]) => [type, { ...media, schema: convert(media.schema) }]),
      ),
    };
  return convert(schema);
}

const hooks = (value: unknown) => (Array.isArray(value) ? value : value ? [value] : []);

/** @fastify/swagger transform: valibot schemas → OpenAPI 3.0 JSON Schema, and the login a route
 * needs (routes that run `authenticate` themselves; `protectedRoutes` marks its own). */
export function openApiTransform({
  schema,
  url,
  route,
}: {
  schema: FastifySchema;
  url: string;
  route?: RouteOptions;
}) {
  const out: Record<string, unknown> = { ...schema };
  for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
    if (schema?.[part]) out[part] = convert(schema[part]);
  }
  if (schema?.response && typeof schema.response === 'object') {
    out.response = Object.fromEntries(
      Object.entries(schema.response as Record<string, unknown>).map(([code, s]) => [
        code,
        convertResponse(s),
      ]),
    );
  }
  if (schema?.consumes?.includes('multipart/form-data'))
    out.body = schema.form ?? multipartForm({ file: 'file' }, ['file']).form;
  delete out.form;
  if (!out.security && hooks(route?.onRequest).includes(authenticate)) out.security = SIGNED_IN;
  return { schema: out as FastifySchema, url };
}

type Operation = { operationId?: string; responses?: Record<string, unknown> };

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A name a generated client can call: GET /api/tasks/{id}/history → getTasksByIdHistory. */
export function operationName(method: string, path: string) {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => (segment.startsWith('{') ? `by-${segment.slice(1, -1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map(capitalised).join('');
}

/** Every operation has a name and answers the shared error body on failure. */
export function completeOperations(document: Record<string, unknown>) {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      operation.operationId ??= operationName(method, path);
      const responses = operation.responses ?? {};
      for (const code of [...ERROR_CODES, 'default']) responses[code] ??= ERROR_RESPONSE;
      operation.responses = responses;
    }
  }
  return document;
}

export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Practice desk API',
          version: '1.0.0',
          description: 'Tasks, time, quotations, GST invoices and reports.',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // The client portal's session: `Authorization: Portal <token>` (modules/portal/session.ts).
            portalAuth: { type: 'apiKey', in: 'header', name: 'Authorization' },
          },
          schemas: { ErrorBody: convert(ErrorBodySchema) as Record<string, unknown> },
          responses: {
            Error: {
              description: 'The request was refused: the message to show, and one entry per bad field',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
            },
          },
        },
      },
      transform: openApiTransform,
      transformObject: (document) =>
        completeOperations(
          ('openapiObject' in document ? document.openapiObject : {}) as Record<string, unknown>,
        ),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
