// The sign-in and reset-request limits of the auth routes, on @fastify/rate-limit with its counters
// in the database (shared by every instance). Both keys move on every attempt: one address cannot
// be guessed from many IPs, nor many addresses from one IP.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../../lib/errors';
import { refundHit } from '../../lib/rate-limit-store';

/** Counts an attempt of `request`, whose validated body has the e-mail address tried. */
export type Attempt = (request: FastifyRequest) => Promise<() => Promise<void>>;

const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email.toLowerCase();

/** Counts one attempt per IP and per address (`name` keeps each limit's counters apart); refused
 * over `max` a minute. Answers a refund for attempts that turn out fine: counting first and
 * refunding after, rather than counting failures once known, keeps a burst of concurrent
 * attempts from all slipping past the check while none has failed yet. */
export function attemptLimit(app: FastifyInstance, name: string, max: number, message: string): Attempt {
  const byIp = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const byEmail = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `${name}:email:${emailOf(request)}`,
  });
  return async (request) => {
    const [ip, address] = await Promise.all([byIp(request), byEmail(request)]);
    const exceeded = (limit: typeof ip) => !limit.isAllowed && limit.isExceeded;
    if (exceeded(ip) || exceeded(address)) throw new TooManyRequests(message);
    return async () => {
      await Promise.all([refundHit(app.database.db, ip.key), refundHit(app.database.db, address.key)]);
    };
  };
}

/** Route option: at most `max` calls a minute from one IP to this route, across instances. */
export function perIpLimit(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
