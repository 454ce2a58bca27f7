// Requests and answers of the client calls (spec §7 Clients) and the client form's rules (§5).
import * as v from 'valibot';
import {
  CLIENT_GROUP_MAX_LENGTH,
  CLIENT_IDENTITY_MESSAGES,
  isCinOrLlpin,
  isPan,
  panGstinProblem,
} from './client-identity';
import { PageNumber } from './common';
import { ComplianceProfileSchema } from './compliance/profile';
import { gstinProblem } from './gstin';
import { LIMITS } from './limits';
import { VALIDATION } from './messages';
import { PaginationSchema } from './responses';
import { isGstStateCode, STATE_CODE_MESSAGE } from './states';

/** 10 to 13 digits, an optional leading +, brackets, and dash, space or dot separators. */
export function isPhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 13;
}

const Blank = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '', ''),
  v.transform(() => null),
);

const OptionalEmail = v.optional(
  v.nullable(
    v.union(
      [Blank, v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(VALIDATION.invalidEmail))],
      VALIDATION.invalidEmail,
    ),
  ),
);
const OptionalPhone = v.optional(
  v.nullable(
    v.union(
      [Blank, v.pipe(v.string(), v.trim(), v.check(isPhone, VALIDATION.invalidPhone))],
      VALIDATION.invalidPhone,
    ),
  ),
);

/** Empty GST is absent; otherwise upper-cased, checked for format and for its check digit. */
export const GstNumber = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed || dataset.value === '') return;
        const problem = gstinProblem(dataset.value);
        if (problem === 'format') addIssue({ message: VALIDATION.invalidGstin });
        if (problem === 'stateCode') addIssue({ message: VALIDATION.gstinStateCode });
        if (problem === 'checkDigit') addIssue({ message: VALIDATION.gstinCheckDigit });
      }),
      v.transform((s) => (s === '' ? null : s)),
    ),
  ),
);

/** A state of the GST list (an unregistered party's place of supply). */
export const StateCode = v.optional(
  v.nullable(
    v.pipe(v.string(), v.regex(/^\d{2}$/, 'Choose a state'), v.check(isGstStateCode, STATE_CODE_MESSAGE)),
  ),
);

/** Trimmed, upper-cased identity number checked by `isValid`; empty is absent. */
const IdentityNumber = (isValid: (value: string) => boolean, message: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.toUpperCase(),
        v.check((s) => s === '' || isValid(s), message),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
  );

const ClientFields = v.object({
  name: v.pipe(
    v.string(VALIDATION.clientNameRequired),
    v.trim(),
    v.minLength(1, VALIDATION.clientNameRequired),
    v.maxLength(200),
  ),
  email: OptionalEmail,
  phone: OptionalPhone,
  address: v.pipe(
    v.string(VALIDATION.addressRequired),
    v.trim(),
    v.minLength(1, VALIDATION.addressRequired),
    v.maxLength(1000),
  ),
  gst: GstNumber,
  /** Place of supply of an unregistered client (a registered one's comes from its GSTIN). */
  stateCode: StateCode,
  /** Empty with a GSTIN: the server takes the GSTIN's characters 3 to 12. */
  pan: IdentityNumber(isPan, CLIENT_IDENTITY_MESSAGES.panFormat),
  /** A company's CIN or an LLP's LLPIN. */
  cin: IdentityNumber(isCinOrLlpin, CLIENT_IDENTITY_MESSAGES.cinFormat),
  /** The family or group of companies the client belongs to (free text, suggested from others). */
  group: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(CLIENT_GROUP_MAX_LENGTH, CLIENT_IDENTITY_MESSAGES.groupTooLong),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
  ),
  isActive: v.optional(v.boolean()),
});

/** A PAN given beside a GSTIN must be the GSTIN's characters 3 to 12 (reported under the PAN). */
const panFitsGstin = <T extends { pan?: string | null; gst?: string | null }>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = panGstinProblem(dataset.value.pan, dataset.value.gst);
    if (message)
      addIssue({
        message,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value as Record<string, unknown>,
            key: 'pan',
            value: dataset.value.pan,
          },
        ],
      });
  });

export const ClientBody = v.pipe(ClientFields, panFitsGstin<v.InferOutput<typeof ClientFields>>());
export type ClientBody = v.InferOutput<typeof ClientBody>;

const UpdateFields = v.partial(ClientFields);
export const UpdateClientBody = v.pipe(UpdateFields, panFitsGstin<v.InferOutput<typeof UpdateFields>>());
export type UpdateClientBody = v.InferOutput<typeof UpdateClientBody>;

/** POST /clients/bulk (Admin): delete, deactivate or activate the ticked clients. */
export const ClientBulkBody = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.string(), v.uuid())),
    v.minLength(1, 'Select at least one client'),
    v.maxLength(LIMITS.maxBulkIds),
  ),
  action: v.picklist(['delete', 'deactivate', 'activate']),
});
export type ClientBulkBody = v.InferOutput<typeof ClientBulkBody>;

export const ClientListQuery = v.object({
  page: PageNumber,
  limit: v.pipe(
    v.optional(v.string(), String(LIMITS.defaultPageSize)),
    v.transform(Number),
    v.integer(),
    v.minValue(1),
    v.maxValue(LIMITS.maxPageSize),
  ),
  search: v.optional(v.pipe(v.string(), v.trim())),
  isActive: v.optional(v.picklist(['true', 'false'])),
  /** Only the clients of this group (case-insensitive, whole name). */
  group: v.optional(v.pipe(v.string(), v.trim())),
});
export type ClientListQuery = v.InferOutput<typeof ClientListQuery>;

export const ClientRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  address: v.nullable(v.string()),
  gst: v.nullable(v.string()),
  stateCode: v.nullable(v.string()),
  pan: v.nullable(v.string()),
  cin: v.nullable(v.string()),
  group: v.nullable(v.string()),
  isActive: v.boolean(),
  createdAt: v.string(),
});
export type ClientRow = v.InferOutput<typeof ClientRowSchema>;

/** GET /clients/:id: the row, its compliance profile (null when none) and default assignee. */
export const ClientDetailSchema = v.object({
  ...ClientRowSchema.entries,
  compliance: v.nullable(ComplianceProfileSchema),
  defaultAssignee: v.nullable(v.object({ id: v.string(), name: v.string() })),
});
export type ClientDetail = v.InferOutput<typeof ClientDetailSchema>;

export const ClientListSchema = v.object({ clients: v.array(ClientRowSchema), pagination: PaginationSchema });
export const ClientAnswerSchema = v.object({ client: ClientRowSchema });
export const ClientDetailAnswerSchema = v.object({ client: ClientDetailSchema });
export const ClientDeletedSchema = v.object({ deleted: v.boolean(), deactivated: v.boolean() });
export const ClientBulkResultSchema = v.union([
  v.object({ updated: v.number() }),
  v.object({ deleted: v.number(), deactivated: v.number() }),
]);

/** GET /clients/groups: the groups the practice's clients are in, for suggestions and filters. */
export const ClientGroupsSchema = v.object({ groups: v.array(v.string()) });

export const CLIENT_MESSAGES = {
  nameTaken: 'A client with this name already exists',
  hasWork: 'This client has tasks or invoices; it was deactivated instead of deleted',
} as const;
