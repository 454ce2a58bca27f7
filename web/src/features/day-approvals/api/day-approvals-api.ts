// The leaders' End Day approval calls: the queue, approve several, return one with a comment.
import type { DayEndDecision, DayQueue } from '@practice-desk/contracts';
import { getData, send } from '../../../lib/api-client';

export const dayApprovalsApi = {
  queue: () => getData<DayQueue>('day-ends/queue'),
  approve: (ids: string[]) => send<{ days: DayEndDecision[] }>('post', 'day-ends/approve', { ids }),
  returnDay: (id: string, comment: string) =>
    send<{ day: DayEndDecision }>('post', `day-ends/${id}/return`, { comment }),
};
