import type { TokenPair } from '@practice-desk/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './create-api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server whose access tokens are 'a1', 'a2'…; only the newest is accepted. */
function fakeServer({ refuseRefresh = false, unavailable = 0 } = {}) {
  let away = unavailable;
  let current = 'a1';
  const calls: { path: string; bearer: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push({ path, bearer: request.headers.get('authorization') });
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (away > 0) {
      away -= 1;
      return new Response(JSON.stringify({ success: false, message: 'briefly unavailable' }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '0' },
      });
    }
    if (path === '/api/auth/refresh-token') {
      if (refuseRefresh) return json(401, { success: false, message: 'Your session has expired.' });
      current = `a${Number(current.slice(1)) + 1}`;
      return json(200, { success: true, data: { accessToken: current, refreshToken: `r-${current}` } });
    }
    if (path === '/api/forbidden') return json(403, { success: false, message: 'no' });
    if (request.headers.get('authorization') !== `Bearer ${current}`)
      return json(401, { success: false, message: 'expired' });
    return json(200, { success: true, data: path });
  });
  return { fetch, calls, expire: () => (current = `${current}-old`) };
}

function session(initial: TokenPair) {
  const state = { ...initial, ended: 0 };
  return {
    state,
    port: {
      accessToken: () => (state.ended ? null : state.accessToken),
      refreshToken: () => (state.ended ? null : state.refreshToken),
      saveTokens: (pair: TokenPair) => Object.assign(state, pair),
      end: () => {
        state.ended += 1;
      },
    },
  };
}

function client(server: ReturnType<typeof fakeServer>, port: ReturnType<typeof session>['port']) {
  const onForbidden = vi.fn();
  const api = createApiClient({
    prefixUrl: 'http://practice.test/api',
    timeoutMs: 5_000,
    session: port,
    onForbidden,
    onServerError: vi.fn(),
    fetch: server.fetch as typeof fetch,
  });
  return { api, onForbidden };
}

describe('the API client', () => {
  it('refreshes once for concurrent calls that met an expired token, and retries each once', async () => {
    const server = fakeServer();
    const s = session({ accessToken: 'stale', refreshToken: 'r1' });
    const { api } = client(server, s.port);
    const answers = await Promise.all(['a', 'b', 'c'].map((p) => api.get(p).json<{ data: string }>()));
    expect(answers.map((a) => a.data)).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(server.calls.filter((c) => c.path === '/api/auth/refresh-token')).toHaveLength(1);
    for (const p of ['a', 'b', 'c'])
      expect(server.calls.filter((c) => c.path === `/api/${p}`).map((c) => c.bearer)).toEqual([
        'Bearer stale',
        'Bearer a2',
      ]);
    expect(s.state).toMatchObject({ accessToken: 'a2', refreshToken: 'r-a2', ended: 0 });
  });

  it('does not refresh again for a call that failed with a token already replaced', async () => {
    const server = fakeServer();
    const s = session({ accessToken: 'stale', refreshToken: 'r1' });
    const { api } = client(server, s.port);
    await api.get('first');
    expect(s.state.accessToken).toBe('a2');
    const late = await api
      .get('late', { headers: { authorization: 'Bearer stale' } })
      .json<{ data: string }>();
    expect(late.data).toBe('/api/late');
    expect(server.calls.filter((c) => c.path === '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('ends the session once when the refresh is refused, and the calls fail', async () => {
    const server = fakeServer({ refuseRefresh: true });
    const s = session({ accessToken: 'stale', refreshToken: 'r1' });
    const { api } = client(server, s.port);
    const results = await Promise.allSettled(['a', 'b'].map((p) => api.get(p).json()));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(s.state.ended).toBe(1);
    expect(server.calls.filter((c) => c.path === '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('reports a 403 and never refreshes for it', async () => {
    const server = fakeServer();
    const s = session({ accessToken: 'a1', refreshToken: 'r1' });
    const { api, onForbidden } = client(server, s.port);
    await expect(api.get('forbidden').json()).rejects.toThrow();
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(server.calls.map((c) => c.path)).toEqual(['/api/forbidden']);
  });

  it('tries a read again when the server answers 503 while its database restarts', async () => {
    const server = fakeServer({ unavailable: 2 });
    const s = session({ accessToken: 'a1', refreshToken: 'r1' });
    const { api } = client(server, s.port);
    await expect(api.get('tasks').json()).resolves.toEqual({ success: true, data: '/api/tasks' });
    expect(server.calls.map((c) => c.path)).toEqual(['/api/tasks', '/api/tasks', '/api/tasks']);
  });

  it('never repeats a write the server answered 503', async () => {
    const server = fakeServer({ unavailable: 1 });
    const s = session({ accessToken: 'a1', refreshToken: 'r1' });
    const { api } = client(server, s.port);
    await expect(api.post('tasks', { json: {} }).json()).rejects.toThrow();
    expect(server.calls).toHaveLength(1);
  });

  it('keeps the session when the refresh meets a server that is down, and refreshes on the next call', async () => {
    const server = fakeServer();
    const s = session({ accessToken: 'stale', refreshToken: 'r1' });
    const { api } = client(server, s.port);
    server.fetch.mockImplementationOnce(async () => json(401, { success: false, message: 'expired' }));
    server.fetch.mockImplementationOnce(async () => json(503, { success: false, message: 'down' }));
    await expect(api.post('tasks', { json: {} }).json()).rejects.toThrow();
    expect(s.state.ended).toBe(0);
    await expect(api.get('tasks').json()).resolves.toEqual({ success: true, data: '/api/tasks' });
    expect(s.state.ended).toBe(0);
  });
});
