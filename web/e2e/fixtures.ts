// The suite's `test`: every worker runs its own server on its own copy of the demo practice, so
// two spec files can run at once without meeting each other's data. A spec imports `test` and
// `expect` from here, not from '@playwright/test' (which has no server behind `baseURL`).
import { test as base } from '@playwright/test';
import { copyOfTemplate } from './practice-data';
import { freePort, startServer } from './practice-server';

export * from '@playwright/test';

interface WorkerPractice {
  url: string;
  dataDir: string;
}

export const test = base.extend<object, { practice: WorkerPractice }>({
  practice: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, workerInfo) => {
      const dataDir = copyOfTemplate(`worker-${workerInfo.workerIndex}`);
      const server = await startServer({ dataDir, port: await freePort(), accessTokenSeconds: 20 });
      // The mail outbox the helpers read (DATA_DIR/outbox) is this worker's.
      process.env.E2E_PRACTICE_DIR = dataDir;
      await use({ url: server.url, dataDir });
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ practice }, use) => use(practice.url),
});
