import { readdirSync, readFileSync, statSync } from 'node:fs';
import { shopDataDir } from './shop';
import { join } from 'node:path';

/** The newest message of the dev outbox sent to `email` (one nodemailer JSON file a message). */
export function newestMailTo(email: string): { subject: string; text: string } | null {
  const dir = join(shopDataDir(), 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return null;
  }
  const messages = files
    .map((f) => ({ path: join(dir, f), mtime: statSync(join(dir, f)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)
    .map((f) => JSON.parse(readFileSync(f.path, 'utf8')) as Record<string, unknown>);
  const mail = messages.find((m) => JSON.stringify(m.to ?? m.envelope).includes(email));
  return mail ? { subject: String(mail.subject), text: String(mail.text) } : null;
}
