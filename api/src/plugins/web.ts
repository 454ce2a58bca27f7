// Serves the built web app at / with the SPA fallback (GET and HEAD) when web/dist exists: the
// client portal's own light page (portal.html) for /portal and /portal/*, the staff app's
// index.html for every other page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The page a browser address opens: the portal's for /portal and below, else the staff app's. */
export function pageFor(path: string): 'portal.html' | 'index.html' {
  return path === '/portal' || path.startsWith('/portal/') ? 'portal.html' : 'index.html';
}

export async function registerWeb(app: FastifyInstance, webDist: string) {
  const index = join(webDist, 'index.html');
  const hasWeb = existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api');
    if (hasWeb && wantsPage) {
      // Hashed assets are immutable; the page itself must always be fresh.
      return reply.header('cache-control', 'no-cache').sendFile(pageFor(path));
    }
    return reply.status(404).send({ success: false, message: `Route ${request.method} ${path} not found` });
  });
  if (hasWeb) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/assets/'))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      return payload;
    });
  }
}
