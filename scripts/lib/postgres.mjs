// Whether a PostgreSQL answers for the second run of the API suite: TEST_DATABASE_URL, or a
// server on 127.0.0.1:5432 (present on the team's machines and in CI, absent on a fresh laptop).
import { connect } from 'node:net';

export function postgresTarget() {
  if (process.env.TEST_DATABASE_URL) return Promise.resolve(process.env.TEST_DATABASE_URL);
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    const done = (url) => {
      socket.destroy();
      resolve(url);
    };
    socket.on('connect', () => done('postgres://postgres@127.0.0.1:5432/postgres'));
    socket.on('timeout', () => done(null));
    socket.on('error', () => done(null));
  });
}
