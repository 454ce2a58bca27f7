// Leave and a person's own working week, as the workload view's 'Leave and hours' dialog writes them.
import type { LeaveBody, LeaveDay, WorkingWeekBody } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';

export const leaveApi = {
  list: async (userId: string, from: string) =>
    (await getData<{ leave: LeaveDay[] }>('leave', { userId, from })).leave,
  add: (body: InferInput<typeof LeaveBody>) => send<{ leave: LeaveDay[] }>('post', 'leave', body),
  remove: (id: string) => send<{ deleted: boolean }>('delete', `leave/${id}`),
  setWorkingWeek: (userId: string, body: InferInput<typeof WorkingWeekBody>) =>
    send<WorkingWeekBody>('put', `users/${userId}/working-week`, body),
};
