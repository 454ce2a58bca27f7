// What the request log keeps of a request: never a query string (a ?token= lookup) nor the token
// in the path of a mailed link (/reset-password/<token>, /accept-invite/<token>).
import type { FastifyRequest } from 'fastify';

const TOKEN_PATHS = /^(\/(?:reset-password|accept-invite))\/[^/?#]+/;

export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(TOKEN_PATHS, '$1/[redacted]');
  return query === undefined ? safePath : `${safePath}?[redacted]`;
}

export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
