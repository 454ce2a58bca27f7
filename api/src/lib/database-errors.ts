// Turns the database refusing a value (a CHECK, a date or number out of its range, a NUL byte)
// into a 400 with a message; validation should catch these first, this is the floor under it.
// And turns the database being away (restarting, refusing connections) into a 503 the client may
// retry, rather than a 500 that reads like a bug.
import { ERRORS } from '@practice-desk/contracts';
import { DomainError } from './errors';

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
