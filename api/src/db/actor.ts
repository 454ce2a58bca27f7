// Who makes a change: the person, their request's address and session. The API hands these to
// the database as transaction-local settings at the start of each writing transaction; the audit
// triggers (migration "audit-triggers") read them. Nothing set means the system (a job).
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

export interface Actor {
  userId: string;
  /** The name at the time of the change, kept as it was. */
  name: string;
  ip: string | null;
  /** The sign-in session (refresh-token family) the request's access token belongs to. */
  session: string | null;
}

/** Sets the actor for the rest of the current transaction only. */
export function actorSettings(actor: Actor): SQL {
  return sql`select set_config('pd.user_id', ${actor.userId}, true),
    set_config('pd.user_name', ${actor.name}, true),
    set_config('pd.ip', ${actor.ip ?? ''}, true),
    set_config('pd.session', ${actor.session ?? ''}, true)`;
}

/** Runs `work` in a transaction whose changes are recorded as the actor's. */
export function asActor<T>(db: Db, actor: Actor | null, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (actor) await tx.execute(actorSettings(actor));
    return work(tx as unknown as Db);
  });
}
