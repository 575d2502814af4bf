import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '../db/ids';

/** A short text to a phone (a code, a notice): SMS or WhatsApp once a provider is configured. */
export interface PhoneMessage {
  /** +212XXXXXXXXX. */
  to: string;
  text: string;
}

export interface Messenger {
  send(message: PhoneMessage): Promise<void>;
}

/**
 * Until a provider is configured, the dev outbox of messages: one JSON file a message
 * (`{ to, text, at }`) under DATA_DIR/messages, written beside it and moved in (rename is atomic),
 * so a reader polling the folder never meets half a message.
 */
export function createMessenger(opts: { outboxDir: string }): Messenger {
  const writing = `${opts.outboxDir}-writing`;
  return {
    async send(message) {
      await mkdir(opts.outboxDir, { recursive: true });
      await mkdir(writing, { recursive: true });
      const at = new Date();
      const file = `${at.toISOString().replace(/[:.]/g, '-')}-${newId()}.json`;
      await writeFile(join(writing, file), JSON.stringify({ ...message, at: at.toISOString() }));
      await rename(join(writing, file), join(opts.outboxDir, file));
    },
  };
}
