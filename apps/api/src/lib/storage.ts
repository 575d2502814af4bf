import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** Where uploaded files live; the rest of the app only knows keys and public URLs. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** The key behind one of our own URLs, or null for a URL this shop did not issue. */
  keyOf(url: string): string | null;
}

export function localStorage(rootDir: string, publicBase = '/uploads'): Storage {
  return {
    async put(key, body) {
      const file = join(rootDir, normalize(key));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
      return `${publicBase}/${key}`;
    },
    async remove(key) {
      await rm(join(rootDir, normalize(key)), { force: true });
    },
    keyOf: (url) => keyUnder(url, `${publicBase}/`),
  };
}

export function s3Storage(opts: {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  publicUrl?: string;
}): Storage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: Boolean(opts.endpoint),
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
  });
  const base = (
    opts.publicUrl ??
    (opts.endpoint
      ? `${opts.endpoint}/${opts.bucket}`
      : `https://${opts.bucket}.s3.${opts.region}.amazonaws.com`)
  ).replace(/\/$/, '');
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${base}/${key}`;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
    keyOf: (url) => keyUnder(url, `${base}/`),
  };
}

function keyUnder(url: string, prefix: string): string | null {
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..') ? key : null;
}
