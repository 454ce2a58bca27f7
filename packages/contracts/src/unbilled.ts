// The unbilled queue (issue 18 "Unbilled work"): finished tasks not yet invoiced, what each would
// bill, drafting invoices from them or writing them off, and the rates the suggestion comes from.
import * as v from 'valibot';
import { Uuid } from './common';
import { isMoneyInput, MoneySchema } from './money';

/**
 * Rule 47 of the CGST Rules, 2017: a tax invoice for a supply of services is issued within thirty
 * days of the date of supply. Work unbilled this many days is overdue; the team leader is told
 * a few days before.
 */
export const RULE_47_DAYS = 30;
export const RULE_47_NOTICE_DAY = 25;

export const UNBILLED_MESSAGES = {
  drafted: (n: number) => (n === 1 ? 'Draft invoice created' : `${n} draft invoices created`),
  writtenOff: (n: number) => (n === 1 ? 'Task written off' : `${n} tasks written off`),
  notUnbilled: (task: string) => `"${task}" is not unbilled work any more`,
  noAmount: (task: string) => `"${task}" has no suggested amount; enter one`,
  reasonRequired: 'Give a reason for the write-off',
  amountInvalid: 'Enter an amount in rupees, e.g. 1500 or 1500.50',
  empty: 'No unbilled work',
  fetchFailed: 'Failed to fetch unbilled work',
  writeOffsFetchFailed: 'Failed to fetch written-off work',
  writeOffsEmpty: 'Nothing has been written off',
  writeOffsExportFailed: 'Failed to export the write-offs',
  ratesSaved: 'Rates saved',
  feeRemoved: 'Fee removed',
  noticeTitle: 'Work unbilled for 25 days',
  noticeMessage: (task: string, client: string) =>
    `"${task}" for ${client} was completed 25 days ago and is not invoiced; Rule 47 asks for the invoice within 30 days.`,
} as const;

/** Where a suggested amount comes from. */
export const SUGGESTION_BASES = ['clientFee', 'hourlyRate', 'quotation', 'none'] as const;
export type SuggestionBasis = (typeof SUGGESTION_BASES)[number];

export interface SuggestionInput {
  clientFeePaise: number | null;
  hourlyRatePaise: number | null;
  ttMinutes: number;
  quotationPaise: number | null;
}

/** Hourly rate × minutes, in integer paise rounded half-up to the paisa (BigInt: no float, no overflow). */
export function hourlyAmountPaise(ratePaise: number, minutes: number): number {
  const product = BigInt(ratePaise) * BigInt(minutes);
  return Number((product * 2n + 60n) / 120n);
}

/** The client's fee for the template, else the practice's hourly rate × TT, else the quotation. */
export function suggestAmount(input: SuggestionInput): { paise: number | null; basis: SuggestionBasis } {
  if (input.clientFeePaise !== null) return { paise: input.clientFeePaise, basis: 'clientFee' };
  if (input.hourlyRatePaise !== null && input.ttMinutes > 0)
    return { paise: hourlyAmountPaise(input.hourlyRatePaise, input.ttMinutes), basis: 'hourlyRate' };
  if (input.quotationPaise !== null) return { paise: input.quotationPaise, basis: 'quotation' };
  return { paise: null, basis: 'none' };
}

const Named = v.object({ id: v.string(), name: v.string() });

export const UnbilledTaskSchema = v.object({
  id: v.string(),
  task: v.string(),
  subTask: v.string(),
  /** Minutes. */
  et: v.number(),
  tt: v.number(),
  completedAt: v.nullable(v.string()),
  ageDays: v.number(),
  /** Unbilled RULE_47_DAYS days or more. */
  overdue: v.boolean(),
  suggestedAmount: v.nullable(MoneySchema),
  basis: v.picklist(SUGGESTION_BASES),
  teamLeader: v.nullable(Named),
});
export type UnbilledTask = v.InferOutput<typeof UnbilledTaskSchema>;

