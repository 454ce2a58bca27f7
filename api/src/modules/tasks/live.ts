// The one condition every read of live work adds: tasks in the Trash are gone from lists, counts,
// reports, invoicing and jobs until restored.
import { isNull, type SQL } from 'drizzle-orm';
import { tasks } from '../../db/schema';

export const liveTask = (): SQL => isNull(tasks.deletedAt);
