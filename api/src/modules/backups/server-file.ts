// DATA_DIR/server.json: which process holds the embedded database and how an operator command
// reaches it (address and a token made at each start). Written once the server listens, removed
// when it closes; a file left by a process that is gone is ignored.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ServerFile {
  pid: number;
  host: string;
  port: number;
  token: string;
}

const fileOf = (dataDir: string) => join(dataDir, 'server.json');

export function writeServerFile(dataDir: string, server: ServerFile): void {
  writeFileSync(fileOf(dataDir), JSON.stringify(server), { mode: 0o600 });
}

/** Removes the file if it is this process's own. */
export function removeServerFile(dataDir: string, pid = process.pid): void {
  if (readServerFile(dataDir)?.pid === pid) rmSync(fileOf(dataDir), { force: true });
}

function readServerFile(dataDir: string): ServerFile | null {
  try {
    return JSON.parse(readFileSync(fileOf(dataDir), 'utf8')) as ServerFile;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server holding this data folder's database, when one is running. */
export function liveServer(dataDir: string): ServerFile | null {
  const server = readServerFile(dataDir);
  return server && alive(server.pid) ? server : null;
}

/** The address a command on this machine reaches the server at. */
export function serverUrl(server: ServerFile, path: string): string {
  const host = server.host === '0.0.0.0' || server.host === '::' ? '127.0.0.1' : server.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${server.port}${path}`;
}
