// A client's identity numbers beyond the GSTIN: PAN (read from the GSTIN when not given, and
// checked against it), CIN or LLPIN, and the group (family, group of companies) it belongs to.
import { COMPLIANCE_MESSAGES } from './compliance/validation';
import { panOfGstin } from './receipts';

export const CLIENT_IDENTITY_MESSAGES = {
  panFormat: COMPLIANCE_MESSAGES.panFormat,
  panGstinMismatch: 'This PAN does not match the GST number: characters 3 to 12 of a GSTIN are the PAN',
  cinFormat: 'Enter a CIN of 21 characters (e.g. U74999MH2015PTC123456) or an LLPIN like AAA-1234',
  groupTooLong: 'A group name has at most 100 characters',
} as const;

export const CLIENT_GROUP_MAX_LENGTH = 100;

export function isPan(value: string): boolean {
  return /^[A-Z]{5}\d{4}[A-Z]$/.test(value);
}

/** The PAN a client keeps: the one given, or when none, the one inside its GSTIN (rule 10 of
 * the CGST Rules, 2017: a GSTIN's characters 3 to 12 are the PAN; see `panOfGstin`). */
export function panFor(pan: string | null | undefined, gstin: string | null | undefined): string | null {
  return pan || panOfGstin(gstin);
}

/** The mismatch message when both are present and the GSTIN does not carry the PAN. */
export function panGstinProblem(pan: string | null | undefined, gstin: string | null | undefined) {
  if (!pan || !gstin) return null;
  return panOfGstin(gstin) === pan ? null : CLIENT_IDENTITY_MESSAGES.panGstinMismatch;
}

/**
 * The Ministry of Corporate Affairs' identity numbers (MCA21; structure as explained on
 * mca.gov.in under "Corporate Identification Number" and the LLP master data):
 * a CIN is 21 characters — listing status L (listed) or U (unlisted), the 5-digit NIC industry
 * code, the 2-letter state code, the 4-digit year of incorporation, the 3-letter ownership class
 * (PLC, PTC, GOI, SGC, FTC, NPL, ...) and the 6-digit registration number, e.g.
 * U74999MH2015PTC123456; an LLPIN is 3 letters, a hyphen and 4 digits, e.g. AAA-1234.
 */
export const CIN_PATTERN = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;
export const LLPIN_PATTERN = /^[A-Z]{3}-\d{4}$/;

export function isCinOrLlpin(value: string): boolean {
  return CIN_PATTERN.test(value) || LLPIN_PATTERN.test(value);
}
