// What a filing's acknowledgement is called, by the authority whose portal gives it: the GST
// portal's Application Reference Number (ARN), the income-tax portal's acknowledgement number (ITR,
// TDS/TCS statements, challans) and the MCA portal's Service Request Number (SRN). One function for
// every screen, export and import that names it.
import type { Authority } from './rule-schema';
import { RULE_YEARS, rulesOfCode } from './rules';

/**
 * Sources: GST portal, "ARN" on every return's filing acknowledgement (gst.gov.in); the Income Tax
 * e-filing portal's "Acknowledgement Number" on ITR-V and on Form 24Q/26Q/27Q/27EQ token receipts
 * (incometax.gov.in, tdscpc.gov.in); MCA V3's "SRN" on the payment challan of every e-form
 * (mca.gov.in: AOC-4, MGT-7, ADT-1, DIR-3 KYC, DPT-3, LLP Form 8 and 11).
 */
export const ACKNOWLEDGEMENT_LABELS: Record<Authority, string> = {
  gst: 'ARN',
  'income-tax': 'Acknowledgement number',
  mca: 'SRN',
};

/** Where the number is found, by the portal that gives it (the filing dialogs' help). */
export const ACKNOWLEDGEMENT_HELP: Record<Authority, string> = {
  gst: 'The 15-character ARN the GST portal gave on filing',
  'income-tax': 'As the income-tax portal gave it on filing',
  mca: 'The SRN on the MCA portal’s challan for the e-form',
};

/** The label when the form is not known (or a list mixes authorities). */
export const ACKNOWLEDGEMENT_LABEL_ANY = 'Acknowledgement number';

/** One column for a list of many forms: each authority's name for it. */
export const ACKNOWLEDGEMENT_COLUMN = 'Acknowledgement number (ARN / SRN)';

/** The authority of a form's code in any year's rules; null for a code no rules file has. */
export function authorityOfForm(code: string): Authority | null {
  for (const year of [...RULE_YEARS].reverse()) {
    const rule = rulesOfCode(code, year)[0];
    if (rule) return rule.authority;
  }
  return null;
}

/** 'ARN' for GSTR-3B, 'Acknowledgement number' for ITR or 26Q, 'SRN' for AOC-4. */
export function acknowledgementLabel(code: string): string {
  const authority = authorityOfForm(code);
  return authority ? ACKNOWLEDGEMENT_LABELS[authority] : ACKNOWLEDGEMENT_LABEL_ANY;
}

/** The label inside a sentence: 'the ARN', 'the acknowledgement number'. */
export function acknowledgementInSentence(code: string): string {
  const label = acknowledgementLabel(code);
  return /^[A-Z]+$/.test(label) ? label : label.toLowerCase();
}

export function acknowledgementHelp(code: string): string {
  return ACKNOWLEDGEMENT_HELP[authorityOfForm(code) ?? 'income-tax'];
}
