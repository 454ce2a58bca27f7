// The registers' tests (UDIN, DSC) start alike: an app whose clock the test may set, a practice
// with its Admin, Team Leader and Team Member signed in, and one client.
import { buildTestApp, type TestApp } from './app';
import { type AuthHeaders, createClient, createPractice, loginAs, type TestPractice } from './factories';

export interface RegisterTest {
  app: TestApp;
  practice: TestPractice;
  admin: AuthHeaders;
  leader: AuthHeaders;
  member: AuthHeaders;
  client: { id: string; name: string };
  /** Moves the app's clock (what the lists and the alert job count today from); null: real time. */
  setClock(at: Date | null): void;
}

export async function startRegisterTest(clientName: string): Promise<RegisterTest> {
  let clock: Date | null = null;
  const app = await buildTestApp({ clock: () => clock ?? new Date() });
  const practice = await createPractice(app);
  const admin = (await loginAs(app, practice.admin)).headers;
  const leader = (await loginAs(app, practice.leader)).headers;
  const member = (await loginAs(app, practice.member)).headers;
  const client = await createClient(app, admin, { name: clientName });
  return {
    app,
    practice,
    admin,
    leader,
    member,
    client,
    setClock: (at) => {
      clock = at;
    },
  };
}
