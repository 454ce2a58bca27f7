// The timer calls: the running one, start on a task, stop (with the answer to the past-midnight question).
import type { RunningTimer, TimerStopBody, TimerStopped } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';

export const timerApi = {
  current: async () => (await getData<{ timer: RunningTimer | null }>('timer')).timer,
  start: (taskId: string) =>
    send<{ timer: RunningTimer | null; stopped: TimerStopped | null }>('post', `tasks/${taskId}/timer/start`),
  stop: (body: InferInput<typeof TimerStopBody> = {}) => send<TimerStopped>('post', 'timer/stop', body),
};
