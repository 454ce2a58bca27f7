// What every service receives: the database (or a transaction) scoped to the caller's practice,
// that practice and the caller's identity.
import type { Role } from '@practice-desk/contracts';
import type { TenantDb } from '../db/scoped';

export interface Caller {
  id: string;
  orgId: string;
  role: Role;
  name: string;
}

export interface ServiceContext {
  db: TenantDb;
  orgId: string;
  user: Caller;
}
