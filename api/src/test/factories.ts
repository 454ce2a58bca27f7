// Test data made the way the product makes it: practices through provisioning, people with a
// known password, and signed-in sessions through the real login call.
import { randomUUID } from 'node:crypto';
import type { Money, Role, UserStatus } from '@practice-desk/contracts';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { type NewPractice, provisionPractice } from '../modules/practices/provision';
import type { TestApp } from './app';

export const TEST_PASSWORD = 'Test@12345';
/** Limits no test file's many sign-ins from 127.0.0.1 reach; the rate-limit tests set low ones. */
export const RELAXED_RATE_LIMITS = {
  loginPerMinute: 1_000,
  forgotPerMinute: 1_000,
  authPerMinute: 1_000,
  refreshPerMinute: 1_000,
};
const passwordHash = hashPassword(TEST_PASSWORD);

export interface TestUser {
  id: string;
  orgId: string;
  name: string;
  email: string;
  role: Role;
}

export interface UserOverrides {
  name?: string;
  status?: UserStatus;
}

export async function createUser(
  app: TestApp,
  orgId: string,
  role: Role,
  { name, status = 'Active' }: UserOverrides = {},
): Promise<TestUser> {
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@test.example`;
  const personName =
    name ??
    `${role === 'ADMIN' ? 'Asha' : role === 'TEAM_LEADER' ? 'Ravi' : 'Meera'} ${randomUUID().slice(0, 4)}`;
  const [row] = await app.database.db
    .insert(users)
    .values({
      orgId,
      name: personName,
      email,
      role,
      status,
      passwordHash: status === 'Invited' ? null : await passwordHash,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return { id: row.id, orgId, name: personName, email, role };
}

/** A practice (statuses, priorities, settings) with one Admin, one Team Leader and one Team Member. */
export async function createPractice(app: TestApp, overrides: Partial<NewPractice> = {}) {
  const practice = {
    name: `Practice ${randomUUID().slice(0, 6)}`,
    stateCode: '27',
    gstin: '27AAPFU0939F1ZV',
    ...overrides,
  };
  const orgId = await app.database.db.transaction((tx) => provisionPractice(tx, practice));
  const [admin, leader, member] = await Promise.all([
    createUser(app, orgId, 'ADMIN'),
    createUser(app, orgId, 'TEAM_LEADER'),
    createUser(app, orgId, 'TEAM_MEMBER'),
  ]);
  return { orgId, admin, leader, member };
}

export type TestPractice = Awaited<ReturnType<typeof createPractice>>;

export async function loginAs(app: TestApp, user: { email: string }, password = TEST_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password },
  });
  if (res.statusCode !== 200)
    throw new Error(`login as ${user.email} answered ${res.statusCode}: ${res.body}`);
  const { accessToken, refreshToken } = res.json().data as { accessToken: string; refreshToken: string };
  return { accessToken, refreshToken, headers: { authorization: `Bearer ${accessToken}` } };
}

export type AuthHeaders = { authorization: string };

export interface ClientFields {
  name?: string;
  address?: string;
  gst?: string | null;
  stateCode?: string | null;
  email?: string;
  phone?: string;
  /** The family or group of companies. */
  group?: string;
}

/** A client made through POST /clients (by an Admin or Team Leader). */
export async function createClient(app: TestApp, headers: AuthHeaders, fields: ClientFields = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/clients',
    headers,
    payload: { name: `Client ${randomUUID().slice(0, 8)}`, address: 'Pune', ...fields },
  });
  if (res.statusCode !== 201) throw new Error(`client create answered ${res.statusCode}: ${res.body}`);
  return res.json().data.client as { id: string; name: string };
}

export interface PendingTaskFields {
  client?: string | null;
  task?: string;
  subTask?: string;
  allottedTo?: string;
  /** Who leads it (a Team Leader invoices the tasks they lead); the creator when they lead. */
  teamLeader?: string;
  /** Rupees as typed ('4500.5'); null leaves the task Pending without a quotation. */
  quotation?: Money | null;
}

/** A task made through POST /tasks and, with a quotation, Saved (status Pending) as the spec does. */
export async function createPendingTask(app: TestApp, headers: AuthHeaders, fields: PendingTaskFields = {}) {
  const { quotation = '1000', ...task } = fields;
  const created = await app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers,
    payload: {
      task: 'GST Returns',
      subTask: 'GSTR-1',
      et: 60,
      ...task,
      ...(quotation === null ? { status: 'Pending' } : {}),
    },
  });
  if (created.statusCode !== 201)
    throw new Error(`task create answered ${created.statusCode}: ${created.body}`);
  const id = created.json().data.task.id as string;
  if (quotation !== null) {
    const saved = await app.inject({
      method: 'POST',
      url: `/api/tasks/${id}/quotation`,
      headers,
      payload: { amount: quotation },
    });
    if (saved.statusCode !== 200) throw new Error(`quotation answered ${saved.statusCode}: ${saved.body}`);
  }
  return id;
}

/** Changes some invoice settings through PUT /config/invoice-settings (an Admin's headers). */
export async function updateInvoiceSettings(
  app: TestApp,
  adminHeaders: AuthHeaders,
  changes: Record<string, unknown>,
) {
  const current = (
    await app.inject({ method: 'GET', url: '/api/config/invoice-settings', headers: adminHeaders })
  ).json().data.settings;
  const { companyLogo: _logo, authorizedStamp: _stamp, nextInvoiceNumber: _next, ...editable } = current;
  const res = await app.inject({
    method: 'PUT',
    url: '/api/config/invoice-settings',
    headers: adminHeaders,
    // A test practice starts without these two, which the settings form requires.
    payload: {
      ...editable,
      companyEmail: editable.companyEmail || 'accounts@practice.test',
      companyAddress: editable.companyAddress || 'Office 2, FC Road, Pune',
      ...changes,
    },
  });
  if (res.statusCode !== 200) throw new Error(`invoice settings answered ${res.statusCode}: ${res.body}`);
  return res.json().data.settings;
}
