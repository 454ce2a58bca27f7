import {
  COMPLIANCE_MESSAGES,
  gstinCheckChar,
  PROFILE_MESSAGES,
  panEntityMessage,
  VALIDATION,
} from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
} from '../../test/factories';

/** A GSTIN of a state for a PAN, with its check character. */
const gstin = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckChar(`${state}${pan}1Z`)}`;
const PAN = 'AAGCS4821K';

/** A company filing monthly GST, TDS and ROC forms, with two directors and two contacts. */
function fullProfile(overrides: Record<string, unknown> = {}) {
  return {
    entityType: 'company',
    pan: PAN,
    gstin: gstin('27', PAN),
    gstFrequency: 'monthly',
    gstAnnualReturn: true,
    gstReconciliation: true,
    tan: 'PNES12345E',
    tdsForms: ['24Q', '26Q'],
    advanceTax: 'regular',
    taxAudit: true,
    transferPricing: false,
    businessIncome: true,
    agmDate: '2026-09-25',
    auditorAppointedOn: '2026-09-25',
    dpt3: true,
    directors: [
      { name: 'Suresh Patil', din: '01234567', lastKycFiledOn: '2026-05-01', detailsChangedOn: '2026-11-02' },
      { name: 'Kavita Patil', din: '07654321', lastKycFiledOn: null, detailsChangedOn: null },
    ],
    contacts: [
      {
        name: 'Ravi Shinde',
        role: 'Accountant',
        email: 'ravi@sahyadri.example',
        phone: '98220 41230',
        primary: true,
      },
      { name: 'Kavita Patil', role: 'Director', email: '', phone: '', primary: false },
    ],
    ...overrides,
  };
}

describe('client compliance profile', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  const put = (clientId: string, body: unknown, headers = admin) =>
    app.inject({
      method: 'PUT',
      url: `/api/clients/${clientId}/compliance`,
      headers,
      payload: body as object,
    });
  const read = async (clientId: string) =>
    (await app.inject({ method: 'GET', url: `/api/clients/${clientId}`, headers: admin })).json().data.client;
  /** The field errors of a refused save, as { field: message }. */
  const refusal = async (body: unknown) => {
    const client = await createClient(app, admin);
    const res = await put(client.id, body);
    expect(res.statusCode).toBe(422);
    expect(await read(client.id)).toMatchObject({ compliance: null });
    return Object.fromEntries(
      (res.json().errors as { field: string; message: string }[]).map((e) => [e.field, e.message]),
    );
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(() => app.close());

  it('saves a full profile and reads it back with the client, its GSTIN on the client', async () => {
    const client = await createClient(app, admin);
    const res = await put(client.id, {
      ...fullProfile(),
      pan: 'aagcs4821k',
      defaultAssigneeId: practice.member.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Compliance profile saved/);
    const back = await read(client.id);
    expect(back.compliance).toEqual(fullProfile());
    expect(back).toMatchObject({
      gst: gstin('27', PAN),
      stateCode: '27',
      defaultAssignee: { id: practice.member.id, name: practice.member.name },
    });
  });

  it('answers no profile and no default assignee for a client without one', async () => {
    const client = await createClient(app, admin);
    expect(await read(client.id)).toMatchObject({ compliance: null, defaultAssignee: null });
  });

  it('replaces the whole profile on a second save, fields left out taking their defaults', async () => {
    const client = await createClient(app, admin);
    await put(client.id, { ...fullProfile(), defaultAssigneeId: practice.member.id });
    const res = await put(client.id, { entityType: 'individual', pan: 'ABKPK5528D' });
    expect(res.statusCode).toBe(200);
    const back = await read(client.id);
    expect(back.compliance).toEqual({
      entityType: 'individual',
      pan: 'ABKPK5528D',
      gstin: null,
      gstFrequency: null,
      gstAnnualReturn: false,
      gstReconciliation: false,
      tan: null,
      tdsForms: [],
      advanceTax: 'none',
      taxAudit: false,
      transferPricing: false,
      businessIncome: false,
      agmDate: null,
      auditorAppointedOn: null,
      dpt3: false,
      directors: [],
      contacts: [],
    });
    expect(back).toMatchObject({ gst: null, defaultAssignee: null });
  });

  it('refuses a PAN of the wrong format, and one whose 4th letter is not the entity type’s', async () => {
    expect(await refusal(fullProfile({ pan: 'AAGCS482K' }))).toMatchObject({
      pan: COMPLIANCE_MESSAGES.panFormat,
    });
    expect(
      await refusal(fullProfile({ entityType: 'trust', agmDate: null, auditorAppointedOn: null })),
    ).toEqual({
      pan: panEntityMessage('trust'),
    });
    expect(await refusal({ entityType: 'company' })).toEqual({ pan: 'pan is required' });
    expect(await refusal({ entityType: 'partnership', pan: PAN })).toEqual({
      entityType: PROFILE_MESSAGES.entityTypeRequired,
    });
  });

  it('refuses a GSTIN with a wrong check digit, of another PAN, or of no state', async () => {
    const good = gstin('27', PAN);
    const wrongDigit = `${good.slice(0, 14)}${good[14] === 'A' ? 'B' : 'A'}`;
    expect(await refusal(fullProfile({ gstin: wrongDigit }))).toEqual({ gstin: VALIDATION.gstinCheckDigit });
    expect(await refusal(fullProfile({ gstin: '27AAGCS4821' }))).toEqual({ gstin: VALIDATION.invalidGstin });
    expect(await refusal(fullProfile({ gstin: gstin('27', 'AAHCM9034R') }))).toEqual({
      gstin: COMPLIANCE_MESSAGES.gstinPan,
    });
    expect(await refusal(fullProfile({ gstin: gstin('98', PAN) }))).toEqual({
      gstin: PROFILE_MESSAGES.gstinState,
    });
  });

  it('takes a GST frequency and GSTR-9 only with a GSTIN, and wants the frequency with one', async () => {
    expect(await refusal(fullProfile({ gstin: null }))).toEqual({
      gstFrequency: PROFILE_MESSAGES.gstFrequencyNeedsGstin,
      gstAnnualReturn: PROFILE_MESSAGES.annualReturnNeedsGstin,
      gstReconciliation: PROFILE_MESSAGES.annualReturnNeedsGstin,
    });
    expect(await refusal(fullProfile({ gstFrequency: null }))).toEqual({
      gstFrequency: PROFILE_MESSAGES.gstFrequencyRequired,
    });
    expect(await refusal(fullProfile({ gstFrequency: 'yearly' }))).toMatchObject({
      gstFrequency: expect.stringMatching(/monthly, quarterly or composition/),
    });
  });

  it('refuses a TAN of the wrong format, and TDS forms without a TAN', async () => {
    expect(await refusal(fullProfile({ tan: 'PNE123456E' }))).toEqual({ tan: COMPLIANCE_MESSAGES.tanFormat });
    expect(await refusal(fullProfile({ tan: '' }))).toEqual({ tdsForms: PROFILE_MESSAGES.tdsFormsNeedTan });
    expect(await refusal(fullProfile({ tdsForms: ['26Q', '49Q'] }))).toEqual({
      'tdsForms.1': 'TDS forms are 24Q, 26Q, 27Q, 27EQ',
    });
  });

  it('refuses a DIN that is not 8 digits, or listed twice', async () => {
    const directors = [
      { name: 'Suresh Patil', din: '1234567', lastKycFiledOn: null },
      { name: 'Kavita Patil', din: '07654321', lastKycFiledOn: '2026-02-30' },
      { name: 'K. Patil', din: '07654321', lastKycFiledOn: null },
    ];
    expect(await refusal(fullProfile({ directors }))).toEqual({
      'directors.0.din': PROFILE_MESSAGES.dinFormat,
      'directors.1.lastKycFiledOn': 'Date must be YYYY-MM-DD',
      'directors.2.din': PROFILE_MESSAGES.dinRepeated,
    });
  });

  it('takes an AGM date and an auditor’s appointment only for a company', async () => {
    const llp = fullProfile({ entityType: 'llp', pan: 'AAQFD7312M', gstin: gstin('27', 'AAQFD7312M') });
    expect(await refusal(llp)).toEqual({
      agmDate: PROFILE_MESSAGES.agmOnlyCompany,
      auditorAppointedOn: PROFILE_MESSAGES.auditorOnlyCompany,
    });
  });

  it('wants exactly one primary contact, with an e-mail, and checks e-mails and phones as the client form does', async () => {
    const contact = { name: 'A', role: '', email: 'a@b.example', phone: '' };
    expect(await refusal(fullProfile({ contacts: [{ ...contact, primary: false }] }))).toEqual({
      contacts: PROFILE_MESSAGES.onePrimary,
    });
    const two = [
      { ...contact, primary: true },
      { ...contact, name: 'B', primary: true },
    ];
    expect(await refusal(fullProfile({ contacts: two }))).toEqual({
      contacts: PROFILE_MESSAGES.onlyOnePrimary,
    });
    expect(await refusal(fullProfile({ contacts: [{ ...contact, email: '', primary: true }] }))).toEqual({
      'contacts.0.email': PROFILE_MESSAGES.primaryEmail,
    });
    const bad = [{ name: 'A', role: '', email: 'a@', phone: '12345', primary: true }];
    expect(await refusal(fullProfile({ contacts: bad }))).toEqual({
      'contacts.0.email': VALIDATION.invalidEmail,
      'contacts.0.phone': VALIDATION.invalidPhone,
    });
  });

  it('assigns by default only to an active person of the practice', async () => {
    const inactive = await createUser(app, practice.orgId, 'TEAM_MEMBER', { status: 'Inactive' });
    const elsewhere = await createPractice(app);
    for (const id of [inactive.id, elsewhere.member.id, '8a3c2f4e-0d1b-4c5a-9e7f-112233445566'])
      expect(await refusal(fullProfile({ defaultAssigneeId: id }))).toEqual({
        defaultAssigneeId: PROFILE_MESSAGES.assigneeInactive,
      });
  });

  it('lets only an Admin save a profile', async () => {
    const client = await createClient(app, admin);
    for (const person of [practice.leader, practice.member]) {
      const res = await put(client.id, fullProfile(), (await loginAs(app, person)).headers);
      expect(res.statusCode).toBe(403);
    }
    expect(await read(client.id)).toMatchObject({ compliance: null });
  });

  it('answers 404 for another practice’s client and leaves it as it was', async () => {
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    const theirs = await createClient(app, otherAdmin);
    expect((await put(theirs.id, fullProfile())).statusCode).toBe(404);
    const seen = await app.inject({ method: 'GET', url: `/api/clients/${theirs.id}`, headers: otherAdmin });
    expect(seen.json().data.client).toMatchObject({ compliance: null, gst: null });
  });

  it('keeps the client’s GST number in step with its profile when the client is edited', async () => {
    const client = await createClient(app, admin);
    await put(client.id, fullProfile());
    const edit = (gst: string | null) =>
      app.inject({ method: 'PUT', url: `/api/clients/${client.id}`, headers: admin, payload: { gst } });
    const otherPan = await edit(gstin('27', 'AAHCM9034R'));
    expect(otherPan.statusCode).toBe(422);
    expect(otherPan.json().errors).toEqual([{ field: 'gst', message: COMPLIANCE_MESSAGES.gstinPan }]);
    const cleared = await edit(null);
    expect(cleared.json().errors).toEqual([{ field: 'gst', message: PROFILE_MESSAGES.gstinNeededByProfile }]);
    const moved = await edit(gstin('29', PAN));
    expect(moved.statusCode).toBe(200);
    expect(await read(client.id)).toMatchObject({
      stateCode: '29',
      compliance: { gstin: gstin('29', PAN), pan: PAN },
    });
  });
});
