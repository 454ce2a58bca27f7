// In tests, every JSON answer of an /api operation is checked against the schema the OpenAPI
// document declares for its status; a mismatch is logged and fails the test that made the request
// (response-check-setup.ts), so the document cannot drift from what the API really answers.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PENDING_RESPONSE_SCHEMAS } from './openapi-pending';

type Json = Record<string, unknown>;
type Document = { paths: Record<string, Record<string, Json>>; components?: Json };

const found: string[] = [];

/** The mismatches seen since the last call, emptied. */
export function takeMismatches(): string[] {
  return found.splice(0, found.length);
}

/** `/api/tasks/:id` as the document names it. */
export const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** A copy of `schema` with the document's `#/components/...` references put in place. */
function resolved(schema: unknown, document: Document): unknown {
  if (Array.isArray(schema)) return schema.map((item) => resolved(item, document));
  if (typeof schema !== 'object' || schema === null) return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
    if (target === undefined) throw new Error(`The document has no ${ref}`);
    return resolved(target, document);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolved(value, document)]));
}

/** The JSON schema an operation declares for a status; null when it declares none. */
export function declaredSchema(document: Document, method: string, path: string, status: number) {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) return undefined;
  const responses = (operation.responses ?? {}) as Json;
  const response = responses[String(status)] ?? (status >= 400 ? responses.default : undefined);
  const media = (resolved(response, document) as { content?: Record<string, { schema?: unknown }> })
    ?.content?.['application/json'];
  return media?.schema ?? null;
}

function isJson(reply: FastifyReply) {
  return String(reply.getHeader('content-type') ?? '').startsWith('application/json');
}

const FILE = 'file';
// One compiler and one validator per operation and status for the whole test process, not per
// app: every app a test builds serves the same document, and compiling the schemas again for each
// of some 190 files (and building the document for each to find them) was a sixth of the API
// suite's time. An operation only one app declares (a test's own route) is simply compiled once.
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const compiled = new Map<string, ValidateFunction | typeof FILE | null>();

/** Checks every JSON answer of `app` against its document (registered before the routes). */
export function checkResponses(app: FastifyInstance) {
  function check(request: FastifyRequest, reply: FastifyReply, payload: string) {
    const path = documentPath(request.routeOptions.url ?? '');
    const operation = `${request.method} ${path}`;
    const key = `${operation} ${reply.statusCode}`;
    if (!compiled.has(key)) {
      const schema = declaredSchema(
        app.swagger() as unknown as Document,
        request.method,
        path,
        reply.statusCode,
      );
      if (schema === undefined) return; // not in the document (its own pages)
      // A file download that happens to be JSON (a GSTR-1 return) is declared as a file.
      if ((schema as Json | null)?.format === 'binary') compiled.set(key, FILE);
      else compiled.set(key, schema === null ? null : ajv.compile(schema as Json));
    }
    const validate = compiled.get(key);
    if (validate === FILE) return;
    if (!validate) {
      if (reply.statusCode < 300 && !PENDING_RESPONSE_SCHEMAS.includes(operation))
        return `${operation} answered ${reply.statusCode}, for which it declares no response schema`;
      return;
    }
    if (validate(JSON.parse(payload))) return;
    const errors = ajv.errorsText(validate.errors, { separator: '; ', dataVar: 'answer' });
    return `${operation} answered ${reply.statusCode} with a body that does not match its declared schema: ${errors}`;
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !payload || !isJson(reply)) return payload;
    if (request.method === 'HEAD' || !request.routeOptions.url?.startsWith('/api/')) return payload;
    const mismatch = check(request, reply, payload);
    if (mismatch) {
      request.log.error({ mismatch }, 'response does not match the OpenAPI document');
      found.push(`${mismatch}\n  body: ${payload.slice(0, 600)}`);
    }
    return payload;
  });
}
