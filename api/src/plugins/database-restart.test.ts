// PostgreSQL going away and coming back (a restart, a fail-over): while it is away each request
// answers 503 at once rather than waiting on a reconnect delay, and within a second of its return
// new requests are answered again. The shared server is never restarted here: the app reaches it
// through a proxy this test owns, which drops every connection and refuses new ones while "down".
import { type AddressInfo, createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { ERRORS } from '@practice-desk/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';
import { testConfig } from '../test/app';
import { type AuthHeaders, createPractice, loginAs } from '../test/factories';

const url = process.env.PD_TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP proxy to PostgreSQL that can go down (every connection dropped, new ones refused) and
 * come back on the same port. */
function databaseProxy(target: URL) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  let port = 0;
  const up = () =>
    new Promise<number>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = tcpConnect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => {
            sockets.delete(s);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      server = listening;
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        resolve(port);
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  return { up, down };
}

describe.runIf(url)('when PostgreSQL restarts', () => {
  // The body is read even when the suite is skipped (PGlite): no URL to parse then.
  const proxy = databaseProxy(new URL(url ?? 'postgres://127.0.0.1:5432/none'));
  let app: Awaited<ReturnType<typeof buildApp>>;
  let admin: AuthHeaders;

  beforeAll(async () => {
    const port = await proxy.up();
    const through = new URL(url as string);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    const database = openPostgres(through.toString(), 4);
    app = await buildApp({ config: testConfig(), database, logger: false });
    app.addHook('onClose', () => database.close());
    await app.ready();
    admin = (await loginAs(app, (await createPractice(app)).admin)).headers;
  });
  afterAll(async () => {
    await proxy.up().catch(() => undefined);
    await app?.close();
    await proxy.down();
  });

  const timed = async (request: InjectOptions) => {
    const started = performance.now();
    const res = await app.inject(request);
    return { status: res.statusCode, message: res.json().message, ms: performance.now() - started };
  };
  const verify = () => timed({ method: 'GET', url: '/api/auth/verify', headers: admin });

  it('answers 503 at once while it is away, and again within a second of its return', async () => {
    expect((await verify()).status).toBe(200);
    await proxy.down();
    // Three seconds of an office's requests against a database that is away: every one answered
    // 503 (with the message to try again), none held waiting for a reconnect.
    const away: Awaited<ReturnType<typeof verify>>[] = [];
    const until = performance.now() + 3000;
    while (performance.now() < until) {
      away.push(await verify());
      away.push(await timed({ method: 'GET', url: '/api/health' }));
    }
    expect(away.length).toBeGreaterThan(6);
    expect(away.filter((r) => r.status !== 503)).toEqual([]);
    expect(
      away.find((r) => r.message !== ERRORS.databaseUnavailable && r.message !== 'Database unavailable'),
    ).toBeUndefined();
    expect(Math.max(...away.map((r) => r.ms))).toBeLessThan(1000);

    await proxy.up();
    const back = performance.now();
    let answered = await verify();
    while (answered.status !== 200 && performance.now() - back < 30_000) {
      await sleep(50);
      answered = await verify();
    }
    expect(answered.status).toBe(200);
    expect(performance.now() - back).toBeLessThan(1000);
    expect((await timed({ method: 'GET', url: '/api/health' })).status).toBe(200);
  });
});