export const UnbilledClientGroupSchema = v.object({
  client: Named,
  tasks: v.array(UnbilledTaskSchema),
  total: MoneySchema,
});
export type UnbilledClientGroup = v.InferOutput<typeof UnbilledClientGroupSchema>;

export const UnbilledQueueSchema = v.object({
  clients: v.array(UnbilledClientGroupSchema),
  overdueCount: v.number(),
});
export type UnbilledQueue = v.InferOutput<typeof UnbilledQueueSchema>;

const AmountInput = v.pipe(
  v.string(UNBILLED_MESSAGES.amountInvalid),
  v.trim(),
  v.maxLength(20, UNBILLED_MESSAGES.amountInvalid),
  v.check(isMoneyInput, UNBILLED_MESSAGES.amountInvalid),
);
const TaskIds = v.pipe(v.array(Uuid), v.minLength(1, 'Select at least one task'), v.maxLength(500));

export const DraftFromUnbilledBody = v.strictObject({
  taskIds: TaskIds,
  /** Per task id, the amount to bill instead of the suggestion. */
  amounts: v.optional(
    v.pipe(
      v.record(Uuid, AmountInput),
      v.check((r) => Object.keys(r).length <= 500),
    ),
  ),
});
export type DraftFromUnbilledBody = v.InferOutput<typeof DraftFromUnbilledBody>;

export const WriteOffBody = v.strictObject({
  taskIds: TaskIds,
  reason: v.pipe(
    v.string(UNBILLED_MESSAGES.reasonRequired),
    v.trim(),
    v.minLength(1, UNBILLED_MESSAGES.reasonRequired),
    v.maxLength(500),
  ),
});
export type WriteOffBody = v.InferOutput<typeof WriteOffBody>;

export const WriteOffRowSchema = v.object({
  id: v.string(),
  taskId: v.string(),
  task: v.string(),
  subTask: v.string(),
  client: v.nullable(Named),
  reason: v.string(),
  suggestedAmount: v.nullable(MoneySchema),
  writtenOffBy: v.nullable(Named),
  writtenOffAt: v.string(),
});
export type WriteOffRow = v.InferOutput<typeof WriteOffRowSchema>;
export const WriteOffsAnswerSchema = v.object({ writeOffs: v.array(WriteOffRowSchema) });
/** A write-off: the tasks written off. */
export const WrittenOffSchema = v.object({ taskIds: v.array(v.string()) });

// ---- Rates (Admin) ------------------------------------------------------------------------------

const OptionalAmount = v.nullable(AmountInput);

export const HourlyRateBody = v.strictObject({ hourlyRate: OptionalAmount });
export type HourlyRateBody = v.InferOutput<typeof HourlyRateBody>;

export const UserRatesBody = v.strictObject({ billingRate: OptionalAmount, costRate: OptionalAmount });
export type UserRatesBody = v.InferOutput<typeof UserRatesBody>;

/** Sets a client's fee for a template; a null fee removes it. */
export const ClientFeeBody = v.strictObject({ templateId: Uuid, fee: OptionalAmount });
export type ClientFeeBody = v.InferOutput<typeof ClientFeeBody>;

export const ClientFeeSchema = v.object({
  templateId: v.string(),
  templateName: v.string(),
  fee: MoneySchema,
});
export type ClientFee = v.InferOutput<typeof ClientFeeSchema>;
export const ClientFeesAnswerSchema = v.object({ fees: v.array(ClientFeeSchema) });

export const UserRatesSchema = v.object({
  id: v.string(),
  name: v.string(),
  role: v.string(),
  billingRate: v.nullable(MoneySchema),
  costRate: v.nullable(MoneySchema),
});
export type UserRates = v.InferOutput<typeof UserRatesSchema>;

export const PracticeRatesSchema = v.object({
  hourlyRate: v.nullable(MoneySchema),
  users: v.array(UserRatesSchema),
});
export type PracticeRates = v.InferOutput<typeof PracticeRatesSchema>;
