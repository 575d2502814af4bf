import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  killAllServers,
  login,
  pool,
  preparePgliteDir,
  removeDir,
  startServer,
  type Answer,
} from './harness';

const dirs: string[] = [];
afterAll(async () => {
  await killAllServers();
  dirs.forEach(removeDir);
});

const PASSWORD = 'Embarque2026!Zina';
const ADDRESS = { adresse: '5 rue du Souk', ville: 'Essaouira', telephone: '0612345678' };

interface Account {
  email: string;
  token: string;
  addresses: string[];
}

describe('SIGKILL during writes on the embedded database (PGlite)', () => {
  it('restarts on the same data directory with every answered write in place', async () => {
    const t0 = Date.now();
    const dataDir = await preparePgliteDir();
    dirs.push(dataDir);
    const t1 = Date.now();
    let server = await startServer({ dataDir });
    const t2 = Date.now();
    const base = server.url;

    const register = async (email: string): Promise<Answer> =>
      api(base, 'POST', '/api/user/register', {
        body: { name: 'Cliente Embarquée', email, password: PASSWORD, confirmPassword: PASSWORD },
      });
    const addAddress = (a: Account, n: number) =>
      api(base, 'POST', '/api/address/create', {
        token: a.token,
        body: { ...ADDRESS, adresse: `${n} rue du Souk` },
      });

    // Committed writes first: accounts, their sessions and addresses.
    const accounts: Account[] = [];
    for (let i = 0; i < 4; i++) {
      const email = `embarque-${i}@test.ma`;
      expect((await register(email)).status).toBe(201);
      const account: Account = { email, token: await login(base, email, PASSWORD), addresses: [] };
      const res = await addAddress(account, i);
      expect(res.status).toBe(201);
      account.addresses.push((res.body!.data as { _id: string })._id);
      accounts.push(account);
    }

    // A burst of 60 writes (registrations and addresses); SIGKILL once 20 have their answer.
    const registered: string[] = [];
    let answered = 0;
    let killed = false;
    const answeredOk = () => {
      if (++answered >= 20 && !killed) {
        killed = true;
        server.killGroup('SIGKILL');
      }
    };
    const burst = Array.from({ length: 60 }, async (_, i) => {
      try {
        if (i % 3 === 0) {
          const email = `rafale-${i}@test.ma`;
          const res = await register(email);
          if (killed) return;
          expect(res.status).toBe(201);
          registered.push(email);
        } else {
          const account = accounts[i % accounts.length]!;
          const res = await addAddress(account, 100 + i);
          if (killed) return;
          expect(res.status).toBe(201);
          account.addresses.push((res.body!.data as { _id: string })._id);
        }
        answeredOk();
      } catch (error) {
        if (!killed) throw error;
        // The connection died with the server: this write was never confirmed.
      }
    });
    await Promise.all(burst);
    expect(killed).toBe(true);
    expect((await server.exited).signal).toBe('SIGKILL');
    const confirmed = registered.length + accounts.reduce((s, a) => s + a.addresses.length, 0);

    const t3 = Date.now();
    server = await startServer({ dataDir, port: server.port });
    const t4 = Date.now();
    const ready = await api(base, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect((await api(base, 'GET', '/api/category/get')).status).toBe(200);

    // Every confirmed address is there, reached with the session opened before the crash.
    for (const account of accounts) {
      const res = await api(base, 'GET', '/api/address/get', { token: account.token });
      expect(res.status, account.email).toBe(200);
      const ids = (res.body!.data as Array<{ _id: string }>).map((a) => a._id);
      expect(ids).toEqual(expect.arrayContaining(account.addresses));
    }
    // Every confirmed registration can sign in.
    await pool(registered, 4, async (email) => {
      await login(base, email, PASSWORD);
    });
    console.log(
      `PGlite crash test: ${confirmed} writes confirmed before SIGKILL (${registered.length} accounts ` +
        `in the burst), all present after the restart`,
    );

    console.log(
      `PGlite crash test timing: data dir ${t1 - t0} ms, start ${t2 - t1} ms, writes and kill ${t3 - t2} ms, ` +
        `restart ${t4 - t3} ms, checks ${Date.now() - t4} ms`,
    );
    server.killGroup('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 240_000);
});
