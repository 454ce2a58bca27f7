// End Day (spec §7 Day End): the month's submitted days and submitting one. Shared by the task
// screen's End Day and the timesheet's Submit day, which call the same endpoint.
import type { DayEndMonth } from '@practice-desk/contracts';
import { getData, send } from './api-client';

export const dayEndsApi = {
  month: (month: string) => getData<DayEndMonth>('day-ends', { month }),
  submit: (date: string) => send<{ dayEnd: unknown }>('post', 'day-ends', { date }),
};
