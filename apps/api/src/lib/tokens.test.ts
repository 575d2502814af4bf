import { describe, expect, it } from 'vitest';
import { tokenService } from './tokens';

const SECRET = 'token-test-secret-token-test-secret-0123';

describe('access tokens', () => {
  it('keeps a checked signature only until the token expires', async () => {
    const tokens = tokenService(SECRET, 60);
    const start = new Date('2026-11-22T10:00:00Z');
    const token = await tokens.signAccess({ sub: 'u1', sid: 's1', role: 'USER' }, start);
    const claims = { sub: 'u1', sid: 's1', role: 'USER' };
    expect(await tokens.verifyAccess(token, start)).toEqual(claims);
    expect(await tokens.verifyAccess(token, new Date(start.getTime() + 59_000))).toEqual(claims);
    expect(await tokens.verifyAccess(token, new Date(start.getTime() + 60_000))).toBeNull();
  });

  it('refuses a token signed with another secret or altered, even after a good one', async () => {
    const ours = tokenService(SECRET, 60);
    const theirs = tokenService(`${SECRET}-other`, 60);
    const good = await ours.signAccess({ sub: 'u1', sid: 's1', role: 'USER' });
    await ours.verifyAccess(good);
    const [header, payload, signature] = good.split('.');
    const admin = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        role: 'ADMIN',
      }),
    ).toString('base64url');
    expect(await ours.verifyAccess(`${header}.${admin}.${signature}`)).toBeNull();
    expect(
      await ours.verifyAccess(await theirs.signAccess({ sub: 'u1', sid: 's1', role: 'ADMIN' })),
    ).toBeNull();
  });
});
