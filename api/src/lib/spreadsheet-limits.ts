// What an uploaded spreadsheet may be (type, size, how far it expands, cells) and the messages
// that say why one is refused.
import { LIMITS } from '@practice-desk/contracts';

export const SPREADSHEET_LIMITS = {
  maxBytes: LIMITS.importMaxBytes,
  /** Declared size of an .xlsx once unzipped. */
  maxExpandedBytes: 50 * 1024 * 1024,
  /** Unzipped size over file size: real workbooks stay well under 20. */
  maxExpansionRatio: 100,
  maxCells: 1_000_000,
  workerMemoryMb: 256,
  parseTimeoutMs: 15_000,
  parallelParses: 2,
} as const;

export const SPREADSHEET_MESSAGES = {
  type: 'Only .csv, .xlsx and .xls files can be imported',
  size: 'The file is larger than 10 MB',
  mismatch: 'The file content does not match its extension',
  empty: 'The file has no rows to import',
  unreadable: 'The file could not be read as a spreadsheet',
  expandsTooMuch: 'The file expands to more than 50 MB when opened',
  compressedTooMuch: 'The file is compressed more than 100 times: it cannot be a spreadsheet we import',
  tooManyCells: 'The file has more than 1,000,000 cells',
  tooMuchMemory: 'The file needs too much memory to read',
  tooSlow: 'The file took too long to read',
} as const;
