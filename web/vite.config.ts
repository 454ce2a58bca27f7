import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

// The built app is served by the API on the same origin; in development Vite proxies /api to it.
// Two pages: the staff app (index.html) and the client portal's light page (portal.html), which
// the server hands out for /portal/*. The portal is built on its own (`vite build --mode portal`,
// into the same dist/): sharing chunks with the staff app would make a phone download the staff
// app's share of every module both use. scripts/check-portal-size.mjs holds it to its budget.
const page = (name: string) => resolve(import.meta.dirname, name);

/** In development, /portal and below open the portal's page, as the server does in production. */
const portalPage: Plugin = {
  name: 'portal-page',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/portal(\/|\?|$)/.test(request.url)) request.url = '/portal.html';
      next();
    });
  },
};

export default defineConfig(({ mode }) => ({
  plugins: [react(), portalPage],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    // The portal's build adds its page and assets beside the staff app's, built just before.
    emptyOutDir: mode !== 'portal',
    chunkSizeWarningLimit: 2500,
    rollupOptions: { input: mode === 'portal' ? page('portal.html') : page('index.html') },
  },
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
}));
