// `npm run backup`: one backup now. PostgreSQL: pg_dump from here. The embedded database: asked of
// the running server that holds it (server-file.ts), or, with no server running, taken here.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { type BackupTaken, backupPlace, takeBackup } from './backup';
import { OPERATOR_TOKEN_HEADER } from './operator-routes';
import { liveServer, serverUrl } from './server-file';

async function fromServer(dataDir: string): Promise<BackupTaken | null> {
  const server = liveServer(dataDir);
  if (!server) return null;
  process.stdout.write(`The server (pid ${server.pid}) holds the database: asking it for a backup\n`);
  const res = await fetch(serverUrl(server, '/operator/backup'), {
    method: 'POST',
    headers: { [OPERATOR_TOKEN_HEADER]: server.token },
  });
  const body = (await res.json().catch(() => ({}))) as { data?: BackupTaken; message?: string };
  if (!res.ok || !body.data)
    throw new Error(`the server answered ${res.status}: ${body.message ?? 'no backup'}`);
  return body.data;
}

async function main() {
  const config = loadConfig();
  const place = backupPlace(config);
  let taken = config.databaseUrl ? null : await fromServer(config.dataDir);
  if (!taken) {
    if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pglite')))
      throw new Error(`there is no database in ${config.dataDir} (DATA_DIR) to back up`);
    const database = await openDatabase(config);
    try {
      taken = await takeBackup(database, place);
    } finally {
      await database.close();
    }
  }
  const megabytes = (taken.bytes / 1024 / 1024).toFixed(1);
  process.stdout.write(
    `Backup written: ${taken.file} (${megabytes} MB)\nsha256 ${taken.sha256} (in ${taken.file}.sha256)\n`,
  );
  for (const old of taken.deleted) process.stdout.write(`Deleted by the retention rule: ${old}\n`);
}

main().catch((err) => {
  process.stderr.write(`Backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
