import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/response-check-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // One module graph per worker, shared by the files it runs: importing the app afresh for each
    // of some 190 files cost more than the tests themselves (PGlite 438 s → 243 s, PostgreSQL about
    // 190 s → 132 s on a quiet 2-core machine). Each file still opens its own fresh database.
    isolate: false,
  },
});
