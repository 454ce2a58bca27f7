// Validates body, query and params with the valibot contracts (every issue reported); the
// OpenAPI document turns the same contracts into JSON Schema (plugins/openapi.ts).
import { VALIDATION } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DomainError, NotFound } from '../lib/errors';
import { badText, isPlainObject, type ShapeIssue, shapeIssue } from './input-shape';

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

const refuse = ({ field, message }: ShapeIssue) =>
  new DomainError(400, field ? `${message}: ${field}` : message, [{ field, message }]);

/** True for an object schema every field of which may be left out: an update. */
function allOptional(schema: AnySchema): boolean {
  const entries = (schema as { entries?: Record<string, { type?: string }> }).entries;
  if (!entries || Object.keys(entries).length === 0) return false;
  return Object.values(entries).every((entry) => entry.type === 'optional' || entry.type === 'nullish');
}

export function registerValibotValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart, method }) => {
    if (!isValibot(schema)) throw new Error(`Route schema for ${httpPart} is not a valibot schema`);
    const update = httpPart === 'body' && (method === 'PUT' || method === 'PATCH') && allOptional(schema);
    return (data: unknown) => {
      // A malformed id can only name a row that does not exist.
      if (httpPart === 'params' && badText(data)) return { error: new NotFound() };
      const shape = badText(data) ?? shapeIssue(schema as never, data);
      if (shape) return { error: refuse(shape) };
      if (httpPart === 'body' && (schema as { type?: string }).type === 'object' && !isPlainObject(data))
        return { error: refuse({ field: '', message: VALIDATION.notAnObject }) };
      if (update && isPlainObject(data) && Object.keys(data).length === 0)
        return { error: refuse({ field: '', message: VALIDATION.nothingToUpdate }) };
      const result = v.safeParse(schema as v.GenericSchema, data);
      if (result.success) return { value: result.output };
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
  // A route that declares no body takes none: anything but an empty object is refused.
  app.addHook('preValidation', async (request) => {
    // A route that does not exist answers 404 whatever it is sent.
    if (request.is404 || request.routeOptions.schema?.body || request.isMultipart()) return;
    const body = request.body;
    if (body === undefined || body === null || (isPlainObject(body) && Object.keys(body).length === 0))
      return;
    throw refuse({ field: '', message: VALIDATION.noBodyExpected });
  });
  // Answers are plain data; response schemas exist only for the documentation.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
