import nodemailer from 'nodemailer';
import type { MailMessage } from '../db/schema';
import { outboxFiles } from './outbox-files';

// A mail is what the queue stores (db/schema.ts): one definition, below the mechanisms.
export type { MailMessage };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * The dev outbox: a local file written in milliseconds, read at once by people and scripts
   * trying the shop. Nothing to hide in its timing (production refuses it unless asked for).
   */
  readonly local?: boolean;
}

/**
 * SMTP when SMTP_URL is set; otherwise the dev outbox: one JSON file a message under
 * DATA_DIR/outbox (nodemailer's jsonTransport builds it, so it is a real, well-formed message).
 */
/**
 * `replyTo`: the shop's address. The sender is a no-reply one, and the mails invite an answer
 * (« répondez simplement à cet email »): the answer reaches the shop (issue 46).
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  replyTo?: string;
}): Mailer {
  const envelope = { from: opts.from, ...(opts.replyTo ? { replyTo: opts.replyTo } : {}) };
  if (opts.smtpUrl) {
    // Short timeouts: a mail server that hangs must not hold a queue worker for minutes.
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 20_000,
    });
    return { send: async (m) => void (await transport.sendMail({ ...envelope, ...m })) };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const outbox = outboxFiles(opts.outboxDir);
  return {
    local: true,
    async send(m) {
      const info = await transport.sendMail({ ...envelope, ...m });
      await outbox.write(String(info.message));
    },
  };
}
