// What every service receives: the database (or a transaction) scoped to the caller's practice,
// that practice, the caller's identity and the moment the request counts as.
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
  /** The app's clock when the request came (tests set it, as they set the registers' alert job's);
   * the real time when absent. */
  now?: Date;
  /** The practice's time zone when the request already read it (the session check does), so
   * "today" costs no query; read from the database when absent (jobs, seeds). */
  timeZone?: string;
}
