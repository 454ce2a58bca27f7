// Downloading a file the server makes, and uploading one, through the signed-in client. A
// download is read as a stream: the downloads panel shows its bytes (and the rows the server
// announced) as they arrive, and its Cancel aborts the request; nothing is saved then.
import { DOWNLOAD, EXPORT_ROWS_HEADER, type Ok } from '@practice-desk/contracts';
import { api } from './api-client';
import { fileNameFromDisposition } from './content-disposition';
import { useDownloads } from './downloads-store';
import { toast } from './toast';

/** Hands `blob` to the browser to save as `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; give it time before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Saves the file; answers its name, or null when the person cancelled it. */
export async function downloadFile(
  path: string,
  searchParams: URLSearchParams | Record<string, string> = {},
  fallbackName = 'download',
): Promise<string | null> {
  const controller = new AbortController();
  const downloads = useDownloads.getState();
  const id = downloads.start({ name: fallbackName, cancel: () => controller.abort() });
  try {
    const response = await api.get(path, {
      searchParams,
      signal: controller.signal,
      onDownloadProgress: ({ transferredBytes }) => downloads.update(id, { received: transferredBytes }),
    });
    const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
    const rows = response.headers.get(EXPORT_ROWS_HEADER);
    const length = response.headers.get('content-length');
    downloads.update(id, {
      name,
      rows: rows === null ? null : Number(rows),
      total: length === null ? null : Number(length),
    });
    const blob = await response.blob();
    saveBlob(blob, name);
    return name;
  } catch (error) {
    if (!controller.signal.aborted && !isAbort(error)) throw error;
    toast.info(DOWNLOAD.cancelled);
    return null;
  } finally {
    downloads.finish(id);
  }
}

export async function uploadFile<T>(path: string, field: string, file: File): Promise<Ok<T>> {
  const body = new FormData();
  body.append(field, file);
  return api.post(path, { body }).json<Ok<T>>();
}

/** The answer to an upload of a spreadsheet: the contract's ImportReport. */
export type { ImportReport } from '@practice-desk/contracts';
