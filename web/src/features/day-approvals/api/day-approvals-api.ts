// The leaders' End Day approval calls: the queue, approve several, return one with a comment; the
// approved days a page at a time, reopen one with a comment; and the people to filter by.
import type { DayApprovedPage, DayApprovedQuery, DayEndDecision, DayQueue } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';

/** Only the filters that are set go in the query string. */
const given = (query: InferInput<typeof DayApprovedQuery>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter((pair): pair is [string, string] => Boolean(pair[1])));

export const dayApprovalsApi = {
  queue: () => getData<DayQueue>('day-ends/queue'),
  approve: (ids: string[]) => send<{ days: DayEndDecision[] }>('post', 'day-ends/approve', { ids }),
  returnDay: (id: string, comment: string) =>
    send<{ day: DayEndDecision }>('post', `day-ends/${id}/return`, { comment }),
  approved: (query: InferInput<typeof DayApprovedQuery>) =>
    getData<DayApprovedPage>('day-ends/approved', given(query)),
  reopen: (id: string, comment: string) =>
    send<{ day: DayEndDecision }>('post', `day-ends/${id}/reopen`, { comment }),
  /** The people whose timesheets the caller may open: those whose days they may decide, and their own. */
  people: async () => (await getData<{ people: { id: string; name: string }[] }>('timesheets/people')).people,
};
