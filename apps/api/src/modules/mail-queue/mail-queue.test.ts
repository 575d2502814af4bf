import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { smtpSink } from '@test/fixtures/smtp-sink';
import { buildApp } from '../../app';
import { mailJobs } from '../../db/schema';
import { createDeps } from '../../lib/create-deps';
import { createMailer, type MailMessage } from '../../lib/mail';
import { ADMIN, expectMessage, json, loginAs, setupTestApp } from '@test/test-app';
import { MAX_ATTEMPTS } from './backoff';
import { MAIL_QUEUE_MSG, mailQueue, queueMails } from './service';

const t = setupTestApp();

let n = 0;
const mail = (to = `file${++n}@exemple.ma`): MailMessage => ({
  to,
  subject: `Sujet ${n}`,
  text: 'Bonjour',
  html: '<p>Bonjour</p>',
});

/** A mail server that is down until `up()`, and counts what it accepted. */
function flakyMailer() {
  let down = true;
  const sent: MailMessage[] = [];
  return {
    sent,
    up: () => void (down = false),
    mailer: {
      close() {},
      async send(message: MailMessage) {
        if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
        sent.push(message);
      },
    },
  };
}

const jobOf = async (key: string) =>
  (await t.deps.db.select().from(mailJobs).where(eq(mailJobs.idempotencyKey, key)))[0]!;

