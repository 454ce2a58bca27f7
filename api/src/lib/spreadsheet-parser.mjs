// Parses one uploaded spreadsheet in its own process (forked by spreadsheet-parse.ts with memory
// and time limits): one file in by IPC, its table out in slices of rows, then exit. Slices, not
// one message: the API reads each message in one synchronous step, and a 50,000-row table in
// one piece would hold its event loop for that long. Plain JavaScript so it starts the same
// under node, tsx and vitest, with no loader.
import * as XLSX from '@e965/xlsx';

function parse({ bytes, text, maxCells, grid }) {
  // A csv comes decoded, read raw: "1,50" and "=SUM()" stay the text they are. A workbook keeps
  // its typed cells and dates; only the first sheet is read.
  const book =
    text !== undefined
      ? XLSX.read(text, { type: 'string', raw: true, cellText: false, dense: true })
      : XLSX.read(bytes, { type: 'array', cellDates: true, cellText: false, dense: true, sheets: 0 });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return { rows: [] };
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1:A1');
  const cells = (range.e.r - range.s.r + 1) * (range.e.c - range.s.c + 1);
  if (cells > maxCells) return { tooManyCells: true };
  // The whole sheet as it stands, from its first row, blank rows kept (so a row's place is the
  // file's row number): for a bank statement, whose header sits below banner rows.
  if (grid) {
    const whole = { s: { r: 0, c: range.s.c }, e: range.e };
    const rows = XLSX.utils.sheet_to_json(sheet, {
      header: 1,
      defval: null,
      raw: true,
      blankrows: true,
      range: whole,
    });
    return { headers: [], rows };
  }
  // The headers as SheetJS names them ('__EMPTY' for a blank one, 'Name_1' for a repeat), read
  // from the header row and the row under it; the rows as arrays in that order, which cost far
  // less to build and to hand over than one object per row.
  const top = { s: range.s, e: { r: Math.min(range.s.r + 1, range.e.r), c: range.e.c } };
  const [first] = XLSX.utils.sheet_to_json(sheet, { defval: null, raw: true, blankrows: true, range: top });
  const headers = Object.keys(first ?? {});
  if (range.e.r === range.s.r) return { headers, rows: [] };
  const below = { s: { r: range.s.r + 1, c: range.s.c }, e: range.e };
  const rows = XLSX.utils.sheet_to_json(sheet, {
    header: 1,
    defval: null,
    raw: true,
    blankrows: false,
    range: below,
  });
  return { headers, rows };
}

// An API that goes away (killed, crashed) takes its parsers with it.
process.once('disconnect', () => process.exit(0));
const ROWS_PER_MESSAGE = 2_000;
const send = (message) => new Promise((resolve) => process.send(message, resolve));

process.once('message', async (file) => {
  let answer;
  try {
    answer = parse(file);
  } catch {
    answer = { unreadable: true };
  }
  const { rows, ...rest } = answer;
  // Each slice is sent once the one before it has gone, so the pipe never holds the whole table.
  for (let start = 0; rows && start < rows.length; start += ROWS_PER_MESSAGE)
    await send({ rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
  await send({ ...rest, end: true });
  process.exit(0);
});
