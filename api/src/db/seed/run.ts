// `npm run seed -w api` (or `npx tsx api/src/db/seed/run.ts`): opens the configured database
// (PGlite in DATA_DIR, or DATABASE_URL), applies migrations and seeds the demo practice when it
// is missing. The server does the same on start unless SEED_DEMO=false.
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { seedDemoPractice } from '.';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    let t = performance.now();
    await migrateDatabase(database);
    process.stdout.write(`migrations applied in ${seconds(t)}\n`);
    t = performance.now();
    const seeded = await seedDemoPractice(database.db);
    process.stdout.write(
      seeded.created
        ? `demo practice seeded (${seeded.tasks} tasks) in ${seconds(t)}\n`
        : 'demo practice already present: nothing to do\n',
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  process.stderr.write(
    err instanceof ConfigError
      ? `${err.message}\n`
      : `Seed failed: ${err instanceof Error ? err.stack : err}\n`,
  );
  process.exit(1);
});
