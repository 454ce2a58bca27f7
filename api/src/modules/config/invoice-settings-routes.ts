// HTTP for invoice settings (spec §7 Config plus the calls): read for everyone signed in
// (a Team Member, who does not invoice, without the bank account and signature), write, business
// details, logo and signature uploads for an Admin.
import {
  INVOICE_SETTINGS_MESSAGES,
  InvoiceImageAnswerSchema,
  InvoiceSettingsAnswerSchema,
  InvoiceSettingsBody,
  okOf,
  SUCCESS,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { multipartForm, readUpload } from '../../lib/upload';
import { allow, contextOf } from '../../plugins/auth';
import { readableBy, readInvoiceSettings, saveImage, saveInvoiceSettings } from './invoice-settings-service';

const BusinessDetailsBody = v.pick(InvoiceSettingsBody, [
  'companyName',
  'companyEmail',
  'companyPhone',
  'companyAddress',
  'gstNumber',
  'stateCode',
]);

export async function invoiceSettingsRoutes(app: FastifyInstance) {
  const tags = ['configuration'];
  const admin = allow('ADMIN');
  app.get(
    '/config/invoice-settings',
    { schema: { tags, response: { 200: okOf(InvoiceSettingsAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: { settings: readableBy(request.user.role, await readInvoiceSettings(contextOf(app, request))) },
    }),
  );
  app.put<{ Body: v.InferOutput<typeof InvoiceSettingsBody> }>(
    '/config/invoice-settings',
    {
      schema: { tags, body: InvoiceSettingsBody, response: { 200: okOf(InvoiceSettingsAnswerSchema) } },
      onRequest: admin,
    },
    async (request) => ({
      success: true,
      data: { settings: await saveInvoiceSettings(contextOf(app, request), request.body) },
      message: SUCCESS.businessDetailsUpdated,
    }),
  );
  app.put<{ Body: v.InferOutput<typeof BusinessDetailsBody> }>(
    '/config/business-details',
    {
      schema: { tags, body: BusinessDetailsBody, response: { 200: okOf(InvoiceSettingsAnswerSchema) } },
      onRequest: admin,
    },
    async (request) => {
      const ctx = contextOf(app, request);
      const current = await readInvoiceSettings(ctx);
      const { companyLogo: _logo, authorizedStamp: _stamp, nextInvoiceNumber: _next, ...rest } = current;
      return {
        success: true,
        data: { settings: await saveInvoiceSettings(ctx, { ...rest, ...request.body }) },
        message: SUCCESS.businessDetailsSaved,
      };
    },
  );
  for (const [path, field, kind, message] of [
    ['/config/logo', 'logo', 'logo', SUCCESS.logoUploaded],
    ['/config/signature', 'signature', 'signature', SUCCESS.signatureUploaded],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          ...multipartForm({ [field]: 'file' }, [field]),
          response: { 200: okOf(InvoiceImageAnswerSchema) },
        },
        onRequest: admin,
      },
      async (request) => {
        const settings = await saveImage(
          contextOf(app, request),
          kind,
          (await readUpload(request, field, INVOICE_SETTINGS_MESSAGES.image, 1024 * 1024)).data,
        );
        return { success: true, data: { settings, logoUrl: settings.companyLogo }, message };
      },
    );
  }
}
