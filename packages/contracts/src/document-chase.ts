// Chasing a client for documents: when the reminders of a request fall due (the practice's
// schedule), the WhatsApp click-to-chat link staff send by hand, the 'Waiting on client (1 of 3
// received)' count on tasks and compliance items, and the rule that may hold a task back from
// Completed until its documents are in.
import dayjs from 'dayjs';
import * as v from 'valibot';

/** The practice's schedule of reminders to the client, in days (Configurations → Preferences). */
export interface RequestReminderSchedule {
  /** The first reminder, this many days after the request was raised. */
  firstAfterDays: number;
  /** Then one every this many days until the due date… */
  everyDaysBeforeDue: number;
  /** …and every this many days after it. */
  everyDaysAfterDue: number;
}

export const DEFAULT_REQUEST_REMINDER_SCHEDULE: RequestReminderSchedule = {
  firstAfterDays: 3,
  everyDaysBeforeDue: 3,
  everyDaysAfterDue: 2,
};
/** Days before a compliance item's due date its request is raised by itself. */
export const DEFAULT_AUTO_REQUEST_DAYS = 10;

const addDays = (date: string, days: number) => dayjs(date).add(days, 'day').format('YYYY-MM-DD');

/** The days reminders fall on, from the request's day to `until` (included): the first
 * `firstAfterDays` after it, the next `everyDaysBeforeDue` on while a reminder's day is before the
 * due date, `everyDaysAfterDue` on from there. */
export function requestReminderDays(
  raisedOn: string,
  dueDate: string,
  until: string,
  schedule: RequestReminderSchedule,
): string[] {
  const days: string[] = [];
  let day = addDays(raisedOn, Math.max(1, schedule.firstAfterDays));
  while (day <= until && days.length < 1000) {
    days.push(day);
    day = addDays(day, Math.max(1, day < dueDate ? schedule.everyDaysBeforeDue : schedule.everyDaysAfterDue));
  }
  return days;
}

/** The step of the schedule reached on `today` (1 for the first reminder), 0 before the first. A
 * run that finds a later step than the last sent sends that one only (no catching up). */
export function requestReminderStep(
  raisedOn: string,
  dueDate: string,
  today: string,
  schedule: RequestReminderSchedule,
): number {
  return requestReminderDays(raisedOn, dueDate, today, schedule).length;
}

/** An Indian mobile as wa.me wants it (country code, digits only): a 10-digit number starting 6-9
 * gets 91; +91, 0091, 091 and 0 prefixes are read as such. Null when it is no mobile number. */
export function whatsAppNumber(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 0) return null;
  const international = trimmed.startsWith('+') || digits.startsWith('00');
  digits = digits.replace(/^00/, '');
  if (!international) {
    digits = digits.replace(/^0+/, '');
    if (digits.length === 10) return /^[6-9]/.test(digits) ? `91${digits}` : null;
    if (digits.length === 12 && digits.startsWith('91')) return /^91[6-9]/.test(digits) ? digits : null;
    return null;
  }
  if (digits.startsWith('91')) return digits.length === 12 && /^91[6-9]/.test(digits) ? digits : null;
  // Another country: E.164 allows 8 to 15 digits with its code.
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** The click-to-chat link with the message prefilled, or null without a usable mobile number. */
export function whatsAppLink(phone: string, message: string): string | null {
  const number = whatsAppNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null;
}

/** The message the link carries: what is still missing and the portal's address. */
export function whatsAppMessage(args: {
  contactName: string;
  practiceName: string;
  title: string;
  dueDate: string;
  missing: string[];
  portalLink: string;
}): string {
  const due = dayjs(args.dueDate).format('D MMM YYYY');
  const list = args.missing.map((name) => `- ${name}`).join('\n');
  return [
    `Hello ${args.contactName},`,
    `${args.practiceName} is waiting for these documents (${args.title}, due ${due}):`,
    list,
    `Please upload them in the client portal: ${args.portalLink}`,
  ].join('\n');
}

/** 'Waiting on client': documents received of those asked for, over the open requests of a task
 * or compliance item; null when none is open. */
export const WaitingOnClientSchema = v.nullable(v.object({ received: v.number(), total: v.number() }));
export type WaitingOnClient = v.InferOutput<typeof WaitingOnClientSchema>;

export const waitingOnClientLabel = (w: { received: number; total: number }) =>
  `Waiting on client (${w.received} of ${w.total} received)`;

/** The `code` of the 409 a held-back completion answers, so a screen can ask an Admin for a reason. */
export const DOCUMENTS_AWAITED_CODE = 'DOCUMENTS_AWAITED';

export const DOCUMENT_CHASE_MESSAGES = {
  documentsMissing:
    'This task cannot be Completed until the client’s documents are in. An Admin can complete it with a reason.',
  overrideAdminOnly: 'Only an Admin can complete a task whose documents are still awaited',
  overrideReasonRequired: 'Give the reason for completing without the documents',
  reminderSubject: (practiceName: string, title: string) =>
    `${practiceName}: documents still needed – ${title}`,
  uploadedTitle: 'Documents uploaded',
  digestTitle: 'Document requests overdue',
  noContact: 'The client has no portal contact',
} as const;

/** Practice preferences of the chase, read with the others (config-forms.ts). */
export const ChasePreferencesFields = {
  /** Days before a compliance item's due date its request is raised by itself (0: never). */
  autoRequestDays: v.optional(
    v.pipe(
      v.number('Days must be a number'),
      v.integer('Days must be a whole number'),
      v.minValue(0, 'Days cannot be negative'),
      v.maxValue(90, 'At most 90 days before'),
    ),
  ),
  requestReminderFirstDays: v.optional(
    v.pipe(
      v.number(),
      v.integer('Days must be a whole number'),
      v.minValue(1, 'At least 1 day'),
      v.maxValue(60),
    ),
  ),
  requestReminderEveryDays: v.optional(
    v.pipe(
      v.number(),
      v.integer('Days must be a whole number'),
      v.minValue(1, 'At least 1 day'),
      v.maxValue(60),
    ),
  ),
  requestReminderAfterDueDays: v.optional(
    v.pipe(
      v.number(),
      v.integer('Days must be a whole number'),
      v.minValue(1, 'At least 1 day'),
      v.maxValue(60),
    ),
  ),
};
