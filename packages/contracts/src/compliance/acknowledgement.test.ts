import { describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENT_LABEL_ANY, acknowledgementLabel, authorityOfForm } from './acknowledgement';
import { arnProblem } from './validation';

describe("the acknowledgement's name follows the authority", () => {
  it("calls a GST return's number the ARN", () => {
    for (const code of ['GSTR-1', 'GSTR-3B', 'GSTR-9', 'CMP-08', 'PMT-06']) {
      expect(authorityOfForm(code)).toBe('gst');
      expect(acknowledgementLabel(code)).toBe('ARN');
    }
  });

  it('calls an income-tax return and a TDS/TCS statement an acknowledgement number', () => {
    for (const code of ['ITR', 'TAX-AUDIT', '24Q', '26Q', '27Q', '27EQ', 'TDS-PAYMENT']) {
      expect(authorityOfForm(code)).toBe('income-tax');
      expect(acknowledgementLabel(code)).toBe('Acknowledgement number');
    }
  });

  it('calls an MCA e-form the SRN', () => {
    for (const code of ['AOC-4', 'MGT-7', 'DIR-3-KYC', 'ADT-1', 'DPT-3', 'LLP-8', 'LLP-11']) {
      expect(authorityOfForm(code)).toBe('mca');
      expect(acknowledgementLabel(code)).toBe('SRN');
    }
  });

  it('falls back to acknowledgement number for a form no rules file has', () => {
    expect(authorityOfForm('FORM-X')).toBeNull();
    expect(acknowledgementLabel('FORM-X')).toBe(ACKNOWLEDGEMENT_LABEL_ANY);
  });

  it('asks for the number by its own name when it is missing', () => {
    expect(arnProblem('GSTR-3B', '')).toBe('Enter the ARN');
    expect(arnProblem('MGT-7', ' ')).toBe('Enter the SRN');
    expect(arnProblem('ITR', '')).toBe('Enter the acknowledgement number');
  });
});
