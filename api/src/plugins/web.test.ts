// The built web app as the server hands it out: the staff app's page for its addresses, the client
// portal's own page for /portal and below, both fresh on every visit and under the same CSP.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

describe('web pages', () => {
  let app: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'pd-web-'));
    writeFileSync(join(webDist, 'index.html'), '<html>staff app</html>');
    writeFileSync(join(webDist, 'portal.html'), '<html>client portal</html>');
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'portal-abc.js'), 'console.log(1)');
    app = await buildTestApp({ webDist });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(['/portal', '/portal/sign-in', '/portal/requests/123?x=1'])(
    'serves the portal page at %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('client portal');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('answers HEAD for a portal address as for GET', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/portal/requests' });
    expect(res.statusCode).toBe(200);
  });

  it.each(['/', '/clients/1', '/portals', '/login'])('serves the staff app at %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('staff app');
  });

  it('serves the portal script as an immutable asset', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/portal-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths a JSON 404, never the portal page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/portal/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('client portal');
  });
});
