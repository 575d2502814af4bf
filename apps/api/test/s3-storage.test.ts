import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema';
import { s3Storage } from '../src/lib/storage';
import { sendPng } from './fixtures/catalogue';
import { startS3Server, S3_KEYS } from './fixtures/s3-server';
import { ADMIN, createTestApp, json, loginAs, type TestApp } from './test-app';

/**
 * The S3 store against a real S3-protocol server running here (s3rver, issue 48): uploads land in
 * the bucket, answers name them under S3_PUBLIC_URL and fetching that gives the bytes, a released
 * image is deleted, and nothing is served or written outside the bucket.
 */
const BUCKET = 'zina-media';
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let admin: { authorization: string };
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  t = await createTestApp({
    env: {
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      S3_PUBLIC_URL: s3.bucketUrl,
    },
  });
  admin = (await loginAs(t.app, ADMIN.email, ADMIN.password)).auth;
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: S3_KEYS,
  });
});
afterAll(async () => {
  client?.destroy();
  await t?.close();
  await s3?.close();
});

const keysInBucket = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? [])
    .map((o) => o.Key!)
    .sort();

async function upload(colour: string) {
  const res = await sendPng(t.app, admin, { colour, width: 700, height: 400 });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { url: string; srcset: Array<{ width: number; url: string }> } }>(res).data;
}

describe('S3 storage (s3rver)', () => {
  it('stores an upload in the bucket and answers it under S3_PUBLIC_URL, whose bytes are the object', async () => {
    const image = await upload('#aa3311');
    expect(image.url).toMatch(new RegExp(`^${s3.bucketUrl}/images/[0-9a-f]{24}-700\\.webp$`));
    expect(image.srcset.map((v) => v.width)).toEqual([320, 640, 700]);
    const key = image.url.slice(s3.bucketUrl.length + 1);
    expect(await keysInBucket()).toEqual(expect.arrayContaining([key]));

    const served = await fetch(image.url, { headers: { origin: 'https://ailleurs.example' } });
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toContain('immutable');
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);
    expect((await sharp(bytes).metadata()).width).toBe(700);
  });

  it('saves the path in the row and answers the catalogue with S3_PUBLIC_URL', async () => {
    const image = await upload('#11aa33');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/category/add-category',
      headers: admin,
      payload: { name: 'Bijoux S3', image: image.url },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [stored] = await t.deps.db
      .select()
      .from(categories)
      .where(eq(categories.name, 'Bijoux S3'));
    expect(stored!.image).toBe(new URL(image.url).pathname.replace(`/${BUCKET}`, '/uploads'));
    const list = json<{ data: Array<{ name: string; image: string }> }>(
      await t.app.inject({ method: 'GET', url: '/api/category/get' }),
    );
    expect(list.data.find((c) => c.name === 'Bijoux S3')!.image).toBe(image.url);
  });

  it('deletes every width of an image the catalogue lets go of', async () => {
    const first = await upload('#3311aa');
    const second = await upload('#aa11aa');
    const created = json<{ data: { _id: string } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/category/add-category',
        headers: admin,
        payload: { name: 'Montres S3', image: first.url },
      }),
    ).data;
    const keysOf = (image: typeof first) =>
      image.srcset.map((v) => v.url.slice(s3.bucketUrl.length + 1));
    expect(await keysInBucket()).toEqual(expect.arrayContaining(keysOf(first)));
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/category/update',
      headers: admin,
      payload: { _id: created._id, name: 'Montres S3', image: second.url },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const left = await keysInBucket();
    for (const key of keysOf(first)) expect(left).not.toContain(key);
    expect(left).toEqual(expect.arrayContaining(keysOf(second)));
    expect((await fetch(first.url)).status).toBe(404);
  });

  it('keeps the files of a row written before ADR 0018 (the bucket URL in it) when it is saved again', async () => {
    const image = await upload('#aaaa11');
    const keys = image.srcset.map((v) => v.url.slice(s3.bucketUrl.length + 1));
    // As rows were written with S3 before answers carried absolute URLs: the URL itself.
    const [old] = await t.deps.db
      .insert(categories)
      .values({ name: 'Ancienne S3', image: image.url })
      .returning();
    expect(
      json<{ data: Array<{ name: string; image: string }> }>(
        await t.app.inject({ method: 'GET', url: '/api/category/get' }),
      ).data.find((c) => c.name === 'Ancienne S3')!.image,
    ).toBe(image.url);
    // Saved again with the URL it was shown: stored as the path, and its files still used.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/category/update',
      headers: admin,
      payload: { _id: old!.id, name: 'Ancienne S3', image: image.url },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.deps.db.select().from(categories).where(eq(categories.id, old!.id));
    expect(row!.image).toBe(`/uploads/${keys.at(-1)}`);
    expect(await keysInBucket()).toEqual(expect.arrayContaining(keys));
  });

  it('keeps the shop private: nothing on its own disk or /uploads, no write without the keys', async () => {
    const image = await upload('#777777');
    // With S3 the shop serves no uploads itself and writes none to its data folder.
    const path = `/uploads/${image.url.slice(s3.bucketUrl.length + 1)}`;
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect(existsSync(join(t.dataDir, 'uploads'))).toBe(false);
    // Only the pictures are in the bucket: none of the data folder's private files.
    expect((await keysInBucket()).every((k) => /^images\/[0-9a-f]{24}-\d+\.webp$/.test(k))).toBe(
      true,
    );
    // A store without the bucket's keys is refused by the server: the bucket stays as it was
    // (s3rver checks the key id; it does not verify SigV4 signatures).
    const before = await keysInBucket();
    const intruder = s3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'INTRUS',
      secretAccessKey: 'pas-le-secret',
    });
    await expect(
      intruder.put('images/intrus.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow();
    await expect(intruder.remove(before[0]!)).rejects.toThrow();
    expect(await keysInBucket()).toEqual(before);
  });
});
