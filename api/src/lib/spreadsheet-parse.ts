// Runs SheetJS on an upload inside a worker thread with a memory ceiling and a time limit, one or
// two at a time, so a hostile file cannot stall or swell the server; other requests keep answering.
import { Worker } from 'node:worker_threads';
import { DomainError } from './errors';
import { SPREADSHEET_LIMITS, SPREADSHEET_MESSAGES } from './spreadsheet-limits';

export type ParsedRow = Record<string, string | number | boolean | Date | null>;

const WORKER_URL = new URL('./spreadsheet-worker.mjs', import.meta.url);
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

/** A csv arrives already decoded (its encoding is settled on the main thread); a workbook as bytes. */
export type SheetSource = { text: string } | { bytes: Buffer };

function runWorker(source: SheetSource): Promise<ParsedRow[]> {
  const bytes = 'bytes' in source ? new Uint8Array(source.bytes) : undefined;
  const text = 'text' in source ? source.text : undefined;
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { bytes, text, maxCells: SPREADSHEET_LIMITS.maxCells },
      transferList: bytes ? [bytes.buffer] : [],
      resourceLimits: {
        maxOldGenerationSizeMb: SPREADSHEET_LIMITS.workerMemoryMb,
        maxYoungGenerationSizeMb: 32,
      },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new DomainError(413, SPREADSHEET_MESSAGES.tooSlow))),
      SPREADSHEET_LIMITS.parseTimeoutMs,
    );
    worker.once('message', (answer: { rows?: ParsedRow[]; unreadable?: boolean; tooManyCells?: boolean }) =>
      finish(() => {
        if (answer.tooManyCells) reject(new DomainError(413, SPREADSHEET_MESSAGES.tooManyCells));
        else if (answer.unreadable || !answer.rows)
          reject(new DomainError(400, SPREADSHEET_MESSAGES.unreadable));
        else resolve(answer.rows);
      }),
    );
    worker.once('error', (err: { code?: string }) =>
      finish(() =>
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new DomainError(413, SPREADSHEET_MESSAGES.tooMuchMemory)
            : new DomainError(400, SPREADSHEET_MESSAGES.unreadable),
        ),
      ),
    );
    worker.once('exit', () => finish(() => reject(new DomainError(400, SPREADSHEET_MESSAGES.unreadable))));
  });
}

/** The first sheet's rows as SheetJS gives them (header → value), parsed off the main thread. */
export async function parseInWorker(source: SheetSource): Promise<ParsedRow[]> {
  const release = await slot();
  try {
    return await runWorker(source);
  } finally {
    release();
  }
}
