import Fastify from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AccessLog,
  loggerOptions,
  requestLogger,
  requestRouteFields,
  writeAccessLine,
} from './logging';

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

describe('the access line', () => {
  it('is a pino line: level, time, the logger’s bindings, then the request, its status and time', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/quiet?page=2', headers: { host: 'zina.ma' } });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(Object.keys(line)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(line).toMatchObject({
      level: 30,
      pid: process.pid,
      req: { method: 'GET', url: '/quiet?page=2', host: 'zina.ma', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      msg: 'requête traitée',
    });
    expect(line.time).toBeGreaterThan(Date.now() - 60_000);
    expect(line.responseTime).toBeGreaterThan(0);
    expect(lines[0]!.endsWith('}\n')).toBe(true);
  });

  it('escapes what the client sent (path, host) and is not written below its level', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/quiet?q=%22', headers: { host: 'a"b\\c' } });
    expect(JSON.parse(lines[0]!)).toMatchObject({ req: { url: '/quiet?q=%22', host: 'a"b\\c' } });
    lines.length = 0;
    base.level = 'warn';
    try {
      await app.inject({ method: 'GET', url: '/quiet' });
    } finally {
      base.level = 'info';
    }
    expect(lines).toEqual([]);
  });
});

describe('the access line of a kept connection', () => {
  const socket = { remoteAddress: '127.0.0.1', remotePort: 40000 };
  const lineFor = (request: { host?: string; ip?: string }, route?: string) => {
    lines.length = 0;
    const args = [
      base,
      'req-1',
      { method: 'GET', url: '/a', socket, ...request },
      200,
      1.5,
    ] as const;
    if (route === undefined) writeAccessLine(...args);
    else writeAccessLine(...args, route);
    return (JSON.parse(lines[0]!) as { req: Record<string, unknown> }).req;
  };

  const lineTime = () => {
    lines.length = 0;
    writeAccessLine(base, 'req-1', { method: 'GET', url: '/a', socket }, 200, 1);
    return (JSON.parse(lines[0]!) as { time: number }).time;
  };

  it('shows each request its own host and address, though the connection is the same', () => {
    expect(lineFor({ host: 'zina.ma', ip: '127.0.0.1' })).toEqual({
      method: 'GET',
      url: '/a',
      host: 'zina.ma',
      remoteAddress: '127.0.0.1',
      remotePort: 40000,
    });
    expect(lineFor({ host: 'www.zina.ma', ip: '127.0.0.1' }).host).toBe('www.zina.ma');
    // Behind a proxy one connection brings many clients.
    expect(lineFor({ host: 'www.zina.ma', ip: '203.0.113.7' }).remoteAddress).toBe('203.0.113.7');
    expect(lineFor({ host: 'www.zina.ma' }).remoteAddress).toBe('127.0.0.1');
  });

  it('gives each line the time it was written', async () => {
    const before = Date.now();
    const first = lineTime();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = lineTime();
    expect(first).toBeGreaterThanOrEqual(before);
    expect(second).toBeGreaterThan(first);
    expect(second).toBeLessThanOrEqual(Date.now());
  });

  it('takes the method and path made once for a replayed answer, masked as any other', () => {
    const route = requestRouteFields('POST', '/api/user/verify-email?code=123456');
    expect(lineFor({ host: 'zina.ma' }, route)).toMatchObject({
      method: 'POST',
      url: '/api/user/verify-email?[masqué]',
      host: 'zina.ma',
    });
    expect(lines.join('')).not.toContain('123456');
  });
});
