// The DSC register: digital signature certificates the practice holds for its clients, where each
// token is (in office or with the client) and the in-out log of who took it and when.
import * as v from 'valibot';
import { isoDate, Uuid } from '../common';

export const DSC_HOLDER_KINDS = ['client_contact', 'director', 'partner'] as const;
export type DscHolderKind = (typeof DSC_HOLDER_KINDS)[number];
export const DSC_HOLDER_LABELS: Record<DscHolderKind, string> = {
  client_contact: 'Client contact',
  director: 'Director',
  partner: 'Partner',
};

export const DSC_CUSTODY = ['in_office', 'with_client'] as const;
export type DscCustody = (typeof DSC_CUSTODY)[number];
export const DSC_CUSTODY_LABELS: Record<DscCustody, string> = {
  in_office: 'In office',
  with_client: 'With client',
};

/** Issue 19: a certificate is chased 30, 15 and 7 days before it expires. */
export const DSC_ALERT_DAYS = [30, 15, 7] as const;
/** The 'Expiring' list: valid to within this many days from today. */
export const DSC_EXPIRING_DAYS = 30;

export const DSC_VIEWS = ['all', 'expiring', 'expired'] as const;
export type DscView = (typeof DSC_VIEWS)[number];

export const DSC_MESSAGES = {
  created: 'Certificate added',
  updated: 'Certificate updated',
  deleted: 'Certificate removed',
  checkedOut: 'Certificate checked out',
  checkedIn: 'Certificate checked in',
  notFound: 'Certificate not found',
  clientRequired: 'Choose the client',
  holderRequired: 'Enter the holder’s name',
  classRequired: 'Enter the class',
  serialRequired: 'Enter the token serial',
  issuerRequired: 'Enter the certifying authority',
  validToBeforeFrom: 'Valid to must be after valid from',
  duplicateSerial: 'A certificate with this token serial is already in the register',
  takenByRequired: 'Enter who took the token',
  alreadyOut: 'This token is already out; check it in first',
  notOut: 'This token is in the office',
} as const;

const Text = (required: string, max = 120) =>
  v.pipe(v.string(required), v.trim(), v.minLength(1, required), v.maxLength(max));

export const DscBody = v.pipe(
  v.object({
    clientId: v.pipe(v.string(DSC_MESSAGES.clientRequired), v.uuid(DSC_MESSAGES.clientRequired)),
    holderName: Text(DSC_MESSAGES.holderRequired),
    holderKind: v.picklist(DSC_HOLDER_KINDS, 'Choose who holds it'),
    certificateClass: Text(DSC_MESSAGES.classRequired, 40),
    tokenSerial: Text(DSC_MESSAGES.serialRequired, 80),
    issuedBy: Text(DSC_MESSAGES.issuerRequired),
    validFrom: isoDate(),
    validTo: isoDate(),
    notes: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000)), ''),
  }),
  v.forward(
    v.check((body) => body.validTo > body.validFrom, DSC_MESSAGES.validToBeforeFrom),
    ['validTo'],
  ),
);
export type DscBody = v.InferOutput<typeof DscBody>;

export const DscCheckOutBody = v.object({
  takenBy: Text(DSC_MESSAGES.takenByRequired),
  purpose: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
});
export type DscCheckOutBody = v.InferOutput<typeof DscCheckOutBody>;

export const DscQuery = v.object({
  view: v.optional(v.picklist(DSC_VIEWS), 'all'),
  clientId: v.optional(Uuid),
});
export type DscQuery = v.InferOutput<typeof DscQuery>;

export const DscMovementSchema = v.object({
  id: v.string(),
  takenBy: v.string(),
  purpose: v.string(),
  takenAt: v.string(),
  returnedAt: v.nullable(v.string()),
  /** Who recorded the check-out (a person of the practice). */
  recordedBy: v.nullable(v.string()),
});
export type DscMovement = v.InferOutput<typeof DscMovementSchema>;

export const DscRowSchema = v.object({
  id: v.string(),
  clientId: v.string(),
  clientName: v.string(),
  holderName: v.string(),
  holderKind: v.picklist(DSC_HOLDER_KINDS),
  certificateClass: v.string(),
  tokenSerial: v.string(),
  issuedBy: v.string(),
  validFrom: v.string(),
  validTo: v.string(),
  custody: v.picklist(DSC_CUSTODY),
  notes: v.string(),
  /** Days from the practice's today to valid to; negative once expired. */
  daysLeft: v.number(),
  movements: v.array(DscMovementSchema),
});
export type DscRow = v.InferOutput<typeof DscRowSchema>;
export const DscListSchema = v.object({ certificates: v.array(DscRowSchema) });
export const DscAnswerSchema = v.object({ certificate: DscRowSchema });
