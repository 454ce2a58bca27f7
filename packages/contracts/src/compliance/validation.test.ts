import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { gstinFor } from './test-profile';
import { arnProblem, COMPLIANCE_MESSAGES, gstinPanProblem, panProblem, tanProblem } from './validation';

describe('PAN', () => {
  it('accepts a PAN whose 4th letter matches the entity type', () => {
    expect(panProblem('ABCPK1234E', 'individual')).toBeNull();
    expect(panProblem('ABCHK1234E', 'huf')).toBeNull();
    expect(panProblem('ABCFK1234E', 'firm')).toBeNull();
    expect(panProblem('ABCFK1234E', 'llp')).toBeNull();
    expect(panProblem('ABCCK1234E', 'company')).toBeNull();
    expect(panProblem('ABCTK1234E', 'trust')).toBeNull();
    expect(panProblem('ABCAK1234E', 'aop')).toBeNull();
  });
  it('says which letter the entity type needs', () => {
    expect(panProblem('ABCPK1234E', 'company')).toBe('The 4th letter of the PAN of a company is C');
    expect(panProblem('ABCCK1234E', 'llp')).toBe('The 4th letter of the PAN of an LLP is F');
  });
  it('refuses a malformed PAN', () => {
    for (const pan of ['ABCPK1234', 'ABCPK12345', 'abcpk1234e', '1BCPK1234E', 'ABCPK1234E ']) {
      expect(panProblem(pan, 'individual')).toBe(COMPLIANCE_MESSAGES.panFormat);
    }
  });
});

describe('TAN', () => {
  it('accepts four letters, five digits and a letter', () => {
    expect(tanProblem('MUMA12345B')).toBeNull();
  });
  it('refuses anything else', () => {
    for (const tan of ['MUM123456B', 'MUMA1234B', 'muma12345b', '']) {
      expect(tanProblem(tan)).toBe(COMPLIANCE_MESSAGES.tanFormat);
    }
  });
});

describe('GSTIN against the PAN', () => {
  it('accepts a GSTIN whose characters 3 to 12 are the PAN', () => {
    expect(gstinPanProblem(gstinFor('27', 'ABCPK1234E'), 'ABCPK1234E')).toBeNull();
    expect(gstinPanProblem('27AAPFU0939F1ZV', 'AAPFU0939F')).toBeNull();
  });
  it('refuses a GSTIN of another PAN', () => {
    expect(gstinPanProblem('27AAPFU0939F1ZV', 'ABCPK1234E')).toBe(COMPLIANCE_MESSAGES.gstinPan);
  });
  it('reports a wrong check digit or format first', () => {
    expect(gstinPanProblem('27AAPFU0939F1ZA', 'AAPFU0939F')).toBe(VALIDATION.gstinCheckDigit);
    expect(gstinPanProblem('27AAPFU0939F', 'AAPFU0939F')).toBe(VALIDATION.invalidGstin);
  });
});

describe('acknowledgement numbers', () => {
  it('takes a 15-character ARN for a GST form', () => {
    expect(arnProblem('GSTR-3B', 'AA2710260123456')).toBeNull();
    expect(arnProblem('PMT-06', 'aa2710260123456')).toBeNull();
    expect(arnProblem('GSTR-1', 'AA27102601234')).toBe(COMPLIANCE_MESSAGES.gstArn);
    expect(arnProblem('GSTR-9', 'AA27102601234-6')).toBe(COMPLIANCE_MESSAGES.gstArn);
  });
  it('takes any text up to 40 characters for the other forms', () => {
    expect(arnProblem('ITR', '123456789012345')).toBeNull();
    expect(arnProblem('AOC-4', 'AB1234567')).toBeNull();
    expect(arnProblem('26Q', 'x'.repeat(41))).toBe(COMPLIANCE_MESSAGES.arnTooLong);
  });
  it('refuses an empty one', () => {
    expect(arnProblem('ITR', '  ')).toBe(COMPLIANCE_MESSAGES.arnRequired('ITR'));
    expect(arnProblem('GSTR-3B', '')).toBe(COMPLIANCE_MESSAGES.arnRequired('GSTR-3B'));
  });
});
