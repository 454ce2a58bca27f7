// Reminders of an overdue invoice (send one, read the log) and the practice's reminder schedule.
import type {
  InvoiceReminder,
  ReminderBody,
  ReminderSchedule,
  ReminderScheduleBody,
} from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from './api-client';

export const remindersApi = {
  list: async (invoiceId: string) =>
    (await getData<{ reminders: InvoiceReminder[] }>(`invoices/${invoiceId}/reminders`)).reminders,
  send: (invoiceId: string, body: InferInput<typeof ReminderBody>) =>
    send<{ reminders: InvoiceReminder[] }>('post', `invoices/${invoiceId}/reminders`, body),
  schedule: async () =>
    (await getData<{ schedule: ReminderSchedule }>('invoicing/reminder-schedule')).schedule,
  saveSchedule: (body: InferInput<typeof ReminderScheduleBody>) =>
    send<{ schedule: ReminderSchedule }>('put', 'invoicing/reminder-schedule', body),
};
