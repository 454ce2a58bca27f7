// The UDIN (Unique Document Identification Number) ICAI's portal gives a signed attest document:
// 18 characters, YY MMMMMM AANNNAANNN — the year's last two digits, the signer's 6-digit
// membership number, then 10 letters and digits (issue 19). Which year: the year the UDIN was
// generated (ICAI generates it with that year), so the date generated decides; a UDIN entered
// before its date generated is read against the year of signing.

export const UDIN_LENGTH = 18;

export const UDIN_MESSAGES = {
  length: 'A UDIN has 18 characters',
  shape: 'A UDIN is the year’s last two digits, the 6-digit membership number, then 10 letters and digits',
  year: (yy: string, year: number) => `This UDIN should start with ${yy}, the last two digits of ${year}`,
  member: (membershipNumber: string) =>
    `This UDIN is not the signing member’s: characters 3 to 8 must be their membership number ${membershipNumber}`,
  signerWithoutNumber: 'The signing member has no membership number on their profile',
} as const;

/** The UDIN as stored: spaces taken out, letters in capitals. */
export function normaliseUdin(udin: string): string {
  return udin.replace(/\s+/g, '').toUpperCase();
}

/** The year a UDIN is checked against: of the date generated, else of the date of signing. */
export function udinYear(signedOn: string, generatedOn: string | null): number {
  return Number((generatedOn ?? signedOn).slice(0, 4));
}

/** Why `udin` cannot be the signer's for that year; null when it can. */
export function udinProblem(udin: string, membershipNumber: string | null, year: number): string | null {
  const value = normaliseUdin(udin);
  if (value.length !== UDIN_LENGTH) return UDIN_MESSAGES.length;
  if (!/^\d{8}[A-Z0-9]{10}$/.test(value)) return UDIN_MESSAGES.shape;
  const yy = String(year % 100).padStart(2, '0');
  if (value.slice(0, 2) !== yy) return UDIN_MESSAGES.year(yy, year);
  if (membershipNumber === null) return UDIN_MESSAGES.signerWithoutNumber;
  if (value.slice(2, 8) !== membershipNumber) return UDIN_MESSAGES.member(membershipNumber);
  return null;
}
