// A completion refused because the client's documents are awaited: an Admin is asked for a reason
// to complete it anyway; anyone else sees the refusal as usual.
import { DOCUMENTS_AWAITED_CODE } from '@practice-desk/contracts';
import { HTTPError } from 'ky';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { askCompletionOverride } from '../states/completion-override-store';

/** The Admin's reason when `err` is that refusal and they give one; null otherwise. */
export async function completionOverrideFor(err: unknown): Promise<string | null> {
  if (!(err instanceof HTTPError) || err.response.status !== 409) return null;
  if (useAuthStore.getState().user?.role !== 'ADMIN') return null;
  const body = (await err.response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  if (body?.code !== DOCUMENTS_AWAITED_CODE) return null;
  return askCompletionOverride(body.message ?? '');
}
