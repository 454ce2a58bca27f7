// Work done after the answer has gone (a reset mail, so the answer takes as long whether or not
// the address has an account): errors are logged, and closing the app waits for what is running.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `work` once `reply` has gone out (or the client has gone away). */
    inBackground(reply: FastifyReply, what: string, work: () => Promise<void>): void;
    /** Settles once the work started so far has finished (tests, shutdown). */
    backgroundSettled(): Promise<void>;
  }
}

export const backgroundPlugin = fp(
  async (app: FastifyInstance) => {
    const running = new Set<Promise<void>>();
    app.decorate('inBackground', (reply: FastifyReply, what: string, work: () => Promise<void>) => {
      // Not before the answer is out: its onSend hooks take turns of the event loop too.
      const sent = new Promise<void>((resolve) => {
        if (reply.raw.closed) resolve();
        else reply.raw.once('close', () => resolve());
      });
      const done: Promise<void> = sent
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(work)
        .catch((err) => app.log.error({ err }, `${what} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    });
    app.decorate('backgroundSettled', async () => {
      await Promise.all(running);
    });
    app.addHook('onClose', () => app.backgroundSettled());
  },
  { name: 'background' },
);
