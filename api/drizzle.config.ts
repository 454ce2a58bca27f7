import { defineConfig } from 'drizzle-kit';

// Migrations are generated here (no database needed) and applied by the app's own migrator.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: '../db/migrations',
});
