import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { isOwnUpload, removeUpload, srcsetOf, storeImage, variantWidths } from './images';
import { localStorage, s3Storage } from './storage';

const root = mkdtempSync(join(tmpdir(), 'zina-images-'));
const storage = localStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#1f7a5a80' } })
    .png()
    .toBuffer();
const files = () => readdirSync(join(root, 'images')).sort();

describe('image pipeline helpers', () => {
  it('picks the standard widths below the image and caps the top at 1280', () => {
    expect(variantWidths(100)).toEqual([100]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(900)).toEqual([320, 640, 900]);
    expect(variantWidths(5000)).toEqual([320, 640, 1280]);
  });

  it('keeps transparency and derives the same srcset from the main URL', async () => {
    const stored = await storeImage(storage, await png(900, 600));
    expect(stored.srcset.map((s) => s.width)).toEqual([320, 640, 900]);
    expect(srcsetOf(stored.url, storage)).toEqual(stored.srcset);
    const meta = await sharp(join(root, storage.keyOf(stored.url)!)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 900, hasAlpha: true });
  });

  it('removes every variant of an upload and ignores foreign URLs', async () => {
    const keep = await storeImage(storage, await png(300, 300));
    const gone = await storeImage(storage, await png(2000, 1000));
    const before = files();
    await removeUpload('https://ailleurs.example/images/x-320.webp', storage);
    await removeUpload('/uploads/../../etc/passwd', storage);
    expect(files()).toEqual(before);
    await removeUpload(gone.url, storage);
    const after = files();
    for (const s of gone.srcset) expect(after).not.toContain(s.url.split('/').pop());
    expect(after).toContain(keep.url.split('/').pop());
    expect(before.length - after.length).toBe(3);
  });

  it('recognises only this shop’s upload URLs', () => {
    expect(isOwnUpload('/uploads/images/0123456789abcdef01234567-640.webp', storage)).toBe(true);
    expect(isOwnUpload('https://evil.example/uploads/images/a-640.webp', storage)).toBe(false);
    expect(isOwnUpload('/uploads/../secret', storage)).toBe(false);
    expect(isOwnUpload('javascript:alert(1)', storage)).toBe(false);
    const s3 = s3Storage({
      bucket: 'zina',
      region: 'eu-west-3',
      publicUrl: 'https://cdn.zina.ma',
    });
    expect(isOwnUpload('https://cdn.zina.ma/images/a-640.webp', s3)).toBe(true);
    expect(isOwnUpload('https://cdn.zina.ma.evil.example/images/a-640.webp', s3)).toBe(false);
  });

  it('refuses a GIF and an empty file', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    await expect(storeImage(storage, gif)).rejects.toBeInstanceOf(AppError);
    await expect(storeImage(storage, Buffer.alloc(0))).rejects.toThrow(
      'Veuillez sélectionner un fichier image valide',
    );
  });
});
