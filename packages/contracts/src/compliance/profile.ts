// A client's compliance profile: the registrations and facts the statutory rules are read against.
import * as v from 'valibot';

export const ENTITY_TYPES = ['individual', 'huf', 'firm', 'llp', 'company', 'trust', 'aop'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** 'quarterly' is the QRMP scheme (quarterly returns, monthly payment). */
export const GST_FREQUENCIES = ['monthly', 'quarterly', 'composition'] as const;
export type GstFrequency = (typeof GST_FREQUENCIES)[number];

export const TDS_FORMS = ['24Q', '26Q', '27Q', '27EQ'] as const;
export type TdsForm = (typeof TDS_FORMS)[number];

export const ADVANCE_TAX_MODES = ['none', 'regular', 'presumptive'] as const;
export type AdvanceTaxMode = (typeof ADVANCE_TAX_MODES)[number];

/** The yes/no facts of a profile that a rule can ask about. */
export const PROFILE_FLAGS = [
  'gstAnnualReturn',
  'gstReconciliation',
  'taxAudit',
  'transferPricing',
  'businessIncome',
  'dpt3',
] as const;
export type ProfileFlag = (typeof PROFILE_FLAGS)[number];

export const GstFrequencySpellSchema = v.object({
  frequency: v.picklist(GST_FREQUENCIES),
  until: v.string(),
});
export type GstFrequencySpell = v.InferOutput<typeof GstFrequencySpellSchema>;

export const ComplianceDirectorSchema = v.object({
  name: v.string(),
  din: v.string(),
  /** YYYY-MM-DD of the director's last DIR-3 KYC, null when never filed (or not known). */
  lastKycFiledOn: v.nullable(v.string()),
  /** YYYY-MM-DD of the last recorded change of the director's mobile, e-mail or address; absent
   * or null when none is recorded. */
  detailsChangedOn: v.optional(v.nullable(v.string())),
});
export type ComplianceDirector = v.InferOutput<typeof ComplianceDirectorSchema>;

export const ComplianceContactSchema = v.object({
  name: v.string(),
  role: v.string(),
  email: v.string(),
  phone: v.string(),
  /** The one contact invoices, reminders and digests go to. */
  primary: v.boolean(),
});
export type ComplianceContact = v.InferOutput<typeof ComplianceContactSchema>;

export const ComplianceProfileSchema = v.object({
  entityType: v.picklist(ENTITY_TYPES),
  pan: v.string(),
  gstin: v.nullable(v.string()),
  gstFrequency: v.nullable(v.picklist(GST_FREQUENCIES)),
  gstAnnualReturn: v.boolean(),
  gstReconciliation: v.boolean(),
  tan: v.nullable(v.string()),
  tdsForms: v.array(v.picklist(TDS_FORMS)),
  advanceTax: v.picklist(ADVANCE_TAX_MODES),
  taxAudit: v.boolean(),
  transferPricing: v.boolean(),
  businessIncome: v.boolean(),
  /** YYYY-MM-DD of the AGM that adopts the accounts of the financial year before it (companies). */
  agmDate: v.nullable(v.string()),
  /** YYYY-MM-DD the company appointed its auditor (ADT-1 is filed for that appointment only). */
  auditorAppointedOn: v.optional(v.nullable(v.string())),
  /**
   * The GST frequencies in force before the current one, oldest first: each up to and including
   * `until` (the day before the quarter its successor took effect). Kept by the server when the
   * frequency changes; periods that start on or before `until` are read with that frequency.
   */
  gstFrequencyHistory: v.optional(v.array(GstFrequencySpellSchema)),
  dpt3: v.boolean(),
  directors: v.array(ComplianceDirectorSchema),
  contacts: v.array(ComplianceContactSchema),
});
export type ComplianceProfile = v.InferOutput<typeof ComplianceProfileSchema>;
