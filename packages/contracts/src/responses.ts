// Response shapes as valibot schemas, so the API declares each route's answer once and the
// OpenAPI document and the response checks in the API's tests read it from there.
// Convention: a route answers `{ success: true, data, message? }`; declare it with
//   schema: { response: { 200: okOf(TaskRowSchema) } }
// and a file download with `fileAnswer(contentType)` (api/src/lib/route-responses.ts).
import * as v from 'valibot';

/** The success envelope around a route's data. */
export const okOf = <T extends v.GenericSchema>(data: T) =>
  v.object({
    success: v.literal(true),
    data,
    message: v.optional(v.string()),
    /** Done, but something needs the caller's attention (an unsigned document, say). */
    warning: v.optional(v.string()),
  });

/** A success answer with no data worth describing beyond the message (e.g. a delete). */
export const OkMessageSchema = okOf(v.nullable(v.unknown()));

export const FieldErrorSchema = v.object({ field: v.string(), message: v.string() });

/** Every error answer: the message to show, and one entry per bad field when input was refused. */
export const ErrorBodySchema = v.object({
  success: v.literal(false),
  message: v.string(),
  errors: v.optional(v.array(FieldErrorSchema)),
});

export const PaginationSchema = v.object({
  total: v.number(),
  pages: v.number(),
  page: v.number(),
  limit: v.number(),
  hasNext: v.boolean(),
  hasPrev: v.boolean(),
});
