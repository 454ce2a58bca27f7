// The scheduled reminders: every hour (jobs/catalogue.ts), each practice whose schedule is on
// gets, for each overdue invoice, the step of the schedule it has reached. A step is claimed by
// logging it (unique per invoice and step) before its mail goes, inside a savepoint that a failed
// mail rolls back, all under the practice's advisory lock: reruns, restarts and a second process
// never send a step twice. A run that finds a later step due sends only that one.
import { reminderStepDue, todayIn } from '@practice-desk/contracts';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceReminders, invoices } from '../../db/schema';
import { forEachPractice, type PracticeRun, withPracticeLock } from '../../lib/each-practice';
import { readReminderSchedule } from './reminder-schedule';
import { logReminder, mailReminder, type ReminderDependencies, reminderAddress } from './reminders';

/** First key of the two-key advisory lock (other jobs: 730_001, 730_017, ...); the second is the practice. */
const REMINDER_JOB_LOCK = 730_029;

export interface ReminderRunOptions {
  /** The moment the run counts as (tests set it). */
  now?: Date;
  practiceIds?: string[];
}

export interface ReminderRun extends PracticeRun {
  sent: number;
}

export async function runInvoiceReminders(
  db: Db,
  deps: ReminderDependencies,
  { now = new Date(), practiceIds }: ReminderRunOptions = {},
  onError: (err: unknown, orgId: string) => void = (err) => {
    throw err;
  },
): Promise<ReminderRun> {
  let sent = 0;
  const run = await forEachPractice(db, practiceIds, onError, async (org) => {
    const today = todayIn(org.timeZone, now);
    const done = await withPracticeLock(db, REMINDER_JOB_LOCK, org.id, async (tx) => {
      const schedule = await readReminderSchedule(tx);
      if (!schedule.enabled) return 0;
      const overdue = await tx
        .select()
        .from(invoices)
        .where(
          and(
            ne(invoices.status, 'Generated'),
            lt(invoices.dueDate, today),
            // The balance as balancePaise has it: TDS and advances adjusted settle it too.
            gt(
              sql`${invoices.totalPaise} - ${invoices.paidPaise} - ${invoices.tdsPaise} - ${invoices.creditedPaise} - ${invoices.advanceAdjustedPaise}`,
              0,
            ),
          ),
        );
      let count = 0;
      for (const invoice of overdue) {
        const step = reminderStepDue(invoice.dueDate, today, schedule);
        if (step === 0) continue;
        const to = await reminderAddress(tx, invoice);
        if (!to) continue;
        const reminder = { invoice, to, today, sentBy: null, step, now };
        const claimed = await tx
          .select({ id: invoiceReminders.id })
          .from(invoiceReminders)
          .where(and(eq(invoiceReminders.invoiceId, invoice.id), eq(invoiceReminders.step, step)));
        if (claimed.length > 0) continue;
        try {
          await tx.transaction(async (sp) => {
            await logReminder(sp, reminder);
            await mailReminder(sp, deps, reminder);
          });
          count += 1;
        } catch (err) {
          onError(err, org.id);
        }
      }
      return count;
    });
    if (done === null) return false;
    sent += done;
    return true;
  });
  return { ...run, sent };
}
