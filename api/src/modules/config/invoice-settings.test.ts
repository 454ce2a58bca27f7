import {
  financialYearOf,
  INVOICE_MESSAGES,
  INVOICE_SETTINGS_MESSAGES,
  todayIn,
  VALIDATION,
} from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
  updateInvoiceSettings,
} from '../../test/factories';
import { multipartFile } from '../../test/multipart';
import { makePng } from '../../test/png';

type Headers = { authorization: string };

describe('invoice settings', () => {
  let app: TestApp;
  let admin: Headers;
  let leader: Headers;
  let member: Headers;
  let settings: Record<string, unknown>;
  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    settings = (
      await app.inject({ method: 'GET', url: '/api/config/invoice-settings', headers: admin })
    ).json().data.settings;
  });
  afterAll(() => app.close());
  const put = (headers: Headers, body: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/config/invoice-settings', headers, payload: body });
  const editable = () => {
    const { companyLogo: _l, authorizedStamp: _s, nextInvoiceNumber: _n, ...rest } = settings;
    return rest;
  };

  it('starts from the defaults: INV- from 1001, 15 days, SAC 998231, 18%', () => {
    expect(settings).toMatchObject({
      invoicePrefix: 'INV-',
      startingInvoiceNumber: 1001,
      defaultDueDays: 15,
      sacCode: '998231',
      gstRate: 18,
      gstNumber: '27AAPFU0939F1ZV',
    });
  });

  it('saves every field and keeps it', async () => {
    const body = {
      ...editable(),
      invoicePrefix: 'DA/25-26/',
      startingInvoiceNumber: 2001,
      companyName: 'Demo & Co',
      companyEmail: 'Billing@Demo.test',
      companyAddress: 'Pune',
      bankName: 'HDFC Bank',
      accountNumber: '50200012345678',
      ifscCode: 'hdfc0001234',
      gstRate: 12,
    };
    const res = await put(admin, body);
    expect(res.statusCode).toBe(200);
    const again = (
      await app.inject({ method: 'GET', url: '/api/config/invoice-settings', headers: leader })
    ).json().data.settings;
    expect(again).toMatchObject({
      invoicePrefix: 'DA/25-26/',
      startingInvoiceNumber: 2001,
      nextInvoiceNumber: 2001,
      companyEmail: 'billing@demo.test',
      ifscCode: 'HDFC0001234',
      gstRate: 12,
    });
  });

  it('refuses a bad IFSC, a wrong GSTIN check digit and a missing company name', async () => {
    const res = await put(admin, {
      ...editable(),
      ifscCode: 'HDFC123',
      gstNumber: '24AAHFG2234H1ZH',
      companyName: ' ',
    });
    expect(res.statusCode).toBe(422);
    const byField = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toMatchObject({
      ifscCode: INVOICE_SETTINGS_MESSAGES.ifsc,
      gstNumber: VALIDATION.gstinCheckDigit,
      companyName: VALIDATION.companyNameRequired,
    });
  });

  // The settings read at the start lack the two fields the form requires.
  const valid = () => ({ ...editable(), companyEmail: 'billing@demo.test', companyAddress: 'Pune' });

  it('keeps the yearly numbering choice', async () => {
    const res = await put(admin, { ...valid(), invoicePrefix: 'INV/', yearlyNumbering: true });
    expect(res.json().data.settings).toMatchObject({ invoicePrefix: 'INV/', yearlyNumbering: true });
    // Absent means the continuous series.
    const withoutChoice: Record<string, unknown> = valid();
    delete withoutChoice.yearlyNumbering;
    expect((await put(admin, withoutChoice)).json().data.settings.yearlyNumbering).toBe(false);
  });

  it('refuses a prefix that would make the next invoice number longer than 16 characters', async () => {
    const continuous = await put(admin, {
      ...valid(),
      invoicePrefix: 'ABCDEFGHIJKL',
      startingInvoiceNumber: 10000,
    });
    expect(continuous.statusCode).toBe(422);
    expect(continuous.json().errors).toEqual([
      { field: 'invoicePrefix', message: INVOICE_MESSAGES.numberTooLong('ABCDEFGHIJKL10000') },
    ]);
    const year = financialYearOf(todayIn('Asia/Kolkata'));
    const yearly = await put(admin, { ...valid(), invoicePrefix: 'PRACTICE/', yearlyNumbering: true });
    expect(yearly.statusCode).toBe(422);
    expect(yearly.json().message).toBe(INVOICE_MESSAGES.numberTooLong(`PRACTICE/${year}/001`));
    expect((await put(admin, { ...valid(), invoicePrefix: 'PR/', yearlyNumbering: true })).statusCode).toBe(
      200,
    );
  });

  it('saves the other settings after invoices exist, but not a starting number at or below an issued one', async () => {
    const practice = await createPractice(app);
    const owner = (await loginAs(app, practice.admin)).headers;
    await updateInvoiceSettings(app, owner, {});
    const client = await createClient(app, owner, { gst: '27AAPFU0939F1ZV' });
    const taskId = await createPendingTask(app, owner, { client: client.id, quotation: '500' });
    const generated = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: owner,
      payload: { taskIds: [taskId] },
    });
    const issued = await app.inject({
      method: 'POST',
      url: `/api/invoices/${generated.json().data.invoice.id}/issue`,
      headers: owner,
    });
    expect(issued.json().data.invoice.invoiceNumber).toBe('INV-1001');
    const saved = await updateInvoiceSettings(app, owner, { bankName: 'State Bank of India' });
    expect(saved).toMatchObject({ bankName: 'State Bank of India', nextInvoiceNumber: 1002 });
    const current = (
      await app.inject({ method: 'GET', url: '/api/config/invoice-settings', headers: owner })
    ).json().data.settings;
    const { companyLogo: _l, authorizedStamp: _s, nextInvoiceNumber: _n, ...body } = current;
    const below = await put(owner, { ...body, startingInvoiceNumber: 1000 });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(INVOICE_SETTINGS_MESSAGES.belowIssued(1001));
  });

  it('stores a logo in the database and gives it back as a preview', async () => {
    const file = multipartFile('logo', 'logo.png', makePng(300, 100), 'image/png');
    const res = await app.inject({
      method: 'POST',
      url: '/api/config/logo',
      headers: { ...admin, ...file.headers },
      payload: file.payload,
    });
    expect(res.json()).toMatchObject({ message: 'Logo uploaded' });
    expect(res.json().data.logoUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses an image that is not one, too big, or of the wrong size', async () => {
    const upload = (name: string, content: Buffer) => {
      const file = multipartFile('logo', name, content, 'image/png');
      return app.inject({
        method: 'POST',
        url: '/api/config/logo',
        headers: { ...admin, ...file.headers },
        payload: file.payload,
      });
    };
    expect(
      (await upload('logo.png', Buffer.from('%PDF-1.7 not an image at all, really not'))).json().message,
    ).toBe(INVOICE_SETTINGS_MESSAGES.image);
    expect(
      (await upload('huge.png', Buffer.concat([makePng(300, 100), Buffer.alloc(1024 * 1024)]))).json()
        .message,
    ).toBe(INVOICE_SETTINGS_MESSAGES.image);
    expect((await upload('tiny.png', makePng(10, 10))).json().message).toBe(
      INVOICE_SETTINGS_MESSAGES.imageSize,
    );
  });

  it('is read whole by a Team Leader; a Team Member reads it without bank account and signature', async () => {
    await updateInvoiceSettings(app, admin, {
      bankName: 'HDFC Bank',
      branchName: 'FC Road',
      accountNumber: '50100012345678',
      ifscCode: 'HDFC0001234',
    });
    const signature = multipartFile('signature', 'sign.png', makePng(300, 100), 'image/png');
    await app.inject({
      method: 'POST',
      url: '/api/config/signature',
      headers: { ...admin, ...signature.headers },
      payload: signature.payload,
    });
    const read = async (headers: Headers) => {
      const res = await app.inject({ method: 'GET', url: '/api/config/invoice-settings', headers });
      expect(res.statusCode).toBe(200);
      return res.json().data.settings;
    };
    const current = await read(admin);
    expect(current.authorizedStamp).toMatch(/^data:image\/png/);
    expect(await read(leader)).toEqual(current);
    const asMember = await read(member);
    expect(asMember).toMatchObject({
      companyName: current.companyName,
      bankName: '',
      branchName: '',
      accountNumber: '',
      ifscCode: '',
      authorizedStamp: null,
    });
    expect(JSON.stringify(asMember)).not.toContain('50100012345678');
    const anonymous = await app.inject({ method: 'GET', url: '/api/config/invoice-settings' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is an Admin’s to change', async () => {
    expect((await put(member, editable())).statusCode).toBe(403);
    expect((await put(leader, editable())).statusCode).toBe(403);
    const file = multipartFile('logo', 'logo.png', makePng(300, 100), 'image/png');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/config/logo',
          headers: { ...leader, ...file.headers },
          payload: file.payload,
        })
      ).statusCode,
    ).toBe(403);
  });
});
