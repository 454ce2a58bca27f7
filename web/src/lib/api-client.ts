// The one HTTP client: /api prefix, 30 s timeout, bearer token; on a 401 exactly one token
// refresh runs for all waiting calls, each retried once; 403 and 500 are toasted here.
import { ERRORS, LIMITS, type Ok, type TokenPair } from '@practice-desk/contracts';
import ky, { type KyRequest } from 'ky';
import { useAuthStore } from '../features/auth/states/auth-store';
import { singleFlight } from './single-flight';
import { toast } from './toast';

const refreshOnce = singleFlight(async (): Promise<string> => {
  const { refreshToken } = useAuthStore.getState();
  if (!refreshToken) throw new Error('no session');
  try {
    const res = await ky
      .post('/api/auth/refresh-token', { json: { refreshToken }, timeout: LIMITS.apiTimeoutMs })
      .json<Ok<TokenPair & { user: Parameters<ReturnType<typeof useAuthStore.getState>['setUser']>[0] }>>();
    useAuthStore.getState().setTokens(res.data.accessToken, res.data.refreshToken, res.data.user);
    return res.data.accessToken;
  } catch (err) {
    // The session is over: the route guard sends the person to /login.
    useAuthStore.getState().signOut();
    throw err;
  }
});

const isAuthCall = (request: KyRequest) =>
  /\/api\/auth\/(login|refresh-token|register|forgot-password|reset-password)$/.test(
    new URL(request.url).pathname,
  );

export const api = ky.create({
  prefixUrl: '/api',
  timeout: LIMITS.apiTimeoutMs,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = useAuthStore.getState().accessToken;
        if (token && !request.headers.has('authorization'))
          request.headers.set('authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        if (response.status === 401 && !isAuthCall(request) && useAuthStore.getState().refreshToken) {
          const token = await refreshOnce();
          const retry = request.clone();
          retry.headers.set('authorization', `Bearer ${token}`);
          return ky(retry, { retry: 0, timeout: LIMITS.apiTimeoutMs, throwHttpErrors: false });
        }
        if (response.status === 403) toast.error(ERRORS.forbidden);
        if (response.status >= 500) toast.error(ERRORS.server);
        return response;
      },
    ],
  },
});

/** GET/POST helpers that unwrap the `{ success, data }` envelope. */
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
  return api(path, { method, json }).json<Ok<T>>();
}
