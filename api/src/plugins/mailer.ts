// Sends mail through SMTP_URL, or, when none is set, writes each mail as an .eml file under
// DATA_DIR/outbox and logs where it went and the link it carries.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  cc?: string;
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

export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    const outbox = join(dataDir, 'outbox');
    const transport: Transporter = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const mailer: Mailer = {
      async send(mail) {
        const info = await transport.sendMail({ from: mailFrom, ...mail });
        if (smtpUrl) {
          app.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
          return;
        }
        mkdirSync(outbox, { recursive: true });
        const file = join(outbox, `${Date.now()}-${slug(mail.subject)}.eml`);
        writeFileSync(file, (info as unknown as { message: Buffer }).message);
        const link = mail.text.match(/https?:\/\/\S+/)?.[0];
        app.log.info(
          { to: mail.to, subject: mail.subject, file, link },
          'mail written to the outbox (no SMTP_URL set)',
        );
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mailer' },
);
