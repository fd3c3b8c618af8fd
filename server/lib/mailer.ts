import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link that matters in the message, logged with the outbox outside production. */
  link?: string;
  /** Extra header fields (List-Unsubscribe); nodemailer writes them as given. */
  headers?: Record<string, string>;
  /** `<…@host>`, the same on every attempt of one delivery; nodemailer makes one up without. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * One mailer for every e-mail: SMTP when SMTP_URL is set; otherwise each message is written
 * as a .eml file to the outbox, so the embedded default needs no server. Outside production its
 * link is logged too; in production a live reset or sign-in link is a key to an account, and
 * logs reach more people and systems than DATA_DIR does, so it stays in the .eml file only.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
  logLinks: boolean;
}): Mailer {
  if (opts.smtpUrl) {
    // A server that stops answering frees its delivery worker within a minute (the e-mail is
    // tried again later); the URL's own query may still set these (docs/operations.md).
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      const file = path.join(opts.outboxDir, `${Date.now()}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      const link = opts.logLinks ? { link: message.link } : {};
      opts.logger.info(
        { to: message.to, subject: message.subject, file, ...link },
        'e-mail written to outbox',
      );
    },
  };
}
