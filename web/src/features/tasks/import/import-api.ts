// The task import calls: template, preview (an upload with progress), remap, commit, history, undo.
import type {
  ImportBatchRow,
  ImportCommitResult,
  ImportMapping,
  ImportPreview,
  ImportUndoResult,
  Ok,
} from '@practice-desk/contracts';
import { getData, send } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { downloadFile } from '../../../lib/files';

/** The share of the upload sent, 0..1; fetch cannot tell this over HTTP/1.1, XMLHttpRequest can. */
export type UploadProgress = (sent: number) => void;

function sendForm<T>(
  path: string,
  file: File,
  onProgress: UploadProgress,
): Promise<{ status: number; body: Ok<T> & { message?: string } }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path}`);
    const token = useAuthStore.getState().accessToken;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => resolve({ status: xhr.status, body: JSON.parse(xhr.responseText || '{}') });
    xhr.onerror = () => reject(new Error('Failed to import tasks'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

async function uploadWithProgress<T>(path: string, file: File, onProgress: UploadProgress): Promise<T> {
  let answer = await sendForm<T>(path, file, onProgress);
  if (answer.status === 401) {
    // An expired access token: any call through the app's client refreshes it, then send again.
    await getData('auth/verify');
    answer = await sendForm<T>(path, file, onProgress);
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body.data;
  throw new Error(answer.body.message ?? 'Failed to import tasks');
}

/** '/api/tasks/import/…' as the server names a file → the client's path under /api. */
const apiPath = (url: string) => url.replace(/^\/api\//, '');

export const importApi = {
  template: () => downloadFile('tasks/import/template', {}, 'tasks-import-template.xlsx'),
  preview: (file: File, onProgress: UploadProgress) =>
    uploadWithProgress<ImportPreview>('tasks/import/preview', file, onProgress),
  remap: async (token: string, mapping: ImportMapping) =>
    (await send<ImportPreview>('post', 'tasks/import/remap', { token, mapping })).data,
  commit: async (token: string, mapping: ImportMapping, createClients: boolean) =>
    (await send<ImportCommitResult>('post', 'tasks/import/commit', { token, mapping, createClients })).data,
  failedRows: (url: string) => downloadFile(apiPath(url), {}, 'tasks-not-imported.xlsx'),
  batches: () => getData<ImportBatchRow[]>('tasks/import/batches'),
  undo: async (id: string) => (await send<ImportUndoResult>('post', `tasks/import/batches/${id}/undo`)).data,
};
