// The app's one HTTP client: /api, 30 s timeout, the signed-in session's tokens, the spec's 403
// and 500 toasts; plus helpers that unwrap the `{ success, data }` envelope.
import { ERRORS, LIMITS, type Ok } from '@practice-desk/contracts';
import { useAuthStore } from './auth/auth-store';
import { createApiClient } from './create-api-client';
import { toast } from './toast';

export const api = createApiClient({
  prefixUrl: '/api',
  timeoutMs: LIMITS.apiTimeoutMs,
  session: {
    accessToken: () => useAuthStore.getState().accessToken,
    refreshToken: () => useAuthStore.getState().refreshToken,
    saveTokens: ({ accessToken, refreshToken, user }) =>
      useAuthStore.getState().setTokens(accessToken, refreshToken, user),
    // The signed-in frame sees the session end and goes to /login.
    end: () => useAuthStore.getState().signOut(),
  },
  onForbidden: () => toast.error(ERRORS.forbidden),
  onServerError: () => toast.error(ERRORS.server),
});

export async function getData<T>(
  path: string,
  searchParams?: URLSearchParams | Record<string, string | number | boolean>,
): Promise<T> {
  return (await api.get(path, { searchParams }).json<Ok<T>>()).data;
}

export async function send<T>(
  method: 'post' | 'put' | 'delete',
  path: string,
  json?: unknown,
): Promise<Ok<T>> {
  const answer = await api(path, { method, json }).json<Ok<T>>();
  // A warning beside success (an unsigned document, issue 34) is shown wherever the call was made.
  if (answer.warning) toast.warning(answer.warning);
  return answer;
}
