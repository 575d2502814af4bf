import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from '@test/fixtures/catalogue';
import { createTestApp, type TestApp } from '@test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogueFixture(t.deps.db);
  for (let i = 0; i < 12; i++) {
    await f.product({
      name: `Sac en cuir numéro ${i}`,
      description: 'Un sac élégant. '.repeat(20),
    });
  }
});
afterAll(() => t.close());

describe('compression', () => {
  it('compresses a large JSON answer with brotli when the client accepts it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/get',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { page: 1, limit: 12 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(body.data).toHaveLength(12);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(body)) / 2);
  });

  it('sends plain JSON to a client that does not ask for compression', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/get',
      payload: { page: 1 },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().success).toBe(true);
  });

  it('takes no compressed request body: a 400 in French, nothing inflated', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/get',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ page: 1 })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(res.json().message).toContain('JSON valide');
  });
});
