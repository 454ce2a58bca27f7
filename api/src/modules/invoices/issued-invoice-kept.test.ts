import { CREDIT_NOTE_MESSAGES, INVOICE_MESSAGES } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { getInvoice, invoiceFor } from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';

describe('a sent or done invoice is never reverted or deleted', () => {
  let app: TestApp;
  let admin: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = (await loginAs(app, (await createPractice(app)).admin)).headers;
  });
  afterAll(() => app.close());

  const revert = (id: string) =>
    app.inject({ method: 'DELETE', url: `/api/invoices/${id}/revert`, headers: admin });
  const setStatus = (id: string, status: string) =>
    app.inject({ method: 'PUT', url: `/api/invoices/${id}/status`, headers: admin, payload: { status } });

  for (const status of ['Sent', 'Done'] as const) {
    it(`answers 409 to reverting a ${status} invoice and keeps it`, async () => {
      const invoice = await invoiceFor(app, admin, { status });
      const refused = await revert(invoice.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CREDIT_NOTE_MESSAGES.issuedNotReverted(status));
      expect((await getInvoice(app, admin, invoice.id)).status).toBe(status);
    });

    it(`answers 409 to moving a ${status} invoice back to Generated`, async () => {
      const invoice = await invoiceFor(app, admin, { status });
      const refused = await setStatus(invoice.id, 'Generated');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(INVOICE_MESSAGES.badTransition(status, 'Generated'));
    });
  }

  it('keeps a sent invoice when its client is deleted (the client is deactivated)', async () => {
    const invoice = await invoiceFor(app, admin);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/clients/${invoice.clientId}`,
      headers: admin,
    });
    expect(res.statusCode).toBeLessThan(300);
    expect((await getInvoice(app, admin, invoice.id)).invoiceNumber).toBe(invoice.invoiceNumber);
  });

  it('still reverts a generated invoice', async () => {
    const invoice = await invoiceFor(app, admin, { status: 'Generated' });
    const res = await revert(invoice.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(INVOICE_MESSAGES.reverted);
  });
});
