// Writes of the configuration screens: priorities, statuses, task templates, preferences.
import * as v from 'valibot';
import { DEFAULT_WORKING_WEEK, WorkingWeekMinutes } from './capacity';
import {
  ChasePreferencesFields,
  DEFAULT_AUTO_REQUEST_DAYS,
  DEFAULT_REQUEST_REMINDER_SCHEDULE,
} from './document-chase';
import { LIMITS } from './limits';
import { DEFAULT_COLOR } from './statuses';

const Color = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #3b82f6'),
);

export const CONFIG_MESSAGES = {
  priorityNameRequired: 'Priority name is required',
  priorityNameTaken: 'A priority with this name already exists',
  templateNameRequired: 'Task name is required',
  templateEstimateNotNumber: 'Estimated time must be a number of minutes',
  templateNameTaken: 'A task template with this name already exists',
  systemNotDeletable: 'System entries can be renamed and recoloured, not deleted',
  inUse: (n: number, what: string) => `${n} task(s) use this ${what}; move them to another ${what} first`,
} as const;

export const PriorityBody = v.object({
  name: v.pipe(
    v.string(CONFIG_MESSAGES.priorityNameRequired),
    v.trim(),
    v.minLength(1, CONFIG_MESSAGES.priorityNameRequired),
    v.maxLength(60),
  ),
  color: v.optional(Color, DEFAULT_COLOR),
});
export const UpdatePriorityBody = v.partial(PriorityBody);

export const UpdateStatusBody = v.partial(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Status name is required'), v.maxLength(60)),
    color: Color,
    followUpRequired: v.boolean(),
  }),
);

/** Blank sub-tasks are dropped; at least one must remain; ET falls back to 60 and is at least 1. */
export const TaskTemplateBody = v.object({
  name: v.pipe(
    v.string(CONFIG_MESSAGES.templateNameRequired),
    v.trim(),
    v.minLength(1, CONFIG_MESSAGES.templateNameRequired),
    v.maxLength(200),
  ),
  subTasks: v.pipe(
    v.array(v.pipe(v.string(), v.trim())),
    v.transform((list) => list.filter((s) => s !== '').map((s) => s.slice(0, 200))),
    v.minLength(1, 'At least one sub-task is required'),
  ),
  defaultPriority: v.optional(v.nullable(v.string())),
  defaultEstimatedTime: v.pipe(
    // A number, or text that may not be one (the spec's fallback to 60); never an object or list.
    v.optional(v.nullable(v.union([v.number(), v.string()], CONFIG_MESSAGES.templateEstimateNotNumber))),
    v.transform((value) => {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? Math.round(n) : LIMITS.templateDefaultEstimatedMinutes;
    }),
    v.minValue(1, 'Estimated time must be at least 1 minute'),
  ),
  isActive: v.optional(v.boolean()),
});
export type TaskTemplateBody = v.InferOutput<typeof TaskTemplateBody>;

export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export const TIME_UNITS = ['Minutes', 'Hours', 'Days'] as const;
export const COUNTRIES = ['India', 'USA', 'UK', 'Other'] as const;
export const INDIAN_TAX_LABELS = ['CGST', 'SGST', 'IGST'] as const;

export const PreferencesBody = v.object({
  dateFormat: v.picklist(DATE_FORMATS),
  timeUnit: v.picklist(TIME_UNITS),
  country: v.picklist(COUNTRIES),
  taxColumns: v.pipe(v.array(v.picklist(INDIAN_TAX_LABELS)), v.length(3, 'Choose three tax column labels')),
  customTaxes: v.pipe(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Tax name is required'), v.maxLength(40)),
        // Spec §5: parsed as a number, 0 if invalid.
        percentage: v.pipe(
          v.unknown(),
          v.transform((value) => {
            const n = typeof value === 'number' ? value : Number.parseFloat(String(value));
            return Number.isFinite(n) ? n : 0;
          }),
          v.minValue(0, 'Percentage cannot be negative'),
          v.maxValue(100, 'Percentage cannot be above 100'),
        ),
      }),
    ),
    v.minLength(1, 'Keep at least one tax column'),
  ),
  showQuotationTaskWise: v.boolean(),
  invoiceTerms: v.pipe(v.string(), v.maxLength(4000)),
  /** How many months ahead the daily job keeps compliance tasks generated; left as it is when absent. */
  complianceMonthsAhead: v.optional(
    v.pipe(
      v.number('Months ahead must be a number'),
      v.integer('Months ahead must be a whole number'),
      v.minValue(1, 'Generate at least 1 month ahead'),
      v.maxValue(12, 'Generate at most 12 months ahead'),
    ),
  ),
  /** Days after signing within which a UDIN must be generated (ICAI has changed it before); kept when absent. */
  udinWindowDays: v.optional(
    v.pipe(
      v.number('The UDIN window must be a number of days'),
      v.integer('The UDIN window must be a whole number of days'),
      v.minValue(1, 'The UDIN window must be at least 1 day'),
      v.maxValue(365, 'The UDIN window must be at most 365 days'),
    ),
  ),
  ...ChasePreferencesFields,
  /** Minutes of Monday … Sunday a person works unless their own week says otherwise; kept when absent. */
  workingWeek: v.optional(WorkingWeekMinutes),
});
export type Preferences = v.InferOutput<typeof PreferencesBody>;
export const PreferencesAnswerSchema = v.object({ preferences: PreferencesBody });

export const DEFAULT_PREFERENCES: Preferences = {
  dateFormat: 'DD/MM/YYYY',
  timeUnit: 'Minutes',
  country: 'India',
  taxColumns: ['CGST', 'SGST', 'IGST'],
  customTaxes: [
    { name: 'Tax 1', percentage: 18 },
    { name: 'Tax 2', percentage: 2 },
  ],
  showQuotationTaskWise: true,
  invoiceTerms: '',
  complianceMonthsAhead: 3,
  udinWindowDays: 60,
  autoRequestDays: DEFAULT_AUTO_REQUEST_DAYS,
  requestReminderFirstDays: DEFAULT_REQUEST_REMINDER_SCHEDULE.firstAfterDays,
  requestReminderEveryDays: DEFAULT_REQUEST_REMINDER_SCHEDULE.everyDaysBeforeDue,
  requestReminderAfterDueDays: DEFAULT_REQUEST_REMINDER_SCHEDULE.everyDaysAfterDue,
  workingWeek: [...DEFAULT_WORKING_WEEK],
};
