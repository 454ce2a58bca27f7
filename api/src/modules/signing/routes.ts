// HTTP for the signing certificate (issue 34): an Admin uploads the .pfx/.p12 with its password
// (multipart `file`, `password`), reads who it names and for how long, and removes it.
import {
  OkMessageSchema,
  okOf,
  SIGNING_CERTIFICATE_MAX_BYTES,
  SIGNING_MESSAGES,
  SigningCertificateAnswerSchema,
} from '@practice-desk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Invalid } from '../../lib/errors';
import { multipartForm } from '../../lib/upload';
import { allow, contextOf } from '../../plugins/auth';
import { readSigningCertificate, removeSigningCertificate, saveSigningCertificate } from './service';

/** The form's file and password, in whichever order the parts come. */
async function readCertificateForm(request: FastifyRequest) {
  let data: Buffer | undefined;
  let password = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: SIGNING_CERTIFICATE_MAX_BYTES } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') data = bytes;
      } else if (part.fieldname === 'password') password = String(part.value ?? '');
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new Invalid(SIGNING_MESSAGES.tooLarge, [{ field: 'file', message: SIGNING_MESSAGES.tooLarge }]);
    throw err;
  }
  if (!data?.length)
    throw new Invalid(SIGNING_MESSAGES.notP12, [{ field: 'file', message: SIGNING_MESSAGES.notP12 }]);
  return { data, password };
}

export async function signingRoutes(app: FastifyInstance) {
  const tags = ['configuration'];
  const onRequest = allow('ADMIN');
  const answer = { 200: okOf(SigningCertificateAnswerSchema) };
  app.post(
    '/config/signing-certificate',
    {
      schema: {
        tags,
        ...multipartForm({ file: 'file', password: 'text' }, ['file', 'password']),
        response: answer,
      },
      onRequest,
    },
    async (request) => {
      const form = await readCertificateForm(request);
      const certificate = await saveSigningCertificate(contextOf(app, request), app.config.signingKey, form);
      return { success: true, data: { certificate }, message: SIGNING_MESSAGES.uploaded };
    },
  );
  app.get(
    '/config/signing-certificate',
    { schema: { tags, response: answer }, onRequest },
    async (request) => ({
      success: true,
      data: { certificate: await readSigningCertificate(contextOf(app, request).db) },
    }),
  );
  app.delete(
    '/config/signing-certificate',
    { schema: { tags, response: { 200: OkMessageSchema } }, onRequest },
    async (request) => {
      await removeSigningCertificate(contextOf(app, request));
      return { success: true, data: null, message: SIGNING_MESSAGES.removed };
    },
  );
}
