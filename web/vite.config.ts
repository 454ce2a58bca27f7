import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The built app is served by the API on the same origin; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2500 },
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
