// PUT /clients/:id/compliance: the client's compliance profile and default assignee, each field
// checked on its own and then against the others (PAN and entity type, GSTIN and PAN, TAN and
// its forms, one primary contact), every problem reported under its field.
import * as v from 'valibot';
import { panFor } from '../client-identity';
import { isPhone } from '../clients';
import { isoDate } from '../common';
import { gstinProblem } from '../gstin';
import { VALIDATION } from '../messages';
import { panOfGstin } from '../receipts';
import { stateName } from '../states';
import { ADVANCE_TAX_MODES, ENTITY_TYPES, GST_FREQUENCIES, TDS_FORMS } from './profile';
import { gstinPanProblem, panProblem, tanProblem } from './validation';

export const PROFILE_MESSAGES = {
  entityTypeRequired: 'Choose the entity type',
  panRequired: 'Enter the PAN',
  gstinState: VALIDATION.gstinStateCode,
  gstFrequencyRequired: 'Choose how often GST returns are filed',
  gstFrequencyNeedsGstin: 'A GST return frequency needs a GST number',
  annualReturnNeedsGstin: 'GSTR-9 and GSTR-9C are filed only under a GST number',
  tdsFormsNeedTan: 'TDS returns need a TAN',
  agmOnlyCompany: 'Only a company holds an AGM; leave the AGM date empty',
  auditorOnlyCompany: "Only a company's auditor is appointed under the Companies Act; leave the date empty",
  directorNameRequired: "Enter the director's name",
  dinFormat: 'A DIN is 8 digits',
  dinRepeated: 'This DIN is already listed',
  contactNameRequired: "Enter the contact's name",
  onePrimary: 'Mark one contact as primary',
  onlyOnePrimary: 'Only one contact can be primary',
  primaryEmail: 'The primary contact needs an e-mail address',
  assigneeInactive: 'Choose an active person of the practice',
  gstinNeededByProfile:
    'The compliance profile files GST returns under this number; clear its GST frequency and GSTR-9 first',
  generateFromTooEarly: 'Generate from a date at most two years back',
} as const;

export const PROFILE_HELP = {
  generateFrom:
    'Tasks are generated for every return due from this date; those already past their due date are marked overdue',
  noAgmDate:
    'AOC-4 and MGT-7 are dated provisionally from 30 September, the latest date the AGM may be held, and marked provisional until the AGM date is entered.',
  auditorAppointedOn: 'ADT-1 is filed within 15 days of the appointment, once for each appointment',
  detailsChangedOn: 'A change of mobile, e-mail or address: DIR-3 KYC within 30 days',
  gstFrequencyChange:
    'A new frequency applies from the next quarter; the returns of this quarter stay as they are',
} as const;

/** The answer to a saved profile: what was generated, and how much of it is already overdue. */
export function profileSavedMessage(created: number, overdue: number): string {
  if (created === 0) return 'Compliance profile saved';
  const tasks = `${created} compliance task${created === 1 ? '' : 's'} generated`;
  return overdue > 0
    ? `Compliance profile saved; ${tasks}, ${overdue} already overdue`
    : `Compliance profile saved; ${tasks}`;
}

export const PROFILE_LIMITS = { directors: 50, contacts: 20 } as const;

/** Trimmed upper-case text; empty is absent (null). */
const OptionalCode = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.maxLength(20),
      v.transform((s) => (s === '' ? null : s)),
    ),
  ),
  null,
);
const Name = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(200));
const OptionalDate = v.optional(v.nullable(isoDate()), null);
const Flag = v.optional(v.boolean(), false);

const Director = v.strictObject({
  name: Name(PROFILE_MESSAGES.directorNameRequired),
  din: v.pipe(v.string(PROFILE_MESSAGES.dinFormat), v.trim(), v.regex(/^\d{8}$/, PROFILE_MESSAGES.dinFormat)),
  lastKycFiledOn: OptionalDate,
  /** The last change of the director's mobile, e-mail or address: a DIR-3 KYC is due within 30 days. */
  detailsChangedOn: OptionalDate,
});

/** E-mail and phone as the client form checks them; either may be left empty. */
const Contact = v.strictObject({
  name: Name(PROFILE_MESSAGES.contactNameRequired),
  role: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  email: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), VALIDATION.invalidEmail),
    ),
    '',
  ),
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || isPhone(s), VALIDATION.invalidPhone),
    ),
    '',
  ),
  primary: Flag,
});

const Fields = v.strictObject({
  entityType: v.picklist(ENTITY_TYPES, PROFILE_MESSAGES.entityTypeRequired),
  /** Empty with a GSTIN: taken from the GSTIN's characters 3 to 12 (see ProfileBody). */
  pan: v.pipe(v.string(PROFILE_MESSAGES.panRequired), v.trim(), v.toUpperCase()),
  gstin: OptionalCode,
  gstFrequency: v.optional(
    v.nullable(v.picklist(GST_FREQUENCIES, 'Choose monthly, quarterly or composition')),
    null,
  ),
  gstAnnualReturn: Flag,
  gstReconciliation: Flag,
  tan: OptionalCode,
  tdsForms: v.optional(
    v.pipe(
      v.array(v.picklist(TDS_FORMS, `TDS forms are ${TDS_FORMS.join(', ')}`)),
      v.transform((forms) => TDS_FORMS.filter((form) => forms.includes(form))),
    ),
    [],
  ),
  advanceTax: v.optional(v.picklist(ADVANCE_TAX_MODES, 'Choose none, regular or presumptive'), 'none'),
  taxAudit: Flag,
  transferPricing: Flag,
  businessIncome: Flag,
  agmDate: OptionalDate,
  /** When the company appointed its auditor: ADT-1 is filed for that appointment. */
  auditorAppointedOn: OptionalDate,
  dpt3: Flag,
  directors: v.optional(v.pipe(v.array(Director), v.maxLength(PROFILE_LIMITS.directors)), []),
  contacts: v.optional(v.pipe(v.array(Contact), v.maxLength(PROFILE_LIMITS.contacts)), []),
  defaultAssigneeId: v.optional(
    v.nullable(v.pipe(v.string(), v.uuid(PROFILE_MESSAGES.assigneeInactive))),
    null,
  ),
  /** Generate the client's work due from this date on (not stored). A past date back-fills: every
   * obligation already past its due date is generated, overdue. Absent: 1 April of the current
   * financial year. */
  generateFrom: OptionalDate,
});
type Fields = v.InferOutput<typeof Fields>;

