// postgres.js (3.4.x) can throw from a setImmediate when PostgreSQL drops a connection while a
// small write is queued (porsager/postgres#1154, #1208): an uncaught TypeError that would take
// the whole API down on a database restart. By then the driver has already rejected the query
// with CONNECTION_CLOSED, so that one error is logged and survived; any other is fatal as before.
export function isDriverClosedSocketWrite(err: unknown): boolean {
  return (
    err instanceof TypeError &&
    /reading 'write'/.test(err.message) &&
    /nextWrite/.test(err.stack ?? '') &&
    /postgres[/\\]src[/\\]connection\.js/.test(err.stack ?? '')
  );
}

export function guardDriverCrash(log: { warn(obj: object, msg: string): void }): void {
  process.on('uncaughtException', (err) => {
    if (isDriverClosedSocketWrite(err)) {
      log.warn({ err }, 'database connection closed under a queued write (driver bug); carrying on');
      return;
    }
    process.stderr.write(`Uncaught exception: ${err.stack ?? err.message}\n`);
    process.exit(1);
  });
}
