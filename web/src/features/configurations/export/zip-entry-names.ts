// The names of a zip's files as its bytes arrive: each file starts with a local header (PK\3\4,
// then fixed fields and the name) that is never compressed, so the screen can count the files
// of an export that streams. Only headers as the practice export writes them are counted (version
// 4.5 for Zip64, or 2.0; sizes after the data, UTF-8 names, deflated) and only names at its top
// level, so bytes of a document that happen to look like a signature are not taken for a file.
const SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const HEADER = 30;
const TOP_LEVEL = /^(manifest\.json|README\.txt|data\/|spreadsheets\/|documents\/)/;

export class ZipEntryNames {
  private tail = new Uint8Array(0);

  /** The names of the files whose headers end in `chunk` (or in what was held from before it). */
  push(chunk: Uint8Array): string[] {
    const bytes = new Uint8Array(this.tail.length + chunk.length);
    bytes.set(this.tail);
    bytes.set(chunk, this.tail.length);
    const names: string[] = [];
    let at = 0;
    let keepFrom = Math.max(0, bytes.length - (SIGNATURE.length - 1));
    while (at + SIGNATURE.length <= bytes.length) {
      const found = indexOfSignature(bytes, at);
      if (found < 0) break;
      if (found + HEADER > bytes.length) {
        keepFrom = found;
        break;
      }
      const view = new DataView(bytes.buffer, bytes.byteOffset + found);
      const nameLength = view.getUint16(26, true);
      if (found + HEADER + nameLength > bytes.length) {
        keepFrom = found;
        break;
      }
      const version = view.getUint16(4, true);
      const ours =
        (version === 45 || version === 20) &&
        view.getUint16(6, true) === 0x0808 &&
        view.getUint16(8, true) === 8;
      const name = ours
        ? new TextDecoder('utf-8', { fatal: false }).decode(
            bytes.subarray(found + HEADER, found + HEADER + nameLength),
          )
        : '';
      if (ours && TOP_LEVEL.test(name)) {
        names.push(name);
        at = found + HEADER + nameLength;
      } else {
        at = found + 1;
      }
      keepFrom = Math.max(at, bytes.length - (SIGNATURE.length - 1));
    }
    this.tail = bytes.slice(Math.min(keepFrom, bytes.length));
    return names;
  }
}

function indexOfSignature(bytes: Uint8Array, from: number): number {
  for (
    let i = bytes.indexOf(SIGNATURE[0] as number, from);
    i >= 0;
    i = bytes.indexOf(SIGNATURE[0] as number, i + 1)
  ) {
    if (i + SIGNATURE.length > bytes.length) return -1;
    if (bytes[i + 1] === SIGNATURE[1] && bytes[i + 2] === SIGNATURE[2] && bytes[i + 3] === SIGNATURE[3])
      return i;
  }
  return -1;
}
