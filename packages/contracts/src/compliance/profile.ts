// A client's compliance profile: the registrations and facts the statutory rules are read against.

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

export interface ComplianceDirector {
  name: string;
  din: string;
  /** YYYY-MM-DD of the director's last DIR-3 KYC, null when never filed (or not known). */
  lastKycFiledOn: string | null;
}

export interface ComplianceContact {
  name: string;
  role: string;
  email: string;
  phone: string;
  /** The one contact invoices, reminders and digests go to. */
  primary: boolean;
}

export interface ComplianceProfile {
  entityType: EntityType;
  pan: string;
  gstin: string | null;
  gstFrequency: GstFrequency | null;
  gstAnnualReturn: boolean;
  gstReconciliation: boolean;
  tan: string | null;
  tdsForms: TdsForm[];
  advanceTax: AdvanceTaxMode;
  taxAudit: boolean;
  transferPricing: boolean;
  businessIncome: boolean;
  /** YYYY-MM-DD of the AGM that adopts the accounts of the financial year before it (companies). */
  agmDate: string | null;
  dpt3: boolean;
  directors: ComplianceDirector[];
  contacts: ComplianceContact[];
}
