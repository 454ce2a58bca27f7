// pdftotext (Debian's poppler-utils) reads the text of the PDFs the API tests render (receipts,
// advances, statements of account), to check what a client would read on them.
import { execFileSync } from 'node:child_process';
import { aptInstall } from './apt.mjs';

const HELP =
  'Install poppler-utils (Debian/Ubuntu: `sudo apt-get install poppler-utils`; macOS: `brew install poppler`).';

function hasPdfToText() {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function ensurePdfToText() {
  if (hasPdfToText()) return;
  if ((await aptInstall(['poppler-utils'], 'pdftotext not found')) && hasPdfToText()) return;
  throw new Error(`pdftotext is not installed: the API's PDF tests read their text with it. ${HELP}`);
}
