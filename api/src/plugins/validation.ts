// Validates body, query and params with the valibot contracts (every issue reported), and
// turns the same contracts into JSON Schema for the OpenAPI document.
import { VALIDATION } from '@practice-desk/contracts';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifySchema } from 'fastify';
import * as v from 'valibot';
import { DomainError, NotFound } from '../lib/errors';

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

function isValibot(schema: unknown): schema is AnySchema {
  return typeof schema === 'object' && schema !== null && (schema as { kind?: unknown }).kind === 'schema';
}

function fieldErrors(issues: v.BaseIssue<unknown>[]) {
  const seen = new Set<string>();
  const errors: { field: string; message: string }[] = [];
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    // valibot words a missing key as 'Invalid key: …'; say what a person would.
    const message =
      issue.message.startsWith('Invalid key:') && field ? `${field} is required` : issue.message;
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ field, message });
  }
  return errors;
}

export function registerValibotValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (!isValibot(schema)) throw new Error(`Route schema for ${httpPart} is not a valibot schema`);
    return (data: unknown) => {
      const result = v.safeParse(schema as v.GenericSchema, data);
      if (result.success) return { value: result.output };
      // A malformed id can only name a row that does not exist.
      if (httpPart === 'params') return { error: new NotFound() };
      const errors = fieldErrors(result.issues);
      const status = httpPart === 'body' ? 422 : 400;
      const message =
        errors.length === 1
          ? (errors[0]?.message ?? VALIDATION.validationFailed)
          : VALIDATION.validationFailed;
      return { error: new DomainError(status, message, errors) };
    };
  });
  // Answers are plain data; response schemas exist only for the documentation.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

function convert(schema: unknown): unknown {
  if (!isValibot(schema)) return schema;
  return toJsonSchema(schema as v.GenericSchema, { target: 'openapi-3.0', errorMode: 'ignore' });
}

/** @fastify/swagger transform: valibot schemas → JSON Schema. */
export function openApiTransform({ schema, url }: { schema: FastifySchema; url: string }) {
  if (!schema) return { schema, url };
  const out: Record<string, unknown> = { ...schema };
  for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
    if (schema[part]) out[part] = convert(schema[part]);
  }
  if (schema.response && typeof schema.response === 'object') {
    out.response = Object.fromEntries(
      Object.entries(schema.response as Record<string, unknown>).map(([code, s]) => [code, convert(s)]),
    );
  }
  return { schema: out as FastifySchema, url };
}
