// Turns the database refusing a value (a CHECK, a date or number out of its range, a NUL byte)
// into a 400 with a message; validation should catch these first, this is the floor under it.
// And turns the database being away (restarting, refusing connections) into a 503 the client may
// retry, rather than a 500 that reads like a bug.
import {
  BANK_MESSAGES,
  CLIENT_MESSAGES,
  CONFIG_MESSAGES,
  DSC_MESSAGES,
  ERRORS,
  MEMBERSHIP_MESSAGES,
  REQUEST_TEMPLATE_MESSAGES,
  STATUS_MESSAGES,
  UDIN_REGISTER_MESSAGES,
} from '@practice-desk/contracts';
import { Conflict, DomainError } from './errors';

const REFUSED_INPUT: Record<string, string> = {
  '23514': 'The value is out of the allowed range',
  '22001': 'The text is too long',
  '22003': 'The number is out of the allowed range',
  '22007': 'The date is not a valid date',
  '22008': 'The date is out of the allowed range',
  '22021': 'The text contains characters that cannot be stored',
  '22P02': 'The value has the wrong format',
  '22P05': 'The text contains characters that cannot be stored',
  '54000': 'The value is too large',
};

/** The error's code and those of its causes (drizzle wraps the driver's error). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}

function sqlState(error: unknown): string | undefined {
  return codesOf(error).find((code) => /^[0-9A-Z]{5}$/.test(code));
}

/** The unique indexes a person's input can meet, by name: the field it names and what to say.
 * The services check these before writing; two requests at once both pass that check, and the
 * index refuses the second, which then answers as the check would have. */
const UNIQUE_FIELDS: Record<string, { field: string; message: string }> = {
  users_email_unique: { field: 'email', message: ERRORS.emailTaken },
  users_org_membership_unique: { field: 'membershipNumber', message: MEMBERSHIP_MESSAGES.taken },
  clients_org_name_unique: { field: 'name', message: CLIENT_MESSAGES.nameTaken },
  statuses_org_name_unique: { field: 'name', message: STATUS_MESSAGES.nameTaken },
  priorities_org_name_unique: { field: 'name', message: CONFIG_MESSAGES.priorityNameTaken },
  task_templates_org_name_unique: { field: 'name', message: CONFIG_MESSAGES.templateNameTaken },
  udin_documents_org_udin_unique: { field: 'udin', message: UDIN_REGISTER_MESSAGES.duplicate },
  dsc_certificates_org_serial_unique: { field: 'tokenSerial', message: DSC_MESSAGES.duplicateSerial },
  request_templates_task_template_unique: {
    field: 'taskTemplateId',
    message: REQUEST_TEMPLATE_MESSAGES.taskTemplateTaken,
  },
  request_templates_form_unique: { field: 'formCode', message: REQUEST_TEMPLATE_MESSAGES.formTaken },
  bank_accounts_org_name_unique: { field: 'name', message: BANK_MESSAGES.nameTaken },
};

/** The name of the constraint an error names (postgres.js: constraint_name; PGlite: constraint). */
function constraintOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { constraint_name: name, constraint } = e as { constraint_name?: unknown; constraint?: unknown };
    if (typeof name === 'string') return name;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** A 409 for a write a unique index refused (23505), naming the field; never a 500. */
export function conflictByDatabase(error: unknown): DomainError | null {
  if (sqlState(error) !== '23505') return null;
  const known = UNIQUE_FIELDS[constraintOf(error) ?? ''];
  if (!known) return new Conflict(ERRORS.writeConflict);
  return new Conflict(known.message, { errors: [{ field: known.field, message: known.message }] });
}

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 2;

// PostgreSQL's class 08 (connection exception), 57P01-57P03 (shut down by the administrator, by a
// crash, or not accepting connections yet) and 53300 (too many connections); the socket's own
// errors; and postgres.js's codes for a connection that closed or never opened.
const AWAY_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/** A 503 for a request that failed because the database was unreachable, or null. */
export function databaseAway(error: unknown): DomainError | null {
  const away = codesOf(error).some((code) => AWAY_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code));
  return away ? new DomainError(503, ERRORS.databaseUnavailable) : null;
}

/** A 400 for a value the database refused, or null for any other failure. */
export function refusedByDatabase(error: unknown): DomainError | null {
  const code = sqlState(error);
  const message = code ? REFUSED_INPUT[code] : undefined;
  return message ? new DomainError(400, message) : null;
}
