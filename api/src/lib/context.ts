// What every service receives: the database (or a transaction), the caller's practice and identity.
import type { Role } from '@practice-desk/contracts';
import type { Db } from '../db/client';

export interface Caller {
  id: string;
  orgId: string;
  role: Role;
  name: string;
}

export interface ServiceContext {
  db: Db;
  orgId: string;
  user: Caller;
}
