// Downloading a file the server makes, and uploading one, through the signed-in client.
import type { Ok } from '@practice-desk/contracts';
import { api } from './api-client';
import { fileNameFromDisposition } from './content-disposition';

export async function downloadFile(
  path: string,
  searchParams: URLSearchParams | Record<string, string> = {},
  fallbackName = 'download',
) {
  const response = await api.get(path, { searchParams });
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; give it time before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}

export async function uploadFile<T>(path: string, field: string, file: File): Promise<Ok<T>> {
  const body = new FormData();
  body.append(field, file);
  return api.post(path, { body }).json<Ok<T>>();
}

/** The answer to an upload of a spreadsheet: the contract's ImportReport. */
export type { ImportReport } from '@practice-desk/contracts';
