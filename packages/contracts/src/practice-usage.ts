// The practice's plan and real usage, shown on Profile › Plans & Billing (GET /practice/usage).
import * as v from 'valibot';

/** The one plan of a self-hosted installation: every feature, no per-seat limits. */
export const SELF_HOSTED_PLAN = {
  name: 'Self-hosted: all features',
  summary:
    'This practice runs its own copy of Practice desk: every feature is included, with no limits on people, clients, tasks or invoices.',
  features: [
    'Unlimited users, clients, tasks and invoices',
    'Task grid with time entries, End Day and recurring tasks',
    'Quotations and GST invoices with PDF and e-mail',
    'Reports with Excel export',
    'Import and export of clients, tasks and templates',
    'Your data stays in your own database',
  ],
} as const;

export const PracticeUsageSchema = v.object({
  /** People who can sign in (status Active). */
  activeUsers: v.number(),
  /** Active clients. */
  clients: v.number(),
  /** Every task of the practice. */
  tasks: v.number(),
  /** Invoices dated within the current financial year. */
  invoicesThisYear: v.number(),
  /** The current financial year in the practice's time zone: April to March. */
  financialYear: v.object({ label: v.string(), from: v.string(), to: v.string() }),
});
export type PracticeUsage = v.InferOutput<typeof PracticeUsageSchema>;
export const PracticeUsageAnswerSchema = v.object({ usage: PracticeUsageSchema });

/** The financial year (April to March) that holds `date` (YYYY-MM-DD), e.g. 2026-27. */
export function financialYearRange(date: string): PracticeUsage['financialYear'] {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return {
    label: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
    from: `${start}-04-01`,
    to: `${start + 1}-03-31`,
  };
}