function gstinFormatProblem(gstin: string): string | null {
  const problem = gstinProblem(gstin);
  if (problem === 'format') return VALIDATION.invalidGstin;
  return problem === 'checkDigit' ? VALIDATION.gstinCheckDigit : null;
}

type Problem = { path: (string | number)[]; message: string };

/** The checks between fields, on whatever of them parsed (so every problem shows at once). */
export function profileProblems(p: Partial<Fields>): Problem[] {
  const problems: Problem[] = [];
  const add = (message: string, ...path: (string | number)[]) => problems.push({ path, message });
  const entityType = ENTITY_TYPES.find((t) => t === p.entityType);
  const gstinGiven = typeof p.gstin === 'string' ? p.gstin : null;
  const panInGstin = gstinGiven && !gstinProblem(gstinGiven) ? panOfGstin(gstinGiven) : null;
  const pan = typeof p.pan === 'string' && p.pan !== '' ? p.pan : panInGstin;
  if (p.pan === '' && !gstinGiven) add(PROFILE_MESSAGES.panRequired, 'pan');
  if (pan && entityType) {
    const problem = panProblem(pan, entityType);
    if (problem) add(problem, 'pan');
  }
  const gstin = typeof p.gstin === 'string' ? p.gstin : null;
  if (gstin) {
    const problem = pan ? gstinPanProblem(gstin, pan) : gstinFormatProblem(gstin);
    if (problem) add(problem, 'gstin');
    else if (!stateName(gstin.slice(0, 2))) add(PROFILE_MESSAGES.gstinState, 'gstin');
    if (p.gstFrequency === null) add(PROFILE_MESSAGES.gstFrequencyRequired, 'gstFrequency');
  } else if (p.gstin === null) {
    if (p.gstFrequency) add(PROFILE_MESSAGES.gstFrequencyNeedsGstin, 'gstFrequency');
    if (p.gstAnnualReturn) add(PROFILE_MESSAGES.annualReturnNeedsGstin, 'gstAnnualReturn');
    if (p.gstReconciliation) add(PROFILE_MESSAGES.annualReturnNeedsGstin, 'gstReconciliation');
  }
  if (typeof p.tan === 'string') {
    const problem = tanProblem(p.tan);
    if (problem) add(problem, 'tan');
  } else if (p.tan === null && Array.isArray(p.tdsForms) && p.tdsForms.length > 0) {
    add(PROFILE_MESSAGES.tdsFormsNeedTan, 'tdsForms');
  }
  if (entityType && entityType !== 'company' && typeof p.agmDate === 'string')
    add(PROFILE_MESSAGES.agmOnlyCompany, 'agmDate');
  if (entityType && entityType !== 'company' && typeof p.auditorAppointedOn === 'string')
    add(PROFILE_MESSAGES.auditorOnlyCompany, 'auditorAppointedOn');
  if (Array.isArray(p.directors)) {
    const seen = new Set<string>();
    p.directors.forEach((director, index) => {
      const din = typeof director?.din === 'string' ? director.din : '';
      if (din && seen.has(din)) add(PROFILE_MESSAGES.dinRepeated, 'directors', index, 'din');
      seen.add(din);
    });
  }
  if (Array.isArray(p.contacts) && p.contacts.length > 0) {
    const primaries = p.contacts.flatMap((contact, index) => (contact?.primary === true ? [index] : []));
    if (primaries.length === 0) add(PROFILE_MESSAGES.onePrimary, 'contacts');
    if (primaries.length > 1) add(PROFILE_MESSAGES.onlyOnePrimary, 'contacts');
    const [primary] = primaries;
    if (primaries.length === 1 && primary !== undefined && p.contacts[primary]?.email === '')
      add(PROFILE_MESSAGES.primaryEmail, 'contacts', primary, 'email');
  }
  return problems;
}

/** A path of object keys and array indexes as valibot's issue path (what getDotPath reads). */
function issuePath(root: unknown, path: (string | number)[]) {
  const items: v.IssuePathItem[] = [];
  let input = root as Record<string | number, unknown>;
  for (const key of path) {
    const value = input?.[key];
    items.push(
      typeof key === 'number'
        ? { type: 'array', origin: 'value', input: input as unknown as unknown[], key, value }
        : { type: 'object', origin: 'value', input, key, value },
    );
    input = value as Record<string | number, unknown>;
  }
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}

export const ProfileBody = v.pipe(
  Fields,
  v.rawCheck(({ dataset, addIssue }) => {
    const value = dataset.value as Partial<Fields> | undefined;
    if (!value || typeof value !== 'object') return;
    for (const { path, message } of profileProblems(value))
      addIssue({ message, path: issuePath(value, path) });
  }),
  // A PAN left empty is the one inside the GSTIN (the checks above passed, so there is one).
  v.transform((body) => ({ ...body, pan: panFor(body.pan, body.gstin) ?? body.pan })),
);
export type ProfileBody = v.InferOutput<typeof ProfileBody>;
