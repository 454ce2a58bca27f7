// GSTIN: format of the spec plus the mod-36 check digit, and the state it encodes (one of the GST
// portal's state codes, see states.ts).
import { isGstStateCode } from './states';

const FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function isGstinFormat(value: string): boolean {
  return FORMAT.test(value);
}

/** The check character for the first 14 characters (GSTN's published mod-36 scheme). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const code = CHARSET.indexOf(first14[i] ?? '');
    const product = code * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36] as string;
}

export type GstinProblem = 'format' | 'stateCode' | 'checkDigit' | null;

export function gstinProblem(value: string): GstinProblem {
  if (!isGstinFormat(value)) return 'format';
  if (!isGstStateCode(gstinStateCode(value))) return 'stateCode';
  return gstinCheckChar(value.slice(0, 14)) === value[14] ? null : 'checkDigit';
}

export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}
