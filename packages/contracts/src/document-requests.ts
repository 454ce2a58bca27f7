// Document requests: a list of items the practice asks a client for, with a due date, answered by
// the client in the portal (files, a note, or 'not applicable') and reviewed item by item by staff.
import * as v from 'valibot';
import { isoDate, PageNumber, Uuid } from './common';
import { PaginationSchema } from './responses';

export const DOCUMENT_REQUEST_LIMITS = {
  items: 50,
  /** Each uploaded file. */
  fileMaxBytes: 25 * 1024 * 1024,
  pageSize: 50,
} as const;

export const DOCUMENT_REQUEST_STATUSES = ['open', 'complete'] as const;
export const DOCUMENT_ITEM_STATUSES = [
  'pending',
  'uploaded',
  'not_applicable',
  'accepted',
  'returned',
] as const;
export type DocumentItemStatus = (typeof DOCUMENT_ITEM_STATUSES)[number];

/** The kinds a client may upload, told from the file's first bytes (never its name). */
export const UPLOAD_KINDS = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  heic: { contentType: 'image/heic', extension: 'heic' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  csv: { contentType: 'text/csv', extension: 'csv' },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

export const DOCUMENT_REQUEST_MESSAGES = {
  created: 'Document request sent',
  notFound: 'Document request not found',
  itemNotFound: 'Requested document not found',
  fileNotFound: 'File not found',
  clientNotFound: 'Client not found',
  taskNotFound: 'Task not found for this client',
  complianceItemNotFound: 'Compliance item not found for this client',
  itemsRequired: 'Add at least one document to request',
  itemNameRequired: 'Name the document',
  uploaded: 'File uploaded',
  fileRequired: 'Choose a file to upload',
  fileTooLarge: 'Each file can be at most 25 MB',
  fileEmpty: 'The file is empty',
  fileKindRefused: 'Upload a PDF, a photo (JPEG, PNG or HEIC), an Excel workbook (.xlsx) or a CSV file',
  notMultipart: 'Send the file as a multipart form',
  oneFileAtATime: 'Send one file at a time',
  alreadyAccepted: 'This document was already accepted',
  reasonRequired: 'Say why this document does not apply',
  noteRequired: 'Write a note',
  markedNotApplicable: 'Marked as not applicable',
  noteSaved: 'Note saved',
  reviewed: 'Review saved',
  commentRequired: 'Say what is wrong, so the client can send it again',
  nothingToReview: 'The client has not answered this document yet',
} as const;

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

export const DocumentRequestItemBody = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, DOCUMENT_REQUEST_MESSAGES.itemNameRequired),
    v.maxLength(200),
  ),
  note: v.optional(Text(1000)),
  required: v.optional(v.boolean(), true),
});

export const DocumentRequestBody = v.object({
  clientId: Uuid,
  taskId: v.optional(v.nullable(Uuid)),
  complianceItemId: v.optional(v.nullable(Uuid)),
  /** Defaults to 'Documents for <task or form>' or 'Documents'. */
  title: v.optional(Text(200)),
  /** The request template its documents came from (its rule on completing the task applies). */
  templateId: v.optional(v.nullable(Uuid)),
  dueDate: isoDate(),
  items: v.pipe(
    v.array(DocumentRequestItemBody),
    v.minLength(1, DOCUMENT_REQUEST_MESSAGES.itemsRequired),
    v.maxLength(DOCUMENT_REQUEST_LIMITS.items),
  ),
});
export type DocumentRequestBody = v.InferOutput<typeof DocumentRequestBody>;

export const DocumentRequestQuery = v.object({
  clientId: v.optional(Uuid),
  status: v.optional(v.picklist(DOCUMENT_REQUEST_STATUSES)),
  /** 'true': open requests past their due date only. */
  overdue: v.optional(v.picklist(['true', 'false'])),
  page: PageNumber,
});
export type DocumentRequestQuery = v.InferOutput<typeof DocumentRequestQuery>;

