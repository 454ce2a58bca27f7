// Parses one uploaded spreadsheet off the main thread (run by spreadsheet-parse.ts with memory and
// time limits). Plain JavaScript so it starts the same under node, tsx and vitest, with no loader.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

const { bytes, text, maxCells } = workerData;

function parse() {
  // A csv comes decoded, read raw: "1,50" and "=SUM()" stay the text they are. A workbook keeps
  // its typed cells and dates; only the first sheet is read.
  const book =
    text !== undefined
      ? XLSX.read(text, { type: 'string', raw: true, dense: true })
      : XLSX.read(bytes, { type: 'array', cellDates: true, dense: true, sheets: 0 });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return { rows: [] };
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1:A1');
  const cells = (range.e.r - range.s.r + 1) * (range.e.c - range.s.c + 1);
  if (cells > maxCells) return { tooManyCells: true };
  return { rows: XLSX.utils.sheet_to_json(sheet, { defval: null, raw: true }) };
}

try {
  parentPort.postMessage(parse());
} catch {
  parentPort.postMessage({ unreadable: true });
}
