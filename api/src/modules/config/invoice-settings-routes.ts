// HTTP for invoice settings (spec §7 Config plus the calls): read for everyone signed in,
// write, business details, logo and signature uploads for an Admin.
import { INVOICE_SETTINGS_MESSAGES, InvoiceSettingsBody } from '@practice-desk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { Invalid } from '../../lib/errors';
import { allow, contextOf } from '../../plugins/auth';
import { readInvoiceSettings, saveImage, saveInvoiceSettings } from './invoice-settings-service';

const BusinessDetailsBody = v.pick(InvoiceSettingsBody, [
  'companyName',
  'companyEmail',
  'companyPhone',
  'companyAddress',
  'gstNumber',
  'stateCode',
]);

async function uploaded(request: FastifyRequest, field: string): Promise<Buffer> {
  const file = await request.file({ limits: { fileSize: 1024 * 1024 } });
  if (file?.fieldname !== field) throw new Invalid(`Choose an image to upload as "${field}"`);
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new Invalid(INVOICE_SETTINGS_MESSAGES.image, [
        { field, message: INVOICE_SETTINGS_MESSAGES.image },
      ]);
    throw err;
  }
}

export async function invoiceSettingsRoutes(app: FastifyInstance) {
  const tags = ['configuration'];
  const admin = allow('ADMIN');
  app.get('/config/invoice-settings', { schema: { tags } }, async (request) => ({
    success: true,
    data: { settings: await readInvoiceSettings(contextOf(app, request)) },
  }));
  app.put<{ Body: v.InferOutput<typeof InvoiceSettingsBody> }>(
    '/config/invoice-settings',
    { schema: { tags, body: InvoiceSettingsBody }, onRequest: admin },
    async (request) => ({
      success: true,
      data: { settings: await saveInvoiceSettings(contextOf(app, request), request.body) },
      message: 'Business details updated successfully',
    }),
  );
  app.put<{ Body: v.InferOutput<typeof BusinessDetailsBody> }>(
    '/config/business-details',
    { schema: { tags, body: BusinessDetailsBody }, onRequest: admin },
    async (request) => {
      const ctx = contextOf(app, request);
      const current = await readInvoiceSettings(ctx);
      const { companyLogo: _logo, authorizedStamp: _stamp, nextInvoiceNumber: _next, ...rest } = current;
      return {
        success: true,
        data: { settings: await saveInvoiceSettings(ctx, { ...rest, ...request.body }) },
        message: 'Business details updated',
      };
    },
  );
  for (const [path, field, kind, message] of [
    ['/config/logo', 'logo', 'logo', 'Logo uploaded'],
    ['/config/signature', 'signature', 'signature', 'Signature uploaded'],
  ] as const) {
    app.post(
      path,
      { schema: { tags, consumes: ['multipart/form-data'] }, onRequest: admin },
      async (request) => {
        const settings = await saveImage(contextOf(app, request), kind, await uploaded(request, field));
        return { success: true, data: { settings, logoUrl: settings.companyLogo }, message };
      },
    );
  }
}
