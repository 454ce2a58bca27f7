// The search box's match on a task's own words: its task and sub-task, case-insensitive, through
// the lower-cased search text (schema/tasks.ts) and its one trigram index.
import { type SQL, sql } from 'drizzle-orm';
import { tasks } from '../../db/schema';

/** A LIKE pattern finding `search` anywhere, its own %, _ and \ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The task or sub-task holds the pattern, in any case: lowered here by the database, as the
 * search text was, so both sides fold case alike. */
export function taskTextLike(pattern: string): SQL {
  return sql`${tasks.searchText} like lower(${pattern})`;
}
