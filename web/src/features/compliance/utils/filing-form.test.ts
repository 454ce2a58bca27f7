import { ACKNOWLEDGEMENT_MAX_BYTES, COMPLIANCE_MESSAGES, FILING_MESSAGES } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { filingProblems } from './filing-form';

const today = '2026-11-25';
const pdf = (size = 100) => new File([new Uint8Array(size)], 'ack.pdf', { type: 'application/pdf' });

describe('the filing dialog', () => {
  it('takes a 15-character GST ARN, a date up to today and an optional PDF', () => {
    expect(filingProblems('GSTR-3B', { arn: 'AA271126000123X', filedOn: today, file: null }, today)).toEqual(
      {},
    );
    expect(
      filingProblems('GSTR-3B', { arn: 'AA271126000123X', filedOn: '2026-11-01', file: pdf() }, today),
    ).toEqual({});
  });

  it('refuses a GST ARN that is not 15 characters, and an empty number for any form', () => {
    expect(filingProblems('GSTR-3B', { arn: 'AA2711', filedOn: today, file: null }, today)).toEqual({
      arn: COMPLIANCE_MESSAGES.gstArn,
    });
    expect(filingProblems('ITR', { arn: ' ', filedOn: today, file: null }, today)).toEqual({
      arn: COMPLIANCE_MESSAGES.arnRequired('ITR'),
    });
    expect(filingProblems('ITR', { arn: '123456789012345678', filedOn: today, file: null }, today)).toEqual(
      {},
    );
  });

  it('refuses a filing date in the future or missing', () => {
    expect(filingProblems('ITR', { arn: '1', filedOn: '2026-11-26', file: null }, today).filedOn).toBe(
      'The filing date cannot be in the future',
    );
    expect(filingProblems('ITR', { arn: '1', filedOn: '', file: null }, today).filedOn).toBe(
      'Enter the filing date',
    );
  });

  it('refuses an acknowledgement that is not a PDF or is too large', () => {
    const image = new File(['x'], 'ack.png', { type: 'image/png' });
    expect(filingProblems('ITR', { arn: '1', filedOn: today, file: image }, today).file).toBe(
      'The acknowledgement must be a PDF',
    );
    expect(
      filingProblems('ITR', { arn: '1', filedOn: today, file: pdf(ACKNOWLEDGEMENT_MAX_BYTES + 1) }, today)
        .file,
    ).toBe(FILING_MESSAGES.pdfTooLarge);
  });

  it('refuses a PDF larger than the server takes, in the server’s words', () => {
    const justOver = pdf(5 * 1024 * 1024 + 1);
    expect(filingProblems('ITR', { arn: '1', filedOn: today, file: justOver }, today).file).toBe(
      FILING_MESSAGES.pdfTooLarge,
    );
    expect(filingProblems('ITR', { arn: '1', filedOn: today, file: pdf(5 * 1024 * 1024) }, today)).toEqual(
      {},
    );
  });
});
