import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MSG } from '@zina/shared/messages';
import { multipartFile } from '../fixtures/multipart';
import { decompressionBomb } from '../fixtures/images';
import { CUSTOMER, json, setupTestApp, signedInHeaders } from '../test-app';
import { filesUnder, notAFrenchRefusal, snapshotDatabase } from './security-kit';

/*
 * POST /api/file/upload meets these files in modules/file/file.test.ts; the avatar goes through
 * its own route (PUT /api/user/upload-avatar, field `avatar`), so it meets them here.
 */

const t = setupTestApp();
const auth = signedInHeaders(t, CUSTOMER);

async function uploadAvatar(bytes: Buffer, filename: string, type: string) {
  const body = await multipartFile('avatar', bytes, filename, type);
  return t.app.inject({
    method: 'PUT',
    url: '/api/user/upload-avatar',
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
}

/** A real PNG of about 6 MB: random pixels do not compress. */
async function sixMegabytePng(): Promise<Buffer> {
  const width = 1500;
  const height = 1400;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i + 4 <= noise.length; i += 4) {
    noise.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe('hostile avatars', () => {
  it('refuses a scripted SVG, a PDF named .png, a 6 MB file, a bomb and a truncated JPEG', async () => {
    const uploads = join(t.dataDir, 'uploads');
    const filesBefore = filesUnder(uploads);
    const dbBefore = await snapshotDatabase(t.deps.db);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
        '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
    const big = await sixMegabytePng();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#c96' },
    })
      .jpeg()
      .toBuffer();
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(200);

    const cases: Array<[string, Buffer, string, string, string | RegExp]> = [
      ['scripted SVG', svg, 'avatar.svg', 'image/svg+xml', MSG.imageInvalid],
      ['scripted SVG named .png', svg, 'avatar.png', 'image/png', MSG.imageInvalid],
      ['PDF named .png', pdf, 'avatar.png', 'image/png', MSG.imageInvalid],
      ['PDF named .jpg', pdf, 'avatar.jpg', 'image/jpeg', MSG.imageInvalid],
      ['6 MB PNG', big, 'avatar.png', 'image/png', MSG.imageTooBig],
      ['decompression bomb', bomb, 'avatar.png', 'image/png', /40 mégapixels/],
      [
        'truncated JPEG',
        jpeg.subarray(0, jpeg.length >> 1),
        'avatar.jpg',
        'image/jpeg',
        /illisible ou endommagée/,
      ],
    ];
    for (const [what, bytes, filename, type, message] of cases) {
      const res = await uploadAvatar(bytes, filename, type);
      expect([400, 413], `${what}: ${res.body}`).toContain(res.statusCode);
      expect(notAFrenchRefusal(res), what).toBeNull();
      expect(json(res).message, what).toMatch(message);
    }

    expect(filesUnder(uploads)).toEqual(filesBefore);
    expect(await snapshotDatabase(t.deps.db)).toEqual(dbBefore);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/user-details', headers: auth });
    expect(json<{ data: { avatar: string } }>(me).data.avatar).toBe('');
  });
});
