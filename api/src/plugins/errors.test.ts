// A download that fails before its first byte (the file's maker threw) is answered as an error
// the person can read: JSON saying 'Server error', not the file's content type with a body of
// fastify's own complaint about the payload.
import { Readable } from 'node:stream';
import { ERRORS } from '@practice-desk/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';

describe('an error after a file answer has set its headers', () => {
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/export', async (_request, reply) => {
      const failing = new Readable({
        read() {
          this.destroy(new Error('the maker failed'));
        },
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="practice.zip"')
        .send(failing);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 500 in JSON, without the attachment headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/export' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toEqual({ success: false, message: ERRORS.server });
  });
});
