import { describe, expect, it } from 'vitest';
import { ZipEntryNames } from './zip-entry-names';

/** A local file header as the practice export writes it, its name, then `data`. */
function entry(name: string, data: number[], fields = { version: 20, flags: 0x0808, method: 8 }): number[] {
  const nameBytes = [...new TextEncoder().encode(name)];
  const header = new Uint8Array(30);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint16(4, fields.version, true);
  view.setUint16(6, fields.flags, true);
  view.setUint16(8, fields.method, true);
  view.setUint16(26, nameBytes.length, true);
  return [...header, ...nameBytes, ...data];
}

function namesIn(bytes: number[], chunkSize: number): string[] {
  const names = new ZipEntryNames();
  const found: string[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize)
    found.push(...names.push(new Uint8Array(bytes.slice(at, at + chunkSize))));
  return found;
}

describe('the files of a streaming practice export', () => {
  const archive = [
    ...entry('manifest.json', [1, 2, 3], { version: 45, flags: 0x0808, method: 8 }),
    ...entry('data/clients.jsonl', [0x50, 0x4b, 9, 9, 0x50]),
    ...entry('spreadsheets/Clients.xlsx', entry('xl/workbook.xml', [7, 7])),
    ...entry('documents/invoices/INV-26-27-001.pdf', [0x50, 0x4b, 0x03, 0x04, 0, 0]),
    ...entry('documents/files/acknowledgement/x-ack.pdf', []),
  ];
  const expected = [
    'manifest.json',
    'data/clients.jsonl',
    'spreadsheets/Clients.xlsx',
    'documents/invoices/INV-26-27-001.pdf',
    'documents/files/acknowledgement/x-ack.pdf',
  ];

  it('names each file once, however the bytes are cut', () => {
    for (const size of [1, 2, 3, 5, 7, 31, 64, archive.length])
      expect(namesIn(archive, size), `${size}`).toEqual(expected);
  });

  it('takes no nested workbook part, nor bytes that only look like a header, for a file', () => {
    const lookalike = entry('documents/fake.pdf', [], { version: 10, flags: 0, method: 0 });
    expect(namesIn([...archive, ...lookalike], 4)).toEqual(expected);
  });
});
