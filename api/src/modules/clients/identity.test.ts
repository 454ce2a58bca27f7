import { CLIENT_IDENTITY_MESSAGES } from '@practice-desk/contracts';
import { gstinFor } from '@practice-desk/contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createClient, createPractice, loginAs } from '../../test/factories';

const PAN = 'AAGCS4821K';

describe("a client's PAN, CIN/LLPIN and group", () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let member: AuthHeaders;
  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    member = (await loginAs(app, practice.member)).headers;
  });
  afterAll(() => app.close());

  const post = (payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: admin,
      payload: { name: `Identity ${Math.random().toString(36).slice(2, 8)}`, address: 'Pune', ...payload },
    });
  const put = (id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/clients/${id}`, headers: admin, payload });
  const fieldErrors = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
    Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.message]));

  it('fills an empty PAN from the GST number (its characters 3 to 12)', async () => {
    const res = await post({ gst: gstinFor('27', PAN) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.client).toMatchObject({ gst: gstinFor('27', PAN), pan: PAN });
    const bare = await createClient(app, admin);
    const edited = await put(bare.id, { gst: gstinFor('29', PAN) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.client.pan).toBe(PAN);
  });

  it('refuses a PAN that is not the one inside the GST number, under the PAN field', async () => {
    const res = await post({ gst: gstinFor('27', PAN), pan: 'AAHCM9034R' });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res)).toEqual({ pan: CLIENT_IDENTITY_MESSAGES.panGstinMismatch });
    const kept = (await post({ pan: 'aahcm9034r' })).json().data.client;
    expect(kept.pan).toBe('AAHCM9034R');
    const changed = await put(kept.id, { gst: gstinFor('27', PAN) });
    expect(changed.statusCode).toBe(422);
    expect(fieldErrors(changed)).toEqual({ pan: CLIENT_IDENTITY_MESSAGES.panGstinMismatch });
  });

  it('keeps a valid CIN or LLPIN and refuses any other shape', async () => {
    const company = await post({ cin: 'u74999mh2015ptc123456' });
    expect(company.statusCode).toBe(201);
    expect(company.json().data.client.cin).toBe('U74999MH2015PTC123456');
    const llp = await post({ cin: 'AAB-1234' });
    expect(llp.json().data.client.cin).toBe('AAB-1234');
    for (const cin of ['U74999MH2015PTC12345', 'X74999MH2015PTC123456', 'U74999M12015PTC123456', 'AAB1234']) {
      const res = await post({ cin });
      expect(res.statusCode, cin).toBe(422);
      expect(fieldErrors(res)).toEqual({ cin: CLIENT_IDENTITY_MESSAGES.cinFormat });
    }
  });

  it('lists the groups once each and filters the clients by group', async () => {
    const group = `Shah Family ${Math.random().toString(36).slice(2, 6)}`;
    const first = (await post({ group })).json().data.client;
    const second = (await post({ group: group.toUpperCase() })).json().data.client;
    await post({ group: 'Other Group' });
    const groups = await app.inject({ method: 'GET', url: '/api/clients/groups', headers: member });
    expect(groups.statusCode).toBe(200);
    const names: string[] = groups.json().data.groups;
    expect(names.filter((name) => name.toLowerCase() === group.toLowerCase())).toHaveLength(1);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/clients?group=${encodeURIComponent(group.toLowerCase())}`,
      headers: admin,
    });
    const ids = listed.json().data.clients.map((c: { id: string }) => c.id);
    expect(ids.sort()).toEqual([first.id, second.id].sort());
  });
});
