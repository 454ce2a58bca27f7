// The shape of a yearly rules file (rules-YYYY-YY.json), checked when the file is loaded so a
// mistyped rule fails at start-up instead of quietly producing wrong due dates.
import * as v from 'valibot';
import type { EntityType, GstFrequency, ProfileFlag, TdsForm } from './profile';
import { ENTITY_TYPES, GST_FREQUENCIES, PROFILE_FLAGS, TDS_FORMS } from './profile';

/** Who a rule applies to: one fact of the profile, or all/any of several. */
export type AppliesWhen =
  | { always: true }
  | { entityType: EntityType }
  | { gstFrequency: GstFrequency }
  | { tdsForms: TdsForm }
  | { advanceTax: 'regular' | 'presumptive' }
  | { flag: ProfileFlag }
  | { present: 'gstin' | 'tan' | 'agmDate' | 'auditorAppointedOn' }
  | { not: AppliesWhen }
  | { allOf: AppliesWhen[] }
  | { anyOf: AppliesWhen[] };

export const AppliesWhenSchema: v.GenericSchema<AppliesWhen> = v.lazy(() =>
  v.union([
    v.strictObject({ always: v.literal(true) }),
    v.strictObject({ entityType: v.picklist(ENTITY_TYPES) }),
    v.strictObject({ gstFrequency: v.picklist(GST_FREQUENCIES) }),
    v.strictObject({ tdsForms: v.picklist(TDS_FORMS) }),
    v.strictObject({ advanceTax: v.picklist(['regular', 'presumptive']) }),
    v.strictObject({ flag: v.picklist(PROFILE_FLAGS) }),
    v.strictObject({ present: v.picklist(['gstin', 'tan', 'agmDate', 'auditorAppointedOn']) }),
    v.strictObject({ not: AppliesWhenSchema }),
    v.strictObject({ allOf: v.array(AppliesWhenSchema) }),
    v.strictObject({ anyOf: v.array(AppliesWhenSchema) }),
  ]),
);

const MonthDay = v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a date as MM-DD'));
// Days up to 28 exist in every month, so a day-of-month rule never lands on an invalid date.
const DayOfMonth = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(28));
const FinancialYear = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}$/, 'a financial year as YYYY-YY'),
  v.check((fy) => Number(fy.slice(5)) === (Number(fy.slice(0, 4)) + 1) % 100, 'a financial year as YYYY-YY'),
);

