// Downloads a portal file (a PDF) with the portal session: fetched with its header, then saved
// under the name the server gives it. A plain link could not carry the session.
import { ERRORS } from '@practice-desk/contracts';
import { authHeader, failureOf, PortalError, UNREACHABLE } from './portal-api';

/** The file name of a `content-disposition: attachment; filename="…"` header. */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

export async function downloadPortalFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/portal/${path}`, { headers: authHeader() });
  } catch {
    throw new PortalError(UNREACHABLE, 0);
  }
  if (!response.ok) throw failureOf(response.status, await response.json().catch(() => null), ERRORS.server);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
