// Sends mail through SMTP_URL, or, when none is set, writes each mail as an .eml file under
// DATA_DIR/outbox and logs where it went and the link it carries.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';

export interface Mail {
  to: string;
  cc?: string;
  /** Where the recipient's reply goes, e.g. the practice's own address on an invoice. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
}

/** A nodemailer transport made on the first mail (a server that sends none never loads
 * nodemailer, ~14 MB) and closed with the app. */
function lazyTransport<T extends Transporter<unknown>>(
  app: FastifyInstance,
  make: (nodemailer: typeof import('nodemailer').default) => T,
): () => Promise<T> {
  let transport: Promise<T> | undefined;
  app.addHook('onClose', async () => (await transport)?.close());
  return () => {
    transport ??= import('nodemailer').then((module) => make(module.default));
    return transport;
  };
}

function smtpMailer(app: FastifyInstance, smtpUrl: string): Mailer {
  const transport = lazyTransport<Transporter<SMTPTransport.SentMessageInfo>>(app, (nodemailer) =>
    nodemailer.createTransport(smtpUrl),
  );
  return {
    async send(mail) {
      await (await transport()).sendMail({ from: app.config.mailFrom, ...mail });
      app.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
  };
}

function outboxMailer(app: FastifyInstance, outbox: string): Mailer {
  const transport = lazyTransport<Transporter<StreamTransport.SentMessageInfo>>(app, (nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  // Millisecond stamps that never repeat in this process, so two mails never share a file.
  let lastStamp = 0;
  return {
    async send(mail) {
      const { message } = await (await transport()).sendMail({ from: app.config.mailFrom, ...mail });
      lastStamp = Math.max(Date.now(), lastStamp + 1);
      const file = join(outbox, `${lastStamp}-${slug(mail.subject)}.eml`);
      await mkdir(outbox, { recursive: true });
      await writeFile(file, message);
      // The link is logged on purpose in development: it is how a developer without SMTP follows a
      // reset or invite. In production a log is read by others and kept: a live link there is a
      // way into someone's account, so only the file is named.
      const link = app.config.env === 'production' ? undefined : mail.text.match(/https?:\/\/\S+/)?.[0];
      app.log.info(
        { to: mail.to, subject: mail.subject, file, ...(link ? { link } : {}) },
        'mail written to the outbox (no SMTP_URL set)',
      );
    },
  };
}

export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, dataDir } = app.config;
    app.decorate('mailer', smtpUrl ? smtpMailer(app, smtpUrl) : outboxMailer(app, join(dataDir, 'outbox')));
  },
  { name: 'mailer' },
);
