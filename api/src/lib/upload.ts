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
