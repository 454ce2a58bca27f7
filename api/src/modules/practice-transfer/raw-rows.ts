// Raw statements of the transfer (the tables are named at run time): how they run and their rows.
import type { SQL } from 'drizzle-orm';

export type Execute = (query: SQL) => Promise<unknown>;

/** The rows of a raw statement's answer, whichever engine gave it. */
export const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
