// Before the run: migrate and seed the demo practice once, in the template every worker copies,
// rather than once per worker (the seed is the slowest part of a server's first start).
import { mkdirSync } from 'node:fs';
import { templateDir } from './practice-data';
import { freePort, startServer } from './practice-server';

export default async function globalSetup() {
  const dataDir = templateDir();
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ dataDir, port: await freePort() });
  await server.stop();
}
