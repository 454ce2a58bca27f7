// Builds the HTTP client: prefix, timeout, bearer token; on a 401 exactly one token refresh runs for
// all waiting calls and each is retried once; 403 and 5xx are reported through callbacks. A read
// the server answers 503 (its database restarting) is tried again after the Retry-After it names;
// a refresh that fails that way, or on the network, keeps the session for the next call.
import type { AuthUser, Ok, TokenPair } from '@practice-desk/contracts';
import ky, { type KyInstance, type KyRequest } from 'ky';
import { singleFlight } from './single-flight';

/** Where the client reads and writes the session (the auth store in the app, a fake in tests). */
export interface SessionPort {
  accessToken(): string | null;
  refreshToken(): string | null;
  saveTokens(pair: TokenPair & { user?: AuthUser }): void;
  /** The refresh was refused: the session is over. */
  end(): void;
}

export interface ApiClientOptions {
  prefixUrl: string;
  timeoutMs: number;
  session: SessionPort;
  onForbidden(): void;
  onServerError(): void;
  fetch?: typeof fetch;
}

/** Reads only: a write answered 503 is not repeated behind the person's back. */
const RETRY_READS = { limit: 2, methods: ['get'], statusCodes: [503], afterStatusCodes: [503] };

/** The server looked at the refresh token and said no (as opposed to being unreachable or down). */
const refused = (err: unknown) => {
  const status = (err as { response?: Response }).response?.status;
  return status !== undefined && status >= 400 && status < 500;
};

const AUTH_CALLS = /\/auth\/(login|refresh-token|register|forgot-password|reset-password|logout)$/;
const bearerOf = (request: KyRequest) =>
  request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;

export function createApiClient(options: ApiClientOptions): KyInstance {
  const { session, prefixUrl, timeoutMs } = options;
  const plain = ky.create({ retry: 0, timeout: timeoutMs, fetch: options.fetch });

  const refreshOnce = singleFlight(async (): Promise<string> => {
    const refreshToken = session.refreshToken();
    try {
      if (!refreshToken) throw new Error('no session to refresh');
      const res = await plain
        .post(`${prefixUrl}/auth/refresh-token`, { json: { refreshToken } })
        .json<Ok<TokenPair & { user?: AuthUser }>>();
      session.saveTokens(res.data);
      return res.data.accessToken;
    } catch (err) {
      if (!refreshToken || refused(err)) session.end();
      throw err;
    }
  });

  /** A call that failed with an older token only needs the newer one; otherwise refresh once. */
  async function freshToken(sent: string | null): Promise<string> {
    const current = session.accessToken();
    return current && current !== sent ? current : refreshOnce();
  }

  return ky.create({
    prefixUrl,
    timeout: timeoutMs,
    retry: RETRY_READS,
    fetch: options.fetch,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = session.accessToken();
          if (token && !request.headers.has('authorization'))
            request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          let final = response;
          const pathname = new URL(request.url).pathname;
          if (response.status === 401 && !AUTH_CALLS.test(pathname) && session.refreshToken()) {
            const token = await freshToken(bearerOf(request));
            const retry = request.clone();
            retry.headers.set('authorization', `Bearer ${token}`);
            final = await plain(retry, { throwHttpErrors: false });
          }
          if (final.status === 403) options.onForbidden();
          if (final.status >= 500) options.onServerError();
          return final;
        },
      ],
    },
  });
}
