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
  /** Closes the mail server's connections once the mail in flight has left (shutdown). */
  close(): void;
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
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      // One connection carries many mails: a TLS relay's set-up (TCP, TLS, greeting, EHLO, AUTH)
      // for each mail cost 3.8–5.1 ms of the shop's CPU, and an order sends two (docs/PERFORMANCE.md).
      // An idle connection closes at the socket timeout below; `?pool=false` in SMTP_URL opts out.
      pool: true,
      // A connection closed under a mail fails that try: the queue retries it (ADR 0006), and a
      // try stays within its lease instead of the pool's own re-sends over new connections.
      maxRequeues: 0,
      // Short timeouts: a mail server that hangs must not hold a queue worker for minutes.
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 20_000,
    });
    return {
      send: async (m) => void (await transport.sendMail({ ...envelope, ...m })),
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const outbox = outboxFiles(opts.outboxDir);
  return {
    local: true,
    close() {},
    async send(m) {
      const info = await transport.sendMail({ ...envelope, ...m });
      await outbox.write(String(info.message));
    },
  };
}
