// Recurring retainers: every hour (jobs/catalogue.ts) each practice's retainers are walked and
// every period whose day of issue has come is billed as a draft, oldest first, so days the server
// was down are caught up on the next run. Each practice runs in one transaction under the job's
// advisory lock; `retainer_invoices` (retainer + period) keeps a period from being billed twice.
// Drafts of retainers set to send automatically are mailed after that transaction commits,
// through the invoices' own send path; a failed mail leaves the draft for the practice to send.
import { duePeriods, type RetainerFrequency, todayIn } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retainers } from '../../db/schema';
import { scoped } from '../../db/scoped';
import type { Caller, ServiceContext } from '../../lib/context';
import { forEachPractice, withPracticeLock } from '../../lib/each-practice';
import { type SendDependencies, sendInvoice } from '../invoices/send';
import { draftRetainerPeriod } from './draft';

const RETAINER_JOB_LOCK = 730_031;
const NO_USER = '00000000-0000-0000-0000-000000000000';

export interface RetainerRunOptions {
  now?: Date;
  practiceIds?: string[];
}

export interface RetainerRun {
  drafted: number;
  sent: number;
  failedSends: number;
}

/** The job acts as the schedule, not as a person. */
const callerFor = (orgId: string): Caller => ({
  id: NO_USER,
  orgId,
  role: 'ADMIN',
  name: 'Retainer schedule',
});

interface Made {
  invoiceId: string;
  email: string | null;
  autoSend: boolean;
}

async function draftPractice(db: Db, org: { id: string; timeZone: string }, now: Date) {
  return withPracticeLock(db, RETAINER_JOB_LOCK, org.id, async (tx) => {
    const ctx: ServiceContext = { db: tx, orgId: org.id, user: callerFor(org.id) };
    const today = todayIn(org.timeZone, now);
    const all = await tx.select().from(retainers).where(eq(retainers.orgId, org.id));
    const made: Made[] = [];
    for (const retainer of all) {
      const schedule = { ...retainer, frequency: retainer.frequency as RetainerFrequency };
      for (const period of duePeriods(schedule, today)) {
        const outcome = await draftRetainerPeriod(ctx, retainer, period);
        if (outcome.made)
          made.push({
            invoiceId: outcome.invoiceId,
            email: outcome.clientEmail,
            autoSend: retainer.autoSend,
          });
        if (!outcome.made && outcome.reason === 'details') break;
      }
    }
    return made;
  });
}

/** One run over every practice (or `practiceIds`); `send` mails auto-send drafts (none when null). */
export async function runRetainers(
  db: Db,
  send: SendDependencies | null,
  { now = new Date(), practiceIds }: RetainerRunOptions = {},
  onError: (err: unknown, orgId: string) => void = (err) => {
    throw err;
  },
): Promise<RetainerRun> {
  const run: RetainerRun = { drafted: 0, sent: 0, failedSends: 0 };
  await forEachPractice(db, practiceIds, onError, async (org) => {
    const made = await draftPractice(db, org, now);
    if (made === null) return false;
    run.drafted += made.length;
    const ctx: ServiceContext = { db: scoped(db, org.id), orgId: org.id, user: callerFor(org.id) };
    for (const draft of made) {
      if (!send || !draft.autoSend || !draft.email) continue;
      try {
        await sendInvoice(ctx, send, draft.invoiceId, { email: draft.email });
        run.sent += 1;
      } catch (err) {
        run.failedSends += 1;
        onError(err, org.id);
      }
    }
    return true;
  });
  return run;
}
