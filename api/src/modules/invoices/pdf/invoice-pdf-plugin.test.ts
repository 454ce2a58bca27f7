// The app's renderInvoicePdf: one browser per app, closed with the app.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { sampleInvoiceDocument } from './sample-invoice';

describe('invoice PDF plugin', () => {
  it('renders an invoice through the app and stops rendering once the app is closed', async () => {
    const app = await buildTestApp();
    const pdf = await app.renderInvoicePdf(sampleInvoiceDocument());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await app.close();
    await expect(app.renderInvoicePdf(sampleInvoiceDocument())).rejects.toThrow('The PDF renderer is closed');
  });
});
