// `npm run restore -- <file>`: checks the backup's sha256, restores it beside the database in use,
// opens and migrates it, and only then switches to it, keeping the old one. The server must be
// stopped first.
import { resolve } from 'node:path';
import { loadConfig } from '../../config';
import { restorePglite, restorePostgres } from './restore';
import { liveServer } from './server-file';

async function main() {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write(
      'Usage: npm run restore -- <backup file>   (the files are in BACKUP_DIR, data/backups by default)\n',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const server = liveServer(config.dataDir);
  if (server)
    throw new Error(
      `the server (pid ${server.pid}) is running on ${config.dataDir}: stop it first (Ctrl+C), then restore`,
    );
  const path = resolve(process.cwd(), file);
  process.stdout.write(`Checking and restoring ${path}\n`);
  const restored = config.databaseUrl
    ? await restorePostgres(path, config.databaseUrl, config.dataDir)
    : await restorePglite(path, config.dataDir);
  const where = config.databaseUrl ? `database ${restored.restored}` : restored.restored;
  process.stdout.write(
    [
      `Restored the backup taken ${restored.manifest.takenAt} (${restored.manifest.uploads} uploaded files): opened and migrated, now in use as ${where}`,
      restored.kept
        ? `The database it replaced is kept as ${restored.kept}`
        : 'There was no database to replace',
      restored.keptUploads ? `The uploads it replaced are kept in ${restored.keptUploads}` : '',
      'Start the server (npm start) and sign in.',
      '',
    ]
      .filter((line, i, all) => line !== '' || i === all.length - 1)
      .join('\n'),
  );
}

main().catch((err) => {
  process.stderr.write(
    `Restore failed, nothing was switched: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
