import { USER_MESSAGES } from '@practice-desk/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, createUser, loginAs } from '../../test/factories';

// Two Admins removing each other's rights at the same moment: the practice keeps one. Real
// parallel requests; on PostgreSQL (TEST_DB=postgres) on separate connections.
describe('the last active Admin under racing changes', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const activeAdmins = async (orgId: string) => {
    const [row] = await app.database.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.orgId, orgId), eq(users.role, 'ADMIN'), eq(users.status, 'Active')));
    return row?.n ?? 0;
  };

  const race = async (change: (other: string) => Record<string, string> | null) => {
    const practice = await createPractice(app);
    const second = await createUser(app, practice.orgId, 'ADMIN');
    const [first, other] = await Promise.all([loginAs(app, practice.admin), loginAs(app, second)]);
    const request = (headers: { authorization: string }, target: string) => {
      const payload = change(target);
      return payload
        ? app.inject({ method: 'PUT', url: `/api/users/${target}`, headers, payload })
        : app.inject({ method: 'DELETE', url: `/api/users/${target}`, headers });
    };
    const answers = await Promise.all([
      request(first.headers, second.id),
      request(other.headers, practice.admin.id),
    ]);
    return { answers, admins: await activeAdmins(practice.orgId) };
  };

  /** One change lands; the other is refused: 409 when it ran second, or 401 when the winner's
   * change had already ended the loser's session (a demoted or deactivated person's token). */
  const expectOneWinner = (answers: { statusCode: number }[]) => {
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
  };

  it('keeps one active Admin when two Admins demote each other at once, 6 tries', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const { answers, admins } = await race(() => ({ role: 'TEAM_MEMBER' }));
      expect(admins).toBe(1);
      expectOneWinner(answers);
      const loser = answers.find((a) => a.statusCode === 409);
      if (loser) expect(loser.json().message).toBe(USER_MESSAGES.lastAdmin);
    }
  });

  it('keeps one active Admin when two Admins deactivate each other at once, 6 tries', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const { answers, admins } = await race(() => ({ status: 'Inactive' }));
      expect(admins).toBe(1);
      expectOneWinner(answers);
    }
  });

  it('keeps one active Admin when two Admins remove each other at once, 6 tries', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const { answers, admins } = await race(() => null);
      expect(admins).toBe(1);
      // As above: the loser is told 409, or 401 once the winner's removal has ended its session.
      expectOneWinner(answers);
      const loser = answers.find((a) => a.statusCode === 409);
      if (loser) expect(loser.json().message).toBe(USER_MESSAGES.lastAdmin);
    }
  });
});
