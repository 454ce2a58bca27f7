// pg_dump and pg_restore, run as child processes with the password in the environment (never on
// the command line, where `ps` shows it); their own error text is kept when they fail.
import { spawn } from 'node:child_process';

/** The connection in libpq's environment variables, the URL's password among them. */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  return {
    ...process.env,
    PGHOST: decodeURIComponent(u.hostname),
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username) || process.env.PGUSER || 'postgres',
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
    PGSSLMODE: u.searchParams.get('sslmode') ?? process.env.PGSSLMODE ?? 'prefer',
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'ENOENT'
            ? `${command} was not found: install PostgreSQL's client programs (the server's version or newer)`
            : `${command} could not start: ${err.message}`,
        ),
      ),
    );
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (${signal ?? `exit ${code}`}): ${errors.trim()}`));
    });
  });
}

/** The whole database into `file`, in pg_dump's custom format (one consistent snapshot). */
export function pgDump(url: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', '--no-password', `--file=${file}`], libpqEnv(url));
}

/** A custom-format dump into the (empty) database of `url`. */
export function pgRestore(url: string, file: string): Promise<void> {
  return run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--no-password',
      `--dbname=${new URL(url).pathname.slice(1)}`,
      file,
    ],
    libpqEnv(url),
  );
}
