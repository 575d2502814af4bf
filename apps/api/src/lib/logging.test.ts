import Fastify from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { AccessLog, loggerOptions, requestLogger } from './logging';

const lines: string[] = [];
const base = pino(loggerOptions({ level: 'info' }) as LoggerOptions, {
  write: (line: string) => lines.push(line),
});
let childrenMade = 0;
const makeChild = base.child.bind(base);
base.child = ((...args: Parameters<typeof makeChild>) => {
  childrenMade++;
  return makeChild(...args);
}) as typeof base.child;

const app = Fastify({
  loggerInstance: base,
  logController: new AccessLog(),
  childLoggerFactory: requestLogger,
});
app.get('/quiet', async () => ({ ok: true }));
let quietLevel: string | undefined;
app.get('/quiet-warn', { logLevel: 'warn' }, async (request) => {
  quietLevel = request.log.level;
  return { ok: true };
});
app.get('/talk', async (request) => {
  request.log.info({ body: { otp: '424242' } }, 'parle');
  return { ok: true };
});
afterAll(() => app.close());

describe("a request's logger", () => {
  it('is made only when the request logs a line of its own', async () => {
    await app.inject({ method: 'GET', url: '/quiet' }); // the access line's writer, once
    const before = childrenMade;
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/quiet' });
    expect(childrenMade).toBe(before);
    await app.inject({ method: 'GET', url: '/talk' });
    expect(childrenMade).toBe(before + 1);
  });

  it("tells a route's own level before it is made", async () => {
    await app.inject({ method: 'GET', url: '/quiet-warn' });
    expect(quietLevel).toBe('warn');
  });

  it("writes the request's id on its lines, with the same redaction as every other", async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/talk' });
    const said = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const talk = said.find((l) => l.msg === 'parle');
    const access = said.find((l) => l.msg === 'requête traitée');
    expect(talk?.reqId).toEqual(expect.any(String));
    expect(talk?.reqId).toBe(access?.reqId);
    expect(lines.join('')).not.toContain('424242');
  });
});
