import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { smtpSink } from '@test/fixtures/smtp-sink';
import { createMailer } from './mail';

describe('dev outbox', () => {
  let dir = '';
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}-writing`, { recursive: true, force: true });
  });

  it('never shows a half-written message: every .json seen while mail is sent parses whole', async () => {
    dir = mkdtempSync(join(tmpdir(), 'zina-outbox-'));
    const mailer = createMailer({ from: 'Zina <shop@zina.ma>', outboxDir: dir });
    const seen: string[] = [];
    const broken: string[] = [];
    // A reader like the e2e journeys: it looks at each .json the moment it appears.
    const watcher = watch(dir, (_event, file) => {
      if (!file?.endsWith('.json')) return;
      seen.push(file);
      try {
        JSON.parse(readFileSync(join(dir, file), 'utf8'));
      } catch {
        broken.push(file);
      }
    });
    const body = 'x'.repeat(256 * 1024); // big enough to be written in more than one piece
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        mailer.send({
          to: `c${i}@example.ma`,
          subject: `Commande ${i}`,
          text: body,
          html: `<p>${body}</p>`,
        }),
      ),
    );
    await new Promise((r) => setTimeout(r, 50));
    watcher.close();
    expect(seen.length).toBeGreaterThan(0);
    expect(broken).toEqual([]);
    const files = readdirSync(dir);
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(20);
    expect(files.filter((f) => !f.endsWith('.json'))).toEqual([]);
    expect(readdirSync(`${dir}-writing`)).toEqual([]);
  });

  it('sends from the no-reply address with Reply-To the shop, so an answer reaches someone', async () => {
    dir = mkdtempSync(join(tmpdir(), 'zina-outbox-'));
    const mailer = createMailer({
      from: 'Zina <no-reply@zina.ma>',
      replyTo: 'boutique@zina.ma',
      outboxDir: dir,
    });
    await mailer.send({ to: 'c@example.ma', subject: 'Annulée', text: 'x', html: '<p>x</p>' });
    const [file] = readdirSync(dir);
    const message = JSON.parse(readFileSync(join(dir, file!), 'utf8')) as {
      replyTo?: Array<{ address: string }>;
    };
    expect(message.replyTo?.map((r) => r.address)).toEqual(['boutique@zina.ma']);
  });

  it('keeps writing after the outbox folders were removed while the shop runs', async () => {
    dir = join(mkdtempSync(join(tmpdir(), 'zina-outbox-')), 'outbox');
    const mailer = createMailer({ from: 'Zina <shop@zina.ma>', outboxDir: dir });
    const mail = (subject: string) =>
      mailer.send({ to: 'c@example.ma', subject, text: subject, html: `<p>${subject}</p>` });
    await mail('Avant');
    // Someone empties the data folder while the shop runs (a reset of the dev outbox).
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}-writing`, { recursive: true, force: true });
    await mail('Après');
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(dir, files[0]!), 'utf8')).subject).toBe('Après');
  });
});

describe('SMTP', () => {
  const mail = (i: number) => ({
    to: `c${i}@example.ma`,
    subject: `Commande ${i}`,
    text: 'Bonjour',
    html: '<p>Bonjour</p>',
  });
  const mailerAt = (smtpUrl: string) =>
    createMailer({ smtpUrl, from: 'Zina <no-reply@zina.ma>', outboxDir: '' });

  /** A test against a real SMTP server of its own, closed whatever the test does. */
  async function withSink(test: (sink: Awaited<ReturnType<typeof smtpSink>>) => Promise<void>) {
    const sink = await smtpSink();
    try {
      await test(sink);
    } finally {
      await sink.close();
    }
  }

  it('sends mail after mail over one connection, and closes it with the shop', () =>
    withSink(async (sink) => {
      const mailer = mailerAt(sink.url);
      // As the queue sends a batch: one mail after the other.
      for (let i = 0; i < 5; i++) await mailer.send(mail(i));
      expect(sink.messages).toHaveLength(5);
      expect(sink.messages[4]).toContain('Subject: Commande 4');
      expect(sink.connections).toBe(1);

      mailer.close();
      await vi.waitFor(() => expect(sink.open()).toBe(0));
    }));

  it('sends again over a new connection once the relay closed an idle one', () =>
    withSink(async (sink) => {
      const mailer = mailerAt(sink.url);
      await mailer.send(mail(1));
      sink.hangUp();
      await vi.waitFor(() => expect(sink.open()).toBe(0));
      await mailer.send(mail(2));
      expect(sink.messages).toHaveLength(2);
      expect(sink.connections).toBe(2);
      mailer.close();
    }));

  it('fails a try at once when the relay drops the connection: the queue, not the pool, retries', async () => {
    const dropping = createServer((socket) => socket.end());
    dropping.listen(0, '127.0.0.1');
    await once(dropping, 'listening');
    let opened = 0;
    dropping.on('connection', () => opened++);
    try {
      const mailer = mailerAt(`smtp://127.0.0.1:${(dropping.address() as AddressInfo).port}`);
      await expect(mailer.send(mail(1))).rejects.toThrow();
      expect(opened).toBe(1);
      mailer.close();
    } finally {
      dropping.close();
    }
  });

  it('opens a connection a mail when SMTP_URL asks for no pool', () =>
    withSink(async (sink) => {
      const mailer = mailerAt(`${sink.url}/?pool=false`);
      for (let i = 0; i < 3; i++) await mailer.send(mail(i));
      expect(sink.messages).toHaveLength(3);
      expect(sink.connections).toBe(3);
      mailer.close();
    }));
});
