// An ICAI member's membership number: six digits, kept on the person's profile; the UDIN of every
// document they sign carries it.
import * as v from 'valibot';

export const MEMBERSHIP_MESSAGES = {
  format: 'Membership number must be 6 digits',
  taken: 'Another person of the practice has this membership number',
} as const;

export const MEMBERSHIP_NUMBER = /^\d{6}$/;

/** A membership number, or null to clear it ('' clears it too: an emptied field). */
export const MembershipNumber = v.pipe(
  v.nullable(v.pipe(v.string(), v.trim())),
  v.transform((value) => (value === '' ? null : value)),
  v.nullable(v.pipe(v.string(), v.regex(MEMBERSHIP_NUMBER, MEMBERSHIP_MESSAGES.format))),
);
