// Reads the one uploaded file of a multipart request, with clear messages for a missing file
// or one over the size limit.
import type { FastifyRequest } from 'fastify';
import { Invalid } from './errors';

export async function readUpload(
  request: FastifyRequest,
  field: string,
  tooLarge: string,
  maxBytes?: number,
) {
  const upload = await request.file(maxBytes ? { limits: { fileSize: maxBytes } } : undefined);
  if (upload?.fieldname !== field)
    throw new Invalid('Choose a file to upload', [{ field, message: 'Choose a file to upload' }]);
  try {
    return { filename: upload.filename, data: await upload.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new Invalid(tooLarge, [{ field, message: tooLarge }]);
    throw err;
  }
}

/** A multipart form as the OpenAPI document shows it (the route reads the parts itself). */
export interface MultipartForm {
  type: 'object';
  properties: Record<string, { type: 'string'; format?: 'binary' }>;
  required?: string[];
}

/** The route's `schema` for a multipart form: text fields and file fields by name, the required
 * ones listed. A route that says only `consumes: ['multipart/form-data']` takes one `file`. */
export function multipartForm(fields: Record<string, 'text' | 'file'>, required: string[]) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, kind]) => [
      name,
      kind === 'file' ? { type: 'string' as const, format: 'binary' as const } : { type: 'string' as const },
    ]),
  );
  const form: MultipartForm = { type: 'object', properties, ...(required.length ? { required } : {}) };
  return { consumes: ['multipart/form-data'], form };
}
