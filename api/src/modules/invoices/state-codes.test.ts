// GST state codes (issue 18): only the GST portal's list (01–38, 97, 99) is a state, for a client's
// GSTIN or state and for the practice's own; every accepted code prints its place of supply.
import { gstinCheckChar, type InvoiceRow, STATE_CODE_MESSAGE, VALIDATION } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoped } from '../../db/scoped';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
  type TestPractice,
  updateInvoiceSettings,
} from '../../test/factories';
import { invoiceDocument } from './document';
import { invoiceHtml } from './pdf/invoice-html';

/** A GSTIN of the state with a right check character, so only the state code can be wrong. */
const gstin = (state: string, pan = 'AAGCS4821K') => `${state}${pan}1Z${gstinCheckChar(`${state}${pan}1Z`)}`;
const REFUSED = ['00', '39', '98'];
const ACCEPTED = ['25', '26', '28', '38', '97', '99'];

describe('GST state codes', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(() => app.close());

  const saveClient = (payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: admin,
      payload: { name: `C ${Math.random()}`, address: 'Pune', ...payload },
    });

  it.each(REFUSED)('refuses a client whose GSTIN or state is %s, saying why', async (code) => {
    const byGstin = await saveClient({ gst: gstin(code) });
    expect(byGstin.statusCode).toBe(422);
    expect(byGstin.json().errors).toEqual([{ field: 'gst', message: VALIDATION.gstinStateCode }]);
    const byState = await saveClient({ stateCode: code });
    expect(byState.statusCode).toBe(422);
    expect(byState.json().errors).toEqual([{ field: 'stateCode', message: STATE_CODE_MESSAGE }]);
  });

  it.each(REFUSED)('refuses invoice settings whose GSTIN or state is %s', async (code) => {
    await expect(updateInvoiceSettings(app, admin, { gstNumber: gstin(code, 'AAAFS1234K') })).rejects.toThrow(
      VALIDATION.gstinStateCode,
    );
    await expect(updateInvoiceSettings(app, admin, { gstNumber: null, stateCode: code })).rejects.toThrow(
      STATE_CODE_MESSAGE,
    );
  });

  it.each(ACCEPTED)('accepts %s for a client and for the practice', async (code) => {
    expect((await saveClient({ gst: gstin(code) })).statusCode).toBe(201);
    expect((await saveClient({ stateCode: code })).statusCode).toBe(201);
    await updateInvoiceSettings(app, admin, { gstNumber: gstin(code, 'AAAFS1234K') });
    await updateInvoiceSettings(app, admin, { gstNumber: null, stateCode: code });
  });

  it('prints the place of supply of a client of state 28 in the JSON and on the PDF', async () => {
    await updateInvoiceSettings(app, admin, { gstNumber: gstin('27', 'AAAFS1234K') });
    const client = await createClient(app, admin, { gst: gstin('28') });
    const task = await createPendingTask(app, admin, { client: client.id });
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: admin,
      payload: { taskIds: [task] },
    });
    const invoice = res.json().data.invoice as InvoiceRow;
    const state = { stateCode: '28', stateName: 'Andhra Pradesh (Before Division)' };
    expect(invoice.placeOfSupply).toEqual(state);
    expect(invoice.billedTo).toMatchObject(state);
    expect(invoice.taxes.map((t) => t.name)).toEqual(['IGST']);
    const db = scoped(app.database.db, practice.orgId);
    const { document } = await invoiceDocument(db, practice.orgId, invoice.id);
    const shown = invoiceHtml(document)
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(shown).toContain('Place of supply Andhra Pradesh (Before Division) (State Code: 28)');
    expect(shown).toContain('State: Andhra Pradesh (Before Division), Code: 28');
    expect(shown).not.toContain('State: , Code');
  });
});
