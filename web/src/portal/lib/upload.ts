// Uploads one file against a requested document, reporting progress as it goes: fetch cannot tell
// how much of a body was sent, XMLHttpRequest can (a photo over a phone's line takes a while).
import {
  DOCUMENT_REQUEST_LIMITS,
  DOCUMENT_REQUEST_MESSAGES,
  type DocumentRequest,
} from '@practice-desk/contracts';
import { authHeader, failureOf, PortalError, UNREACHABLE } from './portal-api';

const UPLOAD_FAILED = 'The file could not be uploaded. Please try again.';

export interface UploadAnswer {
  request: DocumentRequest;
  message: string;
}

export function uploadItemFile(
  requestId: string,
  itemId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  // Refused here before a 25 MB photo crosses a phone's line only to be refused by the server.
  if (file.size > DOCUMENT_REQUEST_LIMITS.fileMaxBytes)
    return Promise.reject(new PortalError(DOCUMENT_REQUEST_MESSAGES.fileTooLarge, 413));
  if (file.size === 0) return Promise.reject(new PortalError(DOCUMENT_REQUEST_MESSAGES.fileEmpty, 400));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/portal/requests/${requestId}/items/${itemId}/files`);
    for (const [name, value] of Object.entries(authHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new PortalError(UNREACHABLE, 0));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const answer = body as { data: { request: DocumentRequest }; message: string };
        resolve({ request: answer.data.request, message: answer.message });
      } else {
        const fallback = xhr.status === 413 ? DOCUMENT_REQUEST_MESSAGES.fileTooLarge : UPLOAD_FAILED;
        reject(failureOf(xhr.status, body, fallback));
      }
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