describe('the mail queue', () => {
  it('keeps a mail through a mail-server outage and sends it once when the server is back', async () => {
    const server = flakyMailer();
    const queue = mailQueue({ ...t.deps, mailer: server.mailer });
    const message = mail();
    await queueMails(t.deps.db, [{ key: 'outage-1', message }]);

    expect(await queue.runDue()).toBe(1);
    const waiting = await jobOf('outage-1');
    expect(waiting.sentAt).toBeNull();
    expect(waiting.attempts).toBe(1);
    expect(waiting.lastError).toContain('ECONNREFUSED');
    // Not due again before its back-off.
    expect(await queue.runDue()).toBe(0);

    server.up();
    t.clock.advance(20_000);
    expect(await queue.runDue()).toBe(1);
    expect(server.sent.map((m) => m.to)).toEqual([message.to]);
    const sent = await jobOf('outage-1');
    expect(sent.sentAt).not.toBeNull();
    // The message itself is not kept once it left (a reset code must not outlive its mail).
    expect(sent.message).toBeNull();

    t.clock.advance(3_600_000);
    expect(await queue.runDue()).toBe(0);
    expect(server.sent).toHaveLength(1);
  });

  it('takes back, within a minute, a mail whose worker died while sending it', async () => {
    const server = flakyMailer();
    server.up();
    const message = mail();
    await queueMails(t.deps.db, [{ key: 'orphan', message }]);
    // A worker claimed it, then was killed (kill -9) before recording anything.
    await t.deps.db
      .update(mailJobs)
      .set({ attempts: 1, lockedUntil: new Date(t.clock.now().getTime() + 45_000) })
      .where(eq(mailJobs.idempotencyKey, 'orphan'));
    const queue = mailQueue({ ...t.deps, mailer: server.mailer });
    expect(await queue.runDue()).toBe(0);
    t.clock.advance(46_000);
    expect(await queue.runDue()).toBe(1);
    expect(server.sent.map((m) => m.to)).toEqual([message.to]);
  });

  it('queues a key once, however often its cause asks', async () => {
    await queueMails(t.deps.db, [{ key: 'once', message: mail() }]);
    await queueMails(t.deps.db, [{ key: 'once', message: mail() }]);
    const rows = await t.deps.db.select().from(mailJobs).where(eq(mailJobs.idempotencyKey, 'once'));
    expect(rows).toHaveLength(1);
    await t.sendQueuedMail();
  });

  it('gives two workers racing for the same mails each mail once', async () => {
    const server = flakyMailer();
    server.up();
    const keys = Array.from({ length: 25 }, (_, i) => `race-${i}`);
    await queueMails(
      t.deps.db,
      keys.map((key) => ({ key, message: mail() })),
    );
    const a = mailQueue({ ...t.deps, mailer: server.mailer });
    const b = mailQueue({ ...t.deps, mailer: server.mailer });
    const [ta, tb] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ta + tb).toBe(25);
    expect(server.sent).toHaveLength(25);
    expect(new Set(server.sent.map((m) => m.to)).size).toBe(25);
  });

  it('gives back, untried, the rest of a batch that a slow mail server kept from starting', async () => {
    const keys = ['slow-1', 'slow-2', 'slow-3', 'slow-4'];
    await queueMails(
      t.deps.db,
      keys.map((key) => ({ key, message: mail(`${key}@exemple.ma`) })),
    );
    const sent: string[] = [];
    // Each mail takes the server six seconds: the third would start more than ten after the claim.
    const slow = {
      close() {},
      async send(message: MailMessage) {
        sent.push(message.to);
        t.clock.advance(6_000);
      },
    };
    await mailQueue({ ...t.deps, mailer: slow }).runDue();
    const first = await Promise.all(keys.map(jobOf));
    expect(first.filter((j) => j.sentAt)).toHaveLength(2);
    const back = first.filter((j) => !j.sentAt);
    expect(back.map((j) => [j.attempts, j.lockedUntil])).toEqual([
      [0, null],
      [0, null],
    ]);

    await mailQueue({ ...t.deps, mailer: slow }).runDue();
    expect((await Promise.all(keys.map(jobOf))).every((j) => j.sentAt && j.attempts === 1)).toBe(
      true,
    );
    expect(sent.filter((to) => to.startsWith('slow-')).sort()).toEqual(
      keys.map((k) => `${k}@exemple.ma`),
    );
  });

  it('sets a mail aside after its last try, shows it to the admin, who can send it again', async () => {
    const server = flakyMailer();
    const queue = mailQueue({ ...t.deps, mailer: server.mailer });
    const message = mail();
    await queueMails(t.deps.db, [{ key: 'gives-up', message }]);
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await queue.runDue();
      t.clock.advance(2 * 3_600_000);
    }
    const failed = await jobOf('gives-up');
    expect(failed.failedAt).not.toBeNull();
    expect(failed.attempts).toBe(MAX_ATTEMPTS);
    expect(await queue.runDue()).toBe(0);

    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const headers = { authorization: `Bearer ${admin.accesstoken}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/mail-queue/failed', headers });
    expect(list.statusCode).toBe(200);
    const rows = json<{ data: Array<{ _id: string; recipient: string; lastError: string }> }>(
      list,
    ).data;
    const row = rows.find((r) => r.recipient === message.to)!;
    expect(row.lastError).toContain('ECONNREFUSED');

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/mail-queue/${row._id}/retry`,
      headers,
    });
    expectMessage(retry, 200, 'Email remis en file d’envoi');
    server.up();
    expect(await queue.runDue()).toBe(1);
    expect(server.sent.map((m) => m.to)).toEqual([message.to]);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/mail-queue/${row._id}/retry`,
      headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('drops unsent, and erases, a mail that expired while the server was down (a reset code)', async () => {
    const server = flakyMailer();
    const queue = mailQueue({ ...t.deps, mailer: server.mailer });
    const message = { ...mail(), text: 'Votre code : 123456' };
    const expiresAt = new Date(t.clock.now().getTime() + 10 * 60_000);
    await queueMails(t.deps.db, [{ key: 'expires', message, expiresAt }]);
    expect(await queue.runDue()).toBe(1);
    expect((await jobOf('expires')).message).toEqual(message);

    server.up();
    t.clock.advance(11 * 60_000);
    expect(await queue.runDue()).toBe(1);
    expect(server.sent).toEqual([]);
    const dropped = await jobOf('expires');
    expect(dropped.failedAt).not.toBeNull();
    expect(dropped.message).toBeNull();
    expect(dropped.lastError).toBe(MAIL_QUEUE_MSG.expired);

    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/mail-queue/${dropped.id}/retry`,
      headers: { authorization: `Bearer ${admin.accesstoken}` },
    });
    expectMessage(retry, 409, MAIL_QUEUE_MSG.expiredRetry);
  });

  it('is not open to customers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mail-queue/failed' });
    expect(res.statusCode).toBe(401);
  });

  it('sends a batch over one connection to the mail server, closed when the shop closes', async () => {
    const sink = await smtpSink();
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: 'Zina <no-reply@zina.ma>',
      outboxDir: '',
    });
    const app = await buildApp({
      deps: createDeps(t.deps.config, t.deps.database, { clock: t.clock, mailer }),
      runMailWorker: false,
    });
    try {
      await queueMails(
        t.deps.db,
        ['a', 'b', 'c'].map((k) => ({ key: `pooled-${k}`, message: mail(`${k}@exemple.ma`) })),
      );
      expect(await app.sendDueMail()).toBe(3);
      expect(sink.messages).toHaveLength(3);
      expect(sink.connections).toBe(1);
      expect(sink.open()).toBe(1);

      await app.close();
      await vi.waitFor(() => expect(sink.open()).toBe(0));
    } finally {
      await app.close();
      await sink.close();
    }
  });
});