export const RequestItemParams = v.object({ id: Uuid, itemId: Uuid });
export const RequestFileParams = v.object({ id: Uuid, itemId: Uuid, fileId: Uuid });

export const ItemReviewBody = v.object({
  status: v.picklist(['accepted', 'returned']),
  comment: v.optional(Text(1000), ''),
});
export type ItemReviewBody = v.InferOutput<typeof ItemReviewBody>;

export const NotApplicableBody = v.object({
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, DOCUMENT_REQUEST_MESSAGES.reasonRequired),
    v.maxLength(1000),
  ),
});
export const ItemNoteBody = v.object({
  note: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, DOCUMENT_REQUEST_MESSAGES.noteRequired),
    v.maxLength(1000),
  ),
});

export const RequestFileSchema = v.object({
  id: v.string(),
  name: v.string(),
  contentType: v.string(),
  size: v.number(),
  uploadedAt: v.string(),
});

export const RequestItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  note: v.nullable(v.string()),
  required: v.boolean(),
  status: v.picklist(DOCUMENT_ITEM_STATUSES),
  clientNote: v.nullable(v.string()),
  staffComment: v.nullable(v.string()),
  reviewedAt: v.nullable(v.string()),
  files: v.array(RequestFileSchema),
});
export type RequestItem = v.InferOutput<typeof RequestItemSchema>;

export const DocumentRequestSummarySchema = v.object({
  id: v.string(),
  clientId: v.string(),
  clientName: v.string(),
  title: v.string(),
  taskId: v.nullable(v.string()),
  complianceItemId: v.nullable(v.string()),
  dueDate: v.string(),
  status: v.picklist(DOCUMENT_REQUEST_STATUSES),
  overdue: v.boolean(),
  /** Items received (answered by the client or accepted) of the items asked for. */
  received: v.number(),
  total: v.number(),
  createdAt: v.string(),
});
export type DocumentRequestSummary = v.InferOutput<typeof DocumentRequestSummarySchema>;

export const DocumentRequestSchema = v.object({
  ...DocumentRequestSummarySchema.entries,
  items: v.array(RequestItemSchema),
});
export type DocumentRequest = v.InferOutput<typeof DocumentRequestSchema>;
export const DocumentRequestAnswerSchema = v.object({ request: DocumentRequestSchema });

/** Each reminder mailed to the client, as logged on the request. */
export const RequestReminderSchema = v.object({
  id: v.string(),
  step: v.number(),
  sentAt: v.string(),
  sentTo: v.string(),
  /** The documents the mail listed as still missing. */
  missing: v.array(v.string()),
});
export type RequestReminder = v.InferOutput<typeof RequestReminderSchema>;

/** Staff's view of a request: the portal's, plus the chase (the contact, the reminders sent, the
 * WhatsApp click-to-chat link with the message prefilled; null without a mobile number). */
export const StaffDocumentRequestSchema = v.object({
  ...DocumentRequestSchema.entries,
  templateId: v.nullable(v.string()),
  raisedAutomatically: v.boolean(),
  contact: v.nullable(v.object({ name: v.string(), email: v.string(), phone: v.string() })),
  whatsAppLink: v.nullable(v.string()),
  reminders: v.array(RequestReminderSchema),
});
export type StaffDocumentRequest = v.InferOutput<typeof StaffDocumentRequestSchema>;
export const StaffDocumentRequestAnswerSchema = v.object({ request: StaffDocumentRequestSchema });
export const RequestItemAnswerSchema = v.object({ item: RequestItemSchema });

export const DocumentRequestListSchema = v.object({
  requests: v.array(DocumentRequestSummarySchema),
  pagination: PaginationSchema,
});
export type DocumentRequestList = v.InferOutput<typeof DocumentRequestListSchema>;

/** The portal's query: its client (a contact of several picks one), open or all. */
export const PortalRequestQuery = v.object({
  clientId: v.optional(Uuid),
  status: v.optional(v.picklist(DOCUMENT_REQUEST_STATUSES)),
});
export const PortalRequestListSchema = v.object({ requests: v.array(DocumentRequestSummarySchema) });
