import { ERRORS } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, createUser, loginAs } from '../../test/factories';

describe('role guard and tenancy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('lets only an Admin list the practice’s people', async () => {
    const practice = await createPractice(app);
    const admin = await loginAs(app, practice.admin);
    const list = await app.inject({ method: 'GET', url: '/api/users', headers: admin.headers });
    expect(
      list
        .json()
        .data.users.map((u: { id: string }) => u.id)
        .sort(),
    ).toEqual([practice.admin.id, practice.leader.id, practice.member.id].sort());
    expect(list.json().data.users).toContainEqual({
      id: practice.member.id,
      name: practice.member.name,
      email: practice.member.email,
      role: 'TEAM_MEMBER',
      status: 'Active',
      membershipNumber: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(list.body).not.toMatch(/password/i);
    for (const person of [practice.leader, practice.member]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/users',
        headers: (await loginAs(app, person)).headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ERRORS.forbidden);
    }
  });

  it('lists the practice’s people for pickers to every role, each with whether they are active yet', async () => {
    const practice = await createPractice(app);
    const invited = await createUser(app, practice.orgId, 'TEAM_MEMBER', { status: 'Invited' });
    await createUser(app, practice.orgId, 'TEAM_MEMBER', { status: 'Inactive' });
    for (const person of [practice.admin, practice.leader, practice.member]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/people',
        headers: (await loginAs(app, person)).headers,
      });
      expect(res.statusCode).toBe(200);
      const people: { id: string; status: string }[] = res.json().data.people;
      // A client's default assignee must be active: the client form offers only these.
      expect(
        people
          .filter((p) => p.status === 'Active')
          .map((p) => p.id)
          .sort(),
      ).toEqual([practice.admin.id, practice.leader.id, practice.member.id].sort());
      expect(people.filter((p) => p.status !== 'Active')).toEqual([
        expect.objectContaining({ id: invited.id, status: 'Invited' }),
      ]);
    }
  });

  it('answers 404 for another practice’s ids', async () => {
    const a = await createPractice(app);
    const b = await createPractice(app);
    const admin = await loginAs(app, a.admin);
    expect(
      (await app.inject({ method: 'GET', url: `/api/users/${a.member.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/users/${b.member.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/not-an-id', headers: admin.headers })).statusCode,
    ).toBe(404);
  });

  it('refuses every protected call without a valid token', async () => {
    for (const url of ['/api/tasks', '/api/users', '/api/clients', '/api/people']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url, headers: { authorization: 'Bearer forged.token.here' } }))
          .statusCode,
      ).toBe(401);
    }
  });
});
