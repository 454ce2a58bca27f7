// Holidays (added one by one and from a spreadsheet) and leave (working days only, one's own or
// one's team's), as GET /capacity reads them.
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
  type TestUser,
} from '../../test/factories';
import { multipartFile } from '../../test/multipart';

describe('holidays and leave', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let stranger: TestUser;

  const xlsxOf = (rows: unknown[][]) => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Holidays');
    return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  };
  const upload = (file: Buffer, headers = admin) => {
    const form = multipartFile('file', 'holidays-2027.xlsx', file);
    return app.inject({
      method: 'POST',
      url: '/api/holidays/import',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    stranger = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
  });
  afterAll(() => app.close());

  it('imports a holiday list from a spreadsheet, keeps a day already listed, and names the bad rows', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/holidays',
      headers: admin,
      payload: { day: '2027-01-26', name: 'Republic Day' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/holidays',
      headers: admin,
      payload: { day: '2027-01-26', name: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    const file = xlsxOf([
      ['Date', 'Holiday'],
      [new Date(2027, 0, 26), 'Republic Day'],
      ['15/08/2027', 'Independence Day'],
      ['02-Oct-2027', 'Gandhi Jayanti'],
      ['someday', 'Diwali'],
      ['2027-11-08', ''],
    ]);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      added: 2,
      skipped: 1,
      problems: ["Row 5: 'someday' is not a date", 'Row 6: the holiday has no name'],
    });
    const list = await app.inject({ method: 'GET', url: '/api/holidays?year=2027', headers: member });
    expect(list.json().data.holidays.map((h: { day: string; name: string }) => [h.day, h.name])).toEqual([
      ['2027-01-26', 'Republic Day'],
      ['2027-08-15', 'Independence Day'],
      ['2027-10-02', 'Gandhi Jayanti'],
    ]);
    expect((await upload(file, leader)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/holidays',
          headers: member,
          payload: { day: '2027-03-03', name: 'Holi' },
        })
      ).statusCode,
    ).toBe(403);
    const id = list.json().data.holidays[0].id;
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/holidays/${id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/holidays/${id}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('records leave on working days only, one row a day, for oneself and one’s team', async () => {
    // Friday 1 to Tuesday 5 January 2027: Sunday 3 is not a working day.
    const res = await app.inject({
      method: 'POST',
      url: '/api/leave',
      headers: member,
      payload: { userId: practice.member.id, from: '2027-01-01', to: '2027-01-05', note: 'Family wedding' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.leave.map((l: { day: string }) => l.day)).toEqual([
      '2027-01-01',
      '2027-01-02',
      '2027-01-04',
      '2027-01-05',
    ]);
    const twice = await app.inject({
      method: 'POST',
      url: '/api/leave',
      headers: member,
      payload: { userId: practice.member.id, from: '2027-01-04', to: '2027-01-06' },
    });
    expect(twice.json().data.leave.map((l: { day: string }) => l.day)).toEqual(['2027-01-06']);
    const sunday = await app.inject({
      method: 'POST',
      url: '/api/leave',
      headers: member,
      payload: { userId: practice.member.id, from: '2027-01-03', to: '2027-01-03' },
    });
    expect(sunday.statusCode).toBe(422);
    const halfRange = await app.inject({
      method: 'POST',
      url: '/api/leave',
      headers: member,
      payload: { userId: practice.member.id, from: '2027-01-07', to: '2027-01-08', half: true },
    });
    expect(halfRange.statusCode).toBe(422);
    const forSomeoneElse = await app.inject({
      method: 'POST',
      url: '/api/leave',
      headers: member,
      payload: { userId: stranger.id, from: '2027-01-07', to: '2027-01-07' },
    });
    expect(forSomeoneElse.statusCode).toBe(403);
    // The leader's team is the people allotted tasks they lead: not the stranger, yet.
    expect(
      (await app.inject({ method: 'GET', url: `/api/leave?userId=${stranger.id}`, headers: leader }))
        .statusCode,
    ).toBe(403);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/leave?from=2027-01-01&to=2027-01-31',
      headers: admin,
    });
    expect(listed.json().data.leave).toHaveLength(5);
    const first = listed.json().data.leave[0].id;
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/leave/${first}`, headers: member })).statusCode,
    ).toBe(200);
  });
});
