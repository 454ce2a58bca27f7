import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('the file name of a download', () => {
  it('reads a quoted or bare name', () => {
    expect(fileNameFromDisposition('attachment; filename="INV-1001.pdf"')).toBe('INV-1001.pdf');
    expect(fileNameFromDisposition('attachment; filename=INV-1001.pdf')).toBe('INV-1001.pdf');
  });
  it('prefers the UTF-8 spelling', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="INV-26-27-001.pdf"; filename*=UTF-8''INV-26-27-001.pdf`),
    ).toBe('INV-26-27-001.pdf');
  });
  it('has none without a header or a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
