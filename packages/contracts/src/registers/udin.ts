// The UDIN register: every attest document a member signs, its UDIN and when it was generated.
// Requests, answers, statuses and messages shared by the register's screen and its API.
import * as v from 'valibot';
import { isoDate, PageNumber, Uuid } from '../common';
import { PaginationSchema } from '../responses';

export const UDIN_DOCUMENT_TYPES = [
  'audit_report',
  'tax_audit_report',
  'certificate',
  'gst_audit',
  'other',
] as const;
export type UdinDocumentType = (typeof UDIN_DOCUMENT_TYPES)[number];
export const UDIN_DOCUMENT_LABELS: Record<UdinDocumentType, string> = {
  audit_report: 'Audit report',
  tax_audit_report: 'Tax audit report',
  certificate: 'Certificate',
  gst_audit: 'GST audit',
  other: 'Other',
};

/** Generated: has its UDIN. Pending: none yet, window open. Overdue: none, window closed. */
export const UDIN_STATUSES = ['pending', 'generated', 'overdue'] as const;
export type UdinStatus = (typeof UDIN_STATUSES)[number];
export const UDIN_STATUS_LABELS: Record<UdinStatus, string> = {
  pending: 'Pending',
  generated: 'Generated',
  overdue: 'Overdue',
};

/** Issue 19: the window ICAI gives to generate a UDIN after signing, as we write; a practice setting. */
export const DEFAULT_UDIN_WINDOW_DAYS = 60;
/** A signed document still without UDIN is chased this many days before its window closes. */
export const UDIN_DUE_SOON_DAYS = 15;

export const UDIN_REGISTER_MESSAGES = {
  created: 'Document registered',
  updated: 'Document updated',
  deleted: 'Document removed from the register',
  notFound: 'Document not found',
  duplicate: 'This UDIN is already in the register',
  generatedWithoutUdin: 'Enter the UDIN generated on that date',
  signerRequired: 'Choose the signing member',
  clientRequired: 'Choose the client',
  signedOnRequired: 'Enter the date of signing',
  signerUnknown: 'The signing member is not a person of this practice',
  clientUnknown: 'Client not found',
  taskUnknown: 'The linked task is not one of this client’s',
  onlyOwn: 'You can change only the documents you signed or registered',
} as const;

const Notes = v.pipe(v.string(), v.trim(), v.maxLength(1000));

export const UdinBody = v.pipe(
  v.object({
    documentType: v.picklist(UDIN_DOCUMENT_TYPES, 'Choose the document type'),
    clientId: v.pipe(
      v.string(UDIN_REGISTER_MESSAGES.clientRequired),
      v.uuid(UDIN_REGISTER_MESSAGES.clientRequired),
    ),
    signerId: v.pipe(
      v.string(UDIN_REGISTER_MESSAGES.signerRequired),
      v.uuid(UDIN_REGISTER_MESSAGES.signerRequired),
    ),
    signedOn: isoDate(UDIN_REGISTER_MESSAGES.signedOnRequired),
    udin: v.optional(
      v.pipe(
        v.nullable(v.pipe(v.string(), v.trim())),
        v.transform((value) => (value ? value.replace(/\s+/g, '').toUpperCase() : null)),
      ),
      null,
    ),
    generatedOn: v.optional(v.nullable(isoDate()), null),
    taskId: v.optional(v.nullable(Uuid), null),
    notes: v.optional(Notes, ''),
  }),
  v.forward(
    v.check(
      (body) => body.generatedOn === null || body.udin !== null,
      UDIN_REGISTER_MESSAGES.generatedWithoutUdin,
    ),
    ['udin'],
  ),
);
export type UdinBody = v.InferOutput<typeof UdinBody>;

export const UdinQuery = v.object({
  status: v.optional(v.picklist(UDIN_STATUSES)),
  clientId: v.optional(Uuid),
  signerId: v.optional(Uuid),
  documentType: v.optional(v.picklist(UDIN_DOCUMENT_TYPES)),
  /** Date of signing from / to (inclusive). */
  from: v.optional(isoDate()),
  to: v.optional(isoDate()),
  page: PageNumber,
});
export type UdinQuery = v.InferOutput<typeof UdinQuery>;

export const UDIN_PAGE_SIZE = 50;

export const UdinRowSchema = v.object({
  id: v.string(),
  documentType: v.picklist(UDIN_DOCUMENT_TYPES),
  clientId: v.string(),
  clientName: v.string(),
  signerId: v.string(),
  signerName: v.string(),
  /** The signer's number when the document was registered. */
  membershipNumber: v.string(),
  signedOn: v.string(),
  udin: v.nullable(v.string()),
  generatedOn: v.nullable(v.string()),
  taskId: v.nullable(v.string()),
  taskTitle: v.nullable(v.string()),
  notes: v.string(),
  /** The last day the UDIN can be generated: signing + the practice's window. */
  windowClosesOn: v.string(),
  status: v.picklist(UDIN_STATUSES),
  createdBy: v.nullable(v.string()),
});
export type UdinRow = v.InferOutput<typeof UdinRowSchema>;
export const UdinDocumentAnswerSchema = v.object({ document: UdinRowSchema });

export const UdinListSchema = v.object({
  documents: v.array(UdinRowSchema),
  pagination: PaginationSchema,
  windowDays: v.number(),
});
export type UdinList = v.InferOutput<typeof UdinListSchema>;
