import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { createDeps } from '../../lib/create-deps';
import { smtpSink } from '@test/fixtures/smtp-sink';
import { createTestApp, expectMessage, json, type TestApp } from '@test/test-app';
import { RESET_MSG } from './password-reset';
import { accountKit, codeInMail } from '@test/kits/user-test-kit';

/** Recovery mails go to a real SMTP server here; logs are kept to be read. */
let sink: Awaited<ReturnType<typeof smtpSink>>;
let t: TestApp;
/** A second process on the same database, with its own memory and a running mail worker. */
let second: FastifyInstance;
const logs: string[] = [];

beforeAll(async () => {
  sink = await smtpSink();
  t = await createTestApp({
    env: { SMTP_URL: sink.url },
    logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } },
  });
  second = await buildApp({
    deps: createDeps(t.deps.config, t.deps.database, { clock: t.clock }),
    logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } },
  });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await sink?.close();
});

let ip = 0;
const put = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({ method: 'PUT', url, payload, remoteAddress: `10.9.0.${++ip}` });
const forgot = (app: FastifyInstance, email: string) =>
  put(app, '/api/user/forgot-password', { email });
const answer = (res: { statusCode: number; body: string }) => [res.statusCode, res.body];

/** Past every cooldown and code lifetime, so that tests do not touch. */
const settle = () => t.clock.advance(61 * 60 * 1000);

describe('forgot-password does not tell which addresses have an account (issue item 5)', () => {
  it('answers a known and an unknown address alike, whichever process answers', async () => {
    const known = (await accountKit(t).newAccount('connue')).email;
    const unknown = 'inconnue@exemple.ma';

    const first = [await forgot(t.app, known), await forgot(t.app, unknown)];
    expect(first[0]!.statusCode).toBe(200);
    expect(json(first[0]!).message).toBe(RESET_MSG.sent);
    expect(answer(first[1]!)).toEqual(answer(first[0]!));

    // The second request lands on the other process: both still within the cooldown.
    t.clock.advance(5 * 1000);
    const again = [await forgot(second, known), await forgot(second, unknown)];
    expect(again[0]!.statusCode).toBe(429);
    expect(json(again[0]!).message).toBe(RESET_MSG.cooldown(55));
    expect(answer(again[1]!)).toEqual(answer(again[0]!));

    // The second process's worker sends what either process queued.
    const mailsTo = (email: string) => sink.messages.filter((m) => m.includes(email));
    await vi.waitFor(() => expect(mailsTo(known)).toHaveLength(1), { timeout: 5000 });
    expect(mailsTo(unknown)).toHaveLength(0);
    const mails = mailsTo(known);

    // A wrong code, tried on the other process, spends a try alike.
    const code = codeInMail(mails[0]!);
    const otp = code === '000000' ? '111111' : '000000';
    const guess = (email: string) =>
      put(second, '/api/user/verify-forgot-password-otp', { email, otp });
    const tries = [await guess(known), await guess(unknown)];
    expect(tries[0]!.statusCode).toBe(400);
    expect(json(tries[0]!).message).toBe(RESET_MSG.wrong(4));
    expect(answer(tries[1]!)).toEqual(answer(tries[0]!));
    settle();
  });

  it('answers before the mail leaves, logs a refused mail without its code, then tries again', async () => {
    const { email } = await accountKit(t).newAccount('attente');
    let release!: () => void;
    sink.gate = new Promise((resolve) => (release = resolve));
    sink.finalReply = '554 5.7.1 Message refusé';
    const before = sink.messages.length;

    // Answered while the SMTP server still holds its reply to the message.
    const res = await forgot(second, email);
    expectMessage(res, 200, RESET_MSG.sent);
    await vi.waitFor(() => expect(sink.messages).toHaveLength(before + 1), { timeout: 5000 });

    release();
    const code = codeInMail(sink.messages.at(-1)!);
    expect(code).toMatch(/^\d{6}$/);
    await vi.waitFor(() => expect(logs.join('')).toContain('mail not sent'));
    const text = logs.join('');
    expect(text).toContain('554 5.7.1');
    expect(text).not.toContain(code);

    // The job outlives the refusal: once the server accepts, the same code arrives.
    sink.gate = Promise.resolve();
    sink.finalReply = '250 2.0.0 OK';
    t.clock.advance(16 * 1000);
    await vi.waitFor(() => expect(sink.messages).toHaveLength(before + 2), { timeout: 5000 });
    expect(codeInMail(sink.messages.at(-1)!)).toBe(code);
    settle();
  });
});
