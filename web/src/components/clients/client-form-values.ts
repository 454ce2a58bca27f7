// The client form's values and how they become the two calls' bodies: the client's details
// (POST/PUT /clients) and its compliance profile (PUT /clients/:id/compliance), checked with the
// contracts' own schemas; the server's field errors are put back under the form's fields.
import {
  type AdvanceTaxMode,
  ClientBody,
  type ClientDetail,
  type ClientRow,
  type EntityType,
  type FieldError,
  type GstFrequency,
  ProfileBody,
  type TdsForm,
} from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { valibotValidator } from '../../lib/valibot-form';

export interface DirectorValues {
  name: string;
  din: string;
  lastKycFiledOn: string;
  /** The last change of mobile, e-mail or address (YYYY-MM-DD), empty when none is recorded. */
  detailsChangedOn: string;
}
export interface ContactValues {
  name: string;
  role: string;
  email: string;
  phone: string;
  primary: boolean;
}

export interface ComplianceValues {
  /** null: the practice does not track this client's statutory dates (no profile is saved). */
  entityType: EntityType | null;
  gstFrequency: GstFrequency | null;
  gstAnnualReturn: boolean;
  gstReconciliation: boolean;
  tan: string;
  tdsForms: TdsForm[];
  advanceTax: AdvanceTaxMode;
  taxAudit: boolean;
  transferPricing: boolean;
  businessIncome: boolean;
  agmDate: string;
  auditorAppointedOn: string;
  dpt3: boolean;
  directors: DirectorValues[];
  contacts: ContactValues[];
  defaultAssigneeId: string | null;
  /** Generate the work due from this date (YYYY-MM-DD); empty: 1 April of this financial year. */
  generateFrom: string;
}

export interface ClientFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  gst: string;
  stateCode: string | null;
  /** The client's PAN, also the compliance profile's (one field for both). */
  pan: string;
  cin: string;
  group: string;
  isActive: boolean;
  compliance: ComplianceValues;
}

const NO_PROFILE: ComplianceValues = {
  entityType: null,
  gstFrequency: null,
  gstAnnualReturn: false,
  gstReconciliation: false,
  tan: '',
  tdsForms: [],
  advanceTax: 'none',
  taxAudit: false,
  transferPricing: false,
  businessIncome: false,
  agmDate: '',
  auditorAppointedOn: '',
  dpt3: false,
  directors: [],
  contacts: [],
  defaultAssigneeId: null,
  generateFrom: '',
};

export const EMPTY_CLIENT: ClientFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  gst: '',
  stateCode: null,
  pan: '',
  cin: '',
  group: '',
  isActive: true,
  compliance: NO_PROFILE,
};

export function clientFormValues(row: ClientRow, detail: ClientDetail | null): ClientFormValues {
  const { gstin: _gstin, pan: profilePan, ...profile } = detail?.compliance ?? { gstin: null, pan: '' };
  const assigneeId = detail?.defaultAssignee?.id ?? null;
  return {
    name: row.name,
    email: row.email ?? '',
    phone: row.phone ?? '',
    address: row.address ?? '',
    gst: row.gst ?? '',
    stateCode: row.stateCode,
    pan: row.pan ?? profilePan,
    cin: row.cin ?? '',
    group: row.group ?? '',
    isActive: row.isActive,
    compliance:
      'entityType' in profile
        ? {
            ...profile,
            tan: profile.tan ?? '',
            agmDate: profile.agmDate ?? '',
            auditorAppointedOn: profile.auditorAppointedOn ?? '',
            directors: profile.directors.map((d) => ({
              ...d,
              lastKycFiledOn: d.lastKycFiledOn ?? '',
              detailsChangedOn: d.detailsChangedOn ?? '',
            })),
            defaultAssigneeId: assigneeId,
            generateFrom: '',
          }
        : { ...NO_PROFILE, defaultAssigneeId: assigneeId },
  };
}

/** The client's full record arrived while the dialog already showed its row's details: what the
 * person changed since the dialog opened stays as they typed it, every other field takes the record. */
export function withLoadedRecord(
  now: ClientFormValues,
  shown: ClientFormValues,
  loaded: ClientFormValues,
): ClientFormValues {
  const typed = (Object.keys(loaded) as (keyof ClientFormValues)[]).filter(
    (key) => JSON.stringify(now[key]) !== JSON.stringify(shown[key]),
  );
  return { ...loaded, ...Object.fromEntries(typed.map((key) => [key, now[key]])) };
}

/** An empty GST is absent, and a client with a GSTIN has no chosen state. */
export function toClientBody({ compliance: _profile, ...values }: ClientFormValues) {
  const gst = values.gst.trim();
  return {
    ...values,
    gst: gst === '' ? null : gst,
    stateCode: gst ? null : values.stateCode || null,
    pan: values.pan.trim() || null,
    cin: values.cin.trim() || null,
    group: values.group.trim() || null,
  };
}

export const hasDirectors = (entityType: EntityType | null) =>
  entityType === 'company' || entityType === 'llp';

/** The profile as sent (the contract's body), or null for a client whose dates are not tracked:
 * no profile is saved then. What a field shown disabled or hidden stands for is sent empty, so
 * that clearing the GST number or the TAN clears the returns filed under it. */
export function toProfileBody(values: ClientFormValues): InferInput<typeof ProfileBody> | null {
  const c = values.compliance;
  if (c.entityType === null) return null;
  const gstin = values.gst.trim() || null;
  const tan = c.tan.trim() || null;
  return {
    entityType: c.entityType,
    pan: values.pan,
    gstin,
    gstFrequency: gstin ? c.gstFrequency : null,
    gstAnnualReturn: gstin ? c.gstAnnualReturn : false,
    gstReconciliation: gstin ? c.gstReconciliation : false,
    tan,
    tdsForms: tan ? c.tdsForms : [],
    advanceTax: c.advanceTax,
    taxAudit: c.taxAudit,
    transferPricing: c.transferPricing,
    businessIncome: c.businessIncome,
    agmDate: c.entityType === 'company' ? c.agmDate || null : null,
    auditorAppointedOn: c.entityType === 'company' ? c.auditorAppointedOn || null : null,
    dpt3: c.dpt3,
    directors: c.directors.map((d) => ({
      ...d,
      lastKycFiledOn: d.lastKycFiledOn || null,
      detailsChangedOn: d.detailsChangedOn || null,
    })),
    contacts: c.contacts,
    defaultAssigneeId: c.defaultAssigneeId,
    generateFrom: c.generateFrom || null,
  };
}

/** A profile field's error under its form field: the GSTIN is the client's GST number, the PAN
 * the client's own. */
export function profileFieldPath(field: string): string {
  if (field === 'gstin') return 'gst';
  return field === 'pan' ? 'pan' : `compliance.${field}`;
}

export function profileErrors(errors: FieldError[]): Record<string, string> {
  return Object.fromEntries(errors.map((e) => [profileFieldPath(e.field), e.message]));
}

const validateClient = valibotValidator(ClientBody);
const validateProfile = valibotValidator(ProfileBody);

/** Checked in the shape it is sent: validating the raw values would hold hidden errors on
 * disabled fields (the state with a GSTIN, GST returns without one) and Save would do nothing. */
export function validateClientForm(values: ClientFormValues): Record<string, string> {
  const errors = validateClient(toClientBody(values));
  const body = toProfileBody(values);
  if (!body) return errors;
  const profile = validateProfile(body);
  for (const [field, message] of Object.entries(profile)) {
    const path = profileFieldPath(field);
    if (!errors[path]) errors[path] = message;
  }
  return errors;
}
