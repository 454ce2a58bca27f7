// Turns the database refusing a value (a CHECK, a date or number out of its range, a NUL byte)
// into a 400 with a message; validation should catch these first, this is the floor under it.
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

function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A 400 for a value the database refused, or null for any other failure. */
export function refusedByDatabase(error: unknown): DomainError | null {
  const code = sqlState(error);
  const message = code ? REFUSED_INPUT[code] : undefined;
  return message ? new DomainError(400, message) : null;
}
