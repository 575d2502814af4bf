import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultWorkers, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'zina-config-'));

describe('configuration', () => {
  it('has embedded defaults', () => {
    const c = loadConfig({ DATA_DIR: dataDir() });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.admin.email).toBe('admin@zina.ma');
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('refuses private webhook endpoints unless WEBHOOK_ALLOW_PRIVATE=true', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webhooks.allowPrivate).toBe(false);
    const allowed = loadConfig({ DATA_DIR: dataDir(), WEBHOOK_ALLOW_PRIVATE: 'true' });
    expect(allowed.webhooks.allowPrivate).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEBHOOK_ALLOW_PRIVATE: 'oui' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE/,
    );
  });

  it('generates a development secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('opens a few database connections per process unless DB_POOL_SIZE says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).dbPoolSize).toBe(5);
    expect(loadConfig({ DATA_DIR: dataDir(), DB_POOL_SIZE: '12' }).dbPoolSize).toBe(12);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
  });

  it('prepares statements unless DB_PREPARED_STATEMENTS=false (a pooler that cannot keep them)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).dbPreparedStatements).toBe(true);
    const off = loadConfig({ DATA_DIR: dataDir(), DB_PREPARED_STATEMENTS: 'false' });
    expect(off.dbPreparedStatements).toBe(false);
    expect(() => loadConfig({ DB_PREPARED_STATEMENTS: 'non' })).toThrow(/DB_PREPARED_STATEMENTS/);
  });

  it('runs a process per core, leaving one to a PostgreSQL on the same machine', () => {
    for (const local of [
      'postgres://postgres@127.0.0.1:5432/shop',
      'postgres://zina:secret@localhost/shop',
      'postgres://postgres@[::1]:5432/shop',
      'postgres:///shop',
      'postgres:///shop?host=/var/run/postgresql',
      'postgresql://postgres@%2Fvar%2Frun%2Fpostgresql/shop',
    ]) {
      expect([local, defaultWorkers(local, 2), defaultWorkers(local, 8)]).toEqual([local, 1, 7]);
    }
    expect(defaultWorkers('postgres://postgres@127.0.0.1/shop', 1)).toBe(1);
    for (const remote of [
      'postgres://zina@db.internal:5432/shop',
      'postgres://zina@10.0.0.5/shop',
    ]) {
      expect(defaultWorkers(remote, 2)).toBe(2);
    }
    const url = 'postgres://postgres@127.0.0.1:5432/shop';
    expect(
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url, WEB_CONCURRENCY: '3' }).workers,
    ).toBe(3);
    expect(loadConfig({ DATA_DIR: dataDir() }).workers).toBe(1);
  });

  it('stops on a bad value with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('requires a secret and refuses the demo admin password in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir() }),
    ).toThrow(/ADMIN_PASSWORD/);
    const c = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'Une-Vraie-Phrase-2026',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      DATA_DIR: dataDir(),
    });
    expect(c.production).toBe(true);
  });
});

describe('production safety settings', () => {
  const prod = (extra: Record<string, string>) => ({
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    ADMIN_PASSWORD: 'Une-Vraie-Phrase-2026',
    DATA_DIR: dataDir(),
    ...extra,
  });

  it('refuses to start in production without SMTP_URL, naming it, unless MAIL_OUTBOX=true', () => {
    expect(() => loadConfig(prod({}))).toThrow(/SMTP_URL/);
    expect(() => loadConfig(prod({}))).toThrow(/requis en production/);
    expect(loadConfig(prod({ SMTP_URL: 'smtp://127.0.0.1:2525' })).mail.smtpUrl).toBe(
      'smtp://127.0.0.1:2525',
    );
    expect(loadConfig(prod({ MAIL_OUTBOX: 'true' })).production).toBe(true);
    // Development keeps its outbox without asking.
    expect(loadConfig({ DATA_DIR: dataDir() }).mail.smtpUrl).toBeUndefined();
  });

  it('serves metrics only when METRICS_PORT is set, on loopback unless told, never on PORT', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metrics).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics,
    ).toEqual({ port: 9464, host: '10.0.0.5' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT: doit être différent de PORT/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: 'abc' })).toThrow(/METRICS_PORT/);
  });

  it('refuses a METRICS_HOST that is not loopback, private or link-local', () => {
    for (const host of ['8.8.8.8', '0.0.0.0', '::', '2001:4860::8888', 'metrics.example.com']) {
      expect(() =>
        loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: '9464', METRICS_HOST: host }),
      ).toThrow(/METRICS_HOST: doit être une adresse locale ou privée/);
    }
    for (const host of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.31.0.1',
      '192.168.1.10',
      'fd00::5',
      'fe80::1',
      'localhost',
      '::ffff:10.0.0.1',
    ]) {
      expect(
        loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: '9464', METRICS_HOST: host }).metrics?.host,
      ).toBe(host);
    }
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: '9464', METRICS_HOST: '172.32.0.1' }),
    ).toThrow(/METRICS_HOST/);
  });

  it('keeps taking requests 5 s after SIGTERM in production, none elsewhere, unless told', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shutdownGraceMs).toBe(0);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'Une-Vraie-Phrase-2026',
      MAIL_OUTBOX: 'true',
      DATA_DIR: dataDir(),
    };
    expect(loadConfig(production).shutdownGraceMs).toBe(5000);
    expect(loadConfig({ ...production, SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
    expect(() => loadConfig({ ...production, SHUTDOWN_GRACE_MS: '-1' })).toThrow(
      /SHUTDOWN_GRACE_MS/,
    );
  });

  it('trusts no proxy by default, in production too', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig(prod({ MAIL_OUTBOX: 'true' })).trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges', () => {
    const trust = (v: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: v }).trustProxy;
    expect(trust('1')).toBe(1);
    expect(trust('false')).toBe(false);
    expect(trust('10.0.0.1, 172.16.0.0/12,loopback,::1,fd00::/8')).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example.com', '0']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
