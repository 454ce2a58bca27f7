// Mends postgres.js (3.4.9, the newest release) where a dead connection poisons its next one.
// scripts/load's PostgreSQL restart showed it: requests answered 503 every 5 s after the server
// was back, each a new connection that never sent its start-up message and hung until its
// connect timeout. Two ways lead there, both mended here:
// - on close and on terminate the driver cancels the pending-write timer without forgetting it,
//   and keeps the unsent bytes (analysed in LanternOps/breeze#3225, reported in
//   porsager/postgres#1208 and #1215): both teardown paths now forget the timer and the bytes;
// - a transaction whose connection the server ended goes on (its ROLLBACK, or the body's next
//   statement) on the dead connection: the write is queued for a socket that is gone, throws a
//   TypeError from setImmediate (porsager/postgres#1154) and leaves the timer behind, so the
//   next start-up message waits for a write that never comes. A statement on a connection with
//   no socket now fails at once with CONNECTION_CLOSED (answering true, "not full", so the pool
//   does not park the dead connection among the busy ones), and a write finding no socket is
//   dropped.
// Until a release fixes them, the mends apply to the ESM and CommonJS copies. Runs after every
// install; idempotent; a driver without a pattern is left as it is, with a warning.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARK = '// mended';

/** Each mend: the driver's text and what replaces it (its first line carries MARK). */
const MENDS = [
  {
    name: 'teardown forgets the pending write',
    broken: /^([ \t]+)clearImmediate\(nextWriteTimer\)$/gm,
    mended: (_line, indent) =>
      `${indent}clearImmediate(nextWriteTimer), nextWriteTimer = null, chunk = null ${MARK}`,
    done: `nextWriteTimer = null, chunk = null ${MARK}`,
  },
  {
    name: 'no statement on a dead connection',
    broken:
      /^([ \t]+)if \(terminated\)\n([ \t]+)return queryError\(q, Errors\.connection\('CONNECTION_DESTROYED', options\)\)$/m,
    mended: (whole, indent, inner) =>
      `${indent}if (!socket) ${MARK}\n${inner}return queryError(q, Errors.connection('CONNECTION_CLOSED', options)), true\n${whole}`,
    done: `if (!socket) ${MARK}`,
  },
  {
    name: 'no write without a socket',
    broken: /^([ \t]+)function nextWrite\(fn\) \{$/m,
    mended: (line, indent) =>
      `${line}\n${indent}  if (!socket) ${MARK}\n${indent}    return nextWriteTimer = chunk = null, false`,
    done: 'return nextWriteTimer = chunk = null, false',
  },
];

/** Mends one copy of the driver's connection module; answers what it did, mend by mend. */
export function mendConnection(path) {
  if (!existsSync(path)) return ['absent'];
  let text = readFileSync(path, 'utf8');
  const outcomes = MENDS.map((mend) => {
    if (text.includes(mend.done)) return 'already mended';
    const mended = text.replace(mend.broken, mend.mended);
    if (mended === text) return 'pattern not found';
    text = mended;
    return 'mended';
  });
  if (outcomes.includes('mended')) writeFileSync(path, text);
  return outcomes;
}

export function mendPostgresDriver(root) {
  const driver = join(root, 'node_modules', 'postgres');
  return ['src', 'cjs/src'].map((dir) => {
    const path = join(driver, dir, 'connection.js');
    const outcomes = mendConnection(path);
    outcomes.forEach((outcome, i) => {
      if (outcome === 'pattern not found')
        console.warn(`postgres.js: ${path} has changed; check whether "${MENDS[i]?.name}" is still needed`);
    });
    return `${dir}: ${outcomes.join(', ')}`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  console.log(`postgres.js connection teardown: ${mendPostgresDriver(root).join(', ')}`);
}
