import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type * as S3Sdk from '@aws-sdk/client-s3';

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
  // The SDK is loaded with the first upload, not in every process at start.
  let sdk: Promise<typeof S3Sdk> | undefined;
  let client: Promise<S3Sdk.S3Client> | undefined;
  const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));
  const s3 = () =>
    (client ??= loadSdk().then(
      ({ S3Client }) =>
        new S3Client({
          region: opts.region,
          endpoint: opts.endpoint,
          forcePathStyle: Boolean(opts.endpoint),
          credentials:
            opts.accessKeyId && opts.secretAccessKey
              ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
              : undefined,
        }),
    ));
  const base = (
    opts.publicUrl ??
    (opts.endpoint
      ? `${opts.endpoint}/${opts.bucket}`
      : `https://${opts.bucket}.s3.${opts.region}.amazonaws.com`)
  ).replace(/\/$/, '');
  return {
    async put(key, body, contentType) {
      const { PutObjectCommand } = await loadSdk();
      await (
        await s3()
      ).send(
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
      const { DeleteObjectCommand } = await loadSdk();
      await (await s3()).send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
    keyOf: (url) => keyUnder(url, `${base}/`),
  };
}

function keyUnder(url: string, prefix: string): string | null {
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..') ? key : null;
}
