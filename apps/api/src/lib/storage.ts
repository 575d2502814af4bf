import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type * as S3Sdk from '@aws-sdk/client-s3';
import { UPLOADS_PATH } from './media-urls';

/**
 * Where uploaded files live; the rest of the app only knows keys and the stored path of each
 * (`/uploads/<key>`, on disk or in S3 alike: answers make it absolute, lib/media-urls.ts).
 */
export interface Storage {
  /** Stores the file; returns the path to save with a row. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** The key behind one of our own stored paths, or null for a URL this shop did not issue. */
  keyOf(url: string): string | null;
}

const STORED_PREFIX = `${UPLOADS_PATH}/`;

export function localStorage(rootDir: string): Storage {
  return {
    async put(key, body) {
      const file = join(rootDir, normalize(key));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
      return `${STORED_PREFIX}${key}`;
    },
    async remove(key) {
      await rm(join(rootDir, normalize(key)), { force: true });
    },
    keyOf: (url) => keyUnder(url, STORED_PREFIX),
  };
}

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  publicUrl?: string;
}

/** Where the bucket's objects are read by browsers: S3_PUBLIC_URL, or the bucket's own address. */
export function s3PublicUrl(opts: S3Options): string {
  return (
    opts.publicUrl ??
    (opts.endpoint
      ? `${opts.endpoint.replace(/\/$/, '')}/${opts.bucket}`
      : `https://${opts.bucket}.s3.${opts.region}.amazonaws.com`)
  ).replace(/\/$/, '');
}

export function s3Storage(opts: S3Options): Storage {
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
  // Rows written before issue 48 hold the bucket's absolute URLs: still ours.
  const legacyPrefix = `${s3PublicUrl(opts)}/`;
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
      return `${STORED_PREFIX}${key}`;
    },
    async remove(key) {
      const { DeleteObjectCommand } = await loadSdk();
      await (await s3()).send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
    keyOf: (url) => keyUnder(url, STORED_PREFIX) ?? keyUnder(url, legacyPrefix),
  };
}

function keyUnder(url: string, prefix: string): string | null {
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..') ? key : null;
}
