// Checks of the identifiers a compliance profile and a filing carry: PAN, TAN, GSTIN against the
// PAN, and acknowledgement numbers. Each answers the message to show, or null when the value is fine.
import { gstinProblem } from '../gstin';
import { VALIDATION } from '../messages';
import { acknowledgementInSentence, authorityOfForm } from './acknowledgement';
import type { EntityType } from './profile';

/** The 4th letter of a PAN names the holder's status (the Income Tax Department's PAN structure). */
export const PAN_STATUS_LETTER: Record<EntityType, string> = {
  individual: 'P',
  huf: 'H',
  firm: 'F',
  llp: 'F',
  company: 'C',
  trust: 'T',
  aop: 'A',
};

const ENTITY_LABELS: Record<EntityType, string> = {
  individual: 'an individual',
  huf: 'an HUF',
  firm: 'a firm',
  llp: 'an LLP',
  company: 'a company',
  trust: 'a trust',
  aop: 'an AOP',
};

export const ARN_MAX_LENGTH = 40;

export const COMPLIANCE_MESSAGES = {
  panFormat: 'PAN must be 5 letters, 4 digits and a letter (e.g. ABCPE1234F)',
  tanFormat: 'TAN must be 4 letters, 5 digits and a letter (e.g. MUMA12345B)',
  gstinPan: 'The PAN inside the GST number (characters 3 to 12) must be the PAN',
  gstArn: 'A GST ARN is 15 letters and digits',
  /** 'Enter the ARN', 'Enter the SRN', 'Enter the acknowledgement number' (acknowledgementLabel). */
  arnRequired: (code: string) => `Enter the ${acknowledgementInSentence(code)}`,
  arnTooLong: `An acknowledgement number has at most ${ARN_MAX_LENGTH} characters`,
} as const;

export function panEntityMessage(entityType: EntityType): string {
  return `The 4th letter of the PAN of ${ENTITY_LABELS[entityType]} is ${PAN_STATUS_LETTER[entityType]}`;
}

export function panProblem(pan: string, entityType: EntityType): string | null {
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) return COMPLIANCE_MESSAGES.panFormat;
  return pan[3] === PAN_STATUS_LETTER[entityType] ? null : panEntityMessage(entityType);
}

export function tanProblem(tan: string): string | null {
  return /^[A-Z]{4}\d{5}[A-Z]$/.test(tan) ? null : COMPLIANCE_MESSAGES.tanFormat;
}

/** The GSTIN's format and check digit, then its characters 3 to 12 against the PAN. */
export function gstinPanProblem(gstin: string, pan: string): string | null {
  const problem = gstinProblem(gstin);
  if (problem === 'format') return VALIDATION.invalidGstin;
  if (problem === 'checkDigit') return VALIDATION.gstinCheckDigit;
  return gstin.slice(2, 12) === pan ? null : COMPLIANCE_MESSAGES.gstinPan;
}

/**
 * An acknowledgement number for a filing of `code`. GST forms have a 15-character ARN; the income-tax
 * and MCA portals' numbers differ by form and by portal version, so for them any text up to 40
 * characters is taken rather than refusing a genuine number.
 */
export function arnProblem(code: string, arn: string): string | null {
  const text = arn.trim();
  if (text === '') return COMPLIANCE_MESSAGES.arnRequired(code);
  if (authorityOfForm(code) === 'gst')
    return /^[A-Za-z0-9]{15}$/.test(text) ? null : COMPLIANCE_MESSAGES.gstArn;
  return text.length <= ARN_MAX_LENGTH ? null : COMPLIANCE_MESSAGES.arnTooLong;
}
