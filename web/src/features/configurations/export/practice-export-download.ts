// Downloads the whole practice's export: reads the zip as it streams, counts its files as their
// headers arrive against the number the server announced, and saves it once whole. Aborting the
// signal stops the request; nothing is saved then.
import { EXPORT_FILES_HEADER } from '@practice-desk/contracts';
import { api } from '../../../lib/api-client';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveBlob } from '../../../lib/files';
import { ZipEntryNames } from './zip-entry-names';

const BLOB_BYTES = 8 * 1024 * 1024;

export interface ExportProgress {
  name: string;
  /** Files whose writing has begun. */
  files: number;
  /** Files the export holds, as the server said up front. */
  total: number | null;
  received: number;
  /** The file being written now. */
  current: string | null;
}

export async function downloadPracticeExport(
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
): Promise<string> {
  // No time limit: a large practice's export takes as long as it takes; Cancel stops it.
  const response = await api.get('practice/export', { signal, timeout: false });
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'practice-export.zip';
  const announced = response.headers.get(EXPORT_FILES_HEADER);
  const progress: ExportProgress = {
    name,
    files: 0,
    total: announced === null ? null : Number(announced),
    received: 0,
    current: null,
  };
  onProgress({ ...progress });
  const body = response.body;
  if (!body) throw new Error('The export answered without a body');
  const reader = body.getReader();
  const names = new ZipEntryNames();
  // Gathered into blobs every few MB: the browser keeps blob data out of the page's heap (Chromium
  // moves large blobs to disk), so a large export does not sit in JavaScript's memory.
  const blobs: Blob[] = [];
  let parts: Uint8Array[] = [];
  let partBytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    partBytes += value.length;
    if (partBytes >= BLOB_BYTES) {
      blobs.push(new Blob(parts as BlobPart[]));
      parts = [];
      partBytes = 0;
    }
    progress.received += value.length;
    const started = names.push(value);
    if (started.length > 0) {
      progress.files += started.length;
      progress.current = started[started.length - 1] ?? null;
    }
    onProgress({ ...progress });
  }
  saveBlob(new Blob([...blobs, ...(parts as BlobPart[])], { type: 'application/zip' }), name);
  return name;
}
