import { describe, expect, it } from 'vitest';
import { attachmentName } from './download';

describe('a downloaded file’s name', () => {
  it('is the one the server gives', () => {
    expect(attachmentName('attachment; filename="INV-1001.pdf"', 'invoice.pdf')).toBe('INV-1001.pdf');
  });
  it('falls back when the server gives none', () => {
    expect(attachmentName(null, 'invoice.pdf')).toBe('invoice.pdf');
    expect(attachmentName('attachment', 'statement.pdf')).toBe('statement.pdf');
  });
});
