// The timesheet calls: a person's week, a cell write, and the pickers' lists.
import type { TimesheetCellBody, TimesheetTask, TimesheetWeek } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';

const withUser = (params: Record<string, string>, userId?: string) =>
  userId ? { ...params, userId } : params;

export const timesheetApi = {
  week: (week: string | null, userId?: string) =>
    getData<TimesheetWeek>('timesheets', withUser(week ? { week } : {}, userId)),
  writeCell: async (body: InferInput<typeof TimesheetCellBody>) =>
    (await send<TimesheetWeek>('put', 'timesheets/cell', body)).data,
  people: async () => (await getData<{ people: { id: string; name: string }[] }>('timesheets/people')).people,
  tasks: async (search: string, userId?: string) =>
    (
      await getData<{ tasks: TimesheetTask[] }>(
        'timesheets/tasks',
        withUser(search ? { search } : {}, userId),
      )
    ).tasks,
};
