// Runs SheetJS on an upload in a child process with a memory ceiling and a time limit, one or two
// at a time. A process, not a thread: a hostile or huge file's memory (SheetJS holds the unzipped
// sheet and every cell while it reads) is the child's and goes back to the system when it exits,
// so the API's own memory stays flat and other requests keep answering while a file is read.
import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DomainError } from './errors';
import { SPREADSHEET_LIMITS, SPREADSHEET_MESSAGES } from './spreadsheet-limits';

export type ParsedCell = string | number | boolean | Date | null;

/** The first sheet: its header names and its non-blank rows as cells in header order. */
export interface ParsedTable {
  headers: string[];
  rows: ParsedCell[][];
}

const PARSER = fileURLToPath(new URL('./spreadsheet-parser.mjs', import.meta.url));
/** How much lower than the API the parser runs (nice 10 of 19). */
const PARSER_NICENESS = 10;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= SPREADSHEET_LIMITS.parallelParses)
    await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/** A csv arrives already decoded (its encoding is settled here); a workbook as bytes. */
export type SheetSource = { text: string } | { bytes: Buffer };

/** A slice of rows, or the last message: the headers, or why the file was refused. */
type ParserMessage =
  | { rows: ParsedCell[][]; end?: undefined }
  | { end: true; headers?: string[]; unreadable?: boolean; tooManyCells?: boolean };

function startParser(): ChildProcess {
  const parser = fork(PARSER, [], {
    // 'advanced' keeps Dates and bytes as they are on the way across.
    serialization: 'advanced',
    // Only the parser's own flags: not the API's loaders or inspector.
    execArgv: [`--max-old-space-size=${SPREADSHEET_LIMITS.workerMemoryMb}`, '--max-semi-space-size=4'],
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  // A file being read is background work: on a busy machine the requests people are waiting
  // for get the processor first. (Lowering a priority needs no privilege.)
  try {
    if (parser.pid !== undefined) setPriority(parser.pid, PARSER_NICENESS);
  } catch {
    // Not every system lets a process be reniced; the parse still runs, at normal priority.
  }
  return parser;
}

function runParser(source: SheetSource, grid: boolean): Promise<ParsedTable> {
  return new Promise((resolve, reject) => {
    const parser = startParser();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (parser.exitCode === null) parser.kill('SIGKILL');
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new DomainError(413, SPREADSHEET_MESSAGES.tooSlow))),
      SPREADSHEET_LIMITS.parseTimeoutMs,
    );
    const rows: ParsedCell[][] = [];
    parser.on('message', (message: ParserMessage) => {
      if (!message.end) {
        for (const row of message.rows) rows.push(row);
        return;
      }
      finish(() => {
        if (message.tooManyCells) reject(new DomainError(413, SPREADSHEET_MESSAGES.tooManyCells));
        else if (message.unreadable || !message.headers)
          reject(new DomainError(400, SPREADSHEET_MESSAGES.unreadable));
        else resolve({ headers: message.headers, rows });
      });
    });
    parser.once('error', () => finish(() => reject(new DomainError(400, SPREADSHEET_MESSAGES.unreadable))));
    // V8 out of heap aborts the process (SIGABRT, or exit code 134 through a shell).
    parser.once('exit', (code, signal) =>
      finish(() =>
        reject(
          signal === 'SIGABRT' || code === 134
            ? new DomainError(413, SPREADSHEET_MESSAGES.tooMuchMemory)
            : new DomainError(400, SPREADSHEET_MESSAGES.unreadable),
        ),
      ),
    );
    parser.send({
      text: 'text' in source ? source.text : undefined,
      bytes: 'bytes' in source ? new Uint8Array(source.bytes) : undefined,
      maxCells: SPREADSHEET_LIMITS.maxCells,
      grid,
    });
  });
}

/** The first sheet's headers and rows, parsed in a child process. With `grid`, no headers: every
 * row from the sheet's first, blank ones included, so row i is the file's row i + 1. */
export async function parseInChildProcess(source: SheetSource, grid = false): Promise<ParsedTable> {
  const release = await slot();
  try {
    return await runParser(source, grid);
  } finally {
    release();
  }
}