const DueSchema = v.union([
  /** Month period: this day of the next month; `monthOverrides` maps a period month to its own MM-DD. */
  v.strictObject({
    dayOfNextMonth: DayOfMonth,
    monthOverrides: v.optional(v.record(v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])$/)), MonthDay)),
  }),
  /** Quarter period: this day of the month after the quarter. */
  v.strictObject({ dayAfterQuarter: DayOfMonth }),
  /** Quarter period: the day depends on the GSTIN's state code; `states` names them for readers. */
  v.strictObject({
    dayAfterQuarterByState: v.strictObject({
      groups: v.array(
        v.strictObject({
          day: DayOfMonth,
          states: v.array(v.string()),
          stateCodes: v.array(v.pipe(v.string(), v.regex(/^\d{2}$/))),
        }),
      ),
      otherwiseDay: DayOfMonth,
    }),
  }),
  /** Quarter period: Q1..Q4 due on these MM-DD, each the first such date after the quarter ends. */
  v.strictObject({ byQuarter: v.tuple([MonthDay, MonthDay, MonthDay, MonthDay]) }),
  /** Instalment period: these MM-DD within the financial year. */
  v.strictObject({ instalments: v.array(MonthDay) }),
  /** Year period: this MM-DD within the financial year itself. */
  v.strictObject({ dayInYear: MonthDay }),
  /** Year period: the first such MM-DD after the year ends (31 March). */
  v.strictObject({ afterYear: MonthDay }),
  /** Year period: the first case whose `when` holds (a case without `when` always holds). */
  v.strictObject({
    afterYearByCase: v.array(v.strictObject({ when: v.optional(AppliesWhenSchema), date: MonthDay })),
  }),
  /**
   * Year period (the year the AGM adopts): this many days after the profile's AGM date. Years with
   * no AGM date entered (every year without one, and the years after the one entered) are counted
   * provisionally from `withoutAgm` (MM-DD), the latest date the AGM may lawfully be held.
   */
  v.strictObject({
    afterAgmDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
    withoutAgm: v.optional(MonthDay),
  }),
  /** Year period (the year of the appointment): this many days after the auditor's appointment. */
  v.strictObject({ afterAuditorAppointedDays: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  /** Per director, month period (the month of the change): days after a recorded change of details. */
  v.strictObject({ afterDetailsChangedDays: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  /**
   * Per director: by `date` (MM-DD) of the year after every `everyYears` financial years counted
   * from the one of the director's last filing; never before the first `date` after `cycleStart`
   * (YYYY-MM-DD, when the rule came into force), which is also when a director who never filed owes.
   */
  v.strictObject({
    triennial: v.strictObject({
      cycleStart: v.pipe(v.string(), v.isoDate()),
      everyYears: v.pipe(v.number(), v.integer(), v.minValue(1)),
      date: MonthDay,
    }),
  }),
]);
export type Due = v.InferOutput<typeof DueSchema>;

export const PERIOD_KINDS = [
  'month',
  'quarter',
  'year',
  'instalment',
  'director-triennial',
  'director-change',
] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

const PERIOD_OF_DUE: Record<string, PeriodKind> = {
  dayOfNextMonth: 'month',
  dayAfterQuarter: 'quarter',
  dayAfterQuarterByState: 'quarter',
  byQuarter: 'quarter',
  instalments: 'instalment',
  dayInYear: 'year',
  afterYear: 'year',
  afterYearByCase: 'year',
  afterAgmDays: 'year',
  afterAuditorAppointedDays: 'year',
  afterDetailsChangedDays: 'director-change',
  triennial: 'director-triennial',
};

export const AUTHORITIES = ['gst', 'income-tax', 'mca'] as const;
export type Authority = (typeof AUTHORITIES)[number];

const RuleSchema = v.pipe(
  v.strictObject({
    code: v.pipe(v.string(), v.regex(/^[A-Z0-9][A-Z0-9-]*$/)),
    /** The name shown for periods of this file's year; equal to the code when the form kept its name. */
    name: v.pipe(v.string(), v.minLength(1)),
    /** The name periods of financial years before `beforeYear` were filed under. */
    earlierName: v.optional(
      v.strictObject({ beforeYear: FinancialYear, name: v.pipe(v.string(), v.minLength(1)) }),
    ),
    authority: v.picklist(AUTHORITIES),
    appliesWhen: AppliesWhenSchema,
    period: v.picklist(PERIOD_KINDS),
    /** Offered, not owed: the item says '(optional)' (IFF under QRMP). */
    optional: v.optional(v.boolean()),
    /** Year periods of this financial year on are labelled 'Tax year', as the Income-tax Act 2025 calls them. */
    taxYearFrom: v.optional(FinancialYear),
    /** Month rules only: the months of each quarter (1 to 3) that have an obligation. */
    monthsOfQuarter: v.optional(v.array(v.picklist([1, 2, 3]))),
    due: DueSchema,
    source: v.pipe(v.string(), v.minLength(1)),
    /** How the rule's text was read, where it needed reading. */
    note: v.optional(v.string()),
  }),
  v.check(
    (rule) => Object.keys(rule.due).some((key) => PERIOD_OF_DUE[key] === rule.period),
    'The due date kind does not fit the period',
  ),
);
export type ComplianceRule = v.InferOutput<typeof RuleSchema>;

export const RulesFileSchema = v.strictObject({ financialYear: FinancialYear, rules: v.array(RuleSchema) });
export type RulesFile = v.InferOutput<typeof RulesFileSchema>;
