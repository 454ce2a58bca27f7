// The kind of an upload, told from its first bytes whatever its name says.
import { describe, expect, it } from 'vitest';
import { contentKind } from './content-kind';

const zipWithFirstEntry = (name: string) => {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name)]);
};

describe('content kind', () => {
  it('knows PDFs, phone pictures, workbooks and CSV by their bytes', () => {
    expect(contentKind(Buffer.from('%PDF-1.4\n'), true)).toBe('pdf');
    expect(contentKind(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]), true)).toBe('jpeg');
    expect(contentKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), true)).toBe('png');
    expect(contentKind(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmif1')]), true)).toBe(
      'heic',
    );
    expect(contentKind(zipWithFirstEntry('[Content_Types].xml'), true)).toBe('xlsx');
    expect(contentKind(Buffer.from('GSTIN,Invoice,Taxable\n27AAPFU0939F1ZV,1,100\n'), true)).toBe('csv');
  });

  it('refuses executables, archives, scripts and markup, whatever they are called', () => {
    expect(contentKind(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(60)]), true)).toBeNull();
    expect(contentKind(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), true)).toBeNull();
    expect(contentKind(zipWithFirstEntry('META-INF/MANIFEST.MF'), true)).toBeNull();
    expect(contentKind(Buffer.from('#!/bin/sh\necho hi\n'), true)).toBeNull();
    expect(contentKind(Buffer.from('<html><script>alert(1)</script></html>'), true)).toBeNull();
    expect(contentKind(Buffer.alloc(0), true)).toBeNull();
  });

  it('reads a CSV window cut inside a character by its whole lines', () => {
    const rupee = Buffer.from('Amount\n₹100\n');
    const cut = rupee.subarray(0, rupee.length - 3);
    expect(contentKind(cut, false)).toBe('csv');
    expect(contentKind(Buffer.from([0x61, 0x0a, 0xc3, 0x28, 0x0a]), true)).toBeNull();
  });
});
