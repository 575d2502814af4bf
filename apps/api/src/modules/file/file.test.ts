import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER, json, loginAs, setupTestApp, signedInHeaders } from '@test/test-app';
import { multipartFile } from '@test/fixtures/multipart';
import { decompressionBomb } from '@test/fixtures/images';

const t = setupTestApp();
const admin = signedInHeaders(t, ADMIN);

async function upload(
  bytes: Buffer,
  filename = 'photo.png',
  type = 'image/png',
  opts: { auth?: Record<string, string>; field?: string } = {},
) {
  const body = await multipartFile(opts.field ?? 'image', bytes, filename, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(opts.auth ?? admin) },
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b5651d' } })
    .png()
    .toBuffer();

const storedFiles = () => {
  try {
    return readdirSync(join(t.dataDir, 'uploads', 'images'));
  } catch {
    return [];
  }
};

describe('POST /api/file/upload', () => {
  it('stores a PNG as WebP variants and serves them with immutable caching', async () => {
    const res = await upload(await png(1000, 750));
    expect(res.statusCode).toBe(200);
    const body = json<{
      success: boolean;
      message: string;
      data: { url: string; srcset: Array<{ width: number; url: string }> };
    }>(res);
    expect(body).toMatchObject({ success: true, error: false });
    expect(body.message).toBe('Image téléchargée avec succès');
    expect(body.data.srcset.map((s) => s.width)).toEqual([320, 640, 1000]);
    expect(body.data.url).toBe(body.data.srcset[2]!.url);
    expect(body.data.url).toMatch(
      new RegExp(`^${t.deps.config.publicUrl}/uploads/images/[0-9a-f]{24}-1000\\.webp$`),
    );

    const served = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1000, height: 750 });
    const small = await t.app.inject({ method: 'GET', url: body.data.srcset[0]!.url });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
  });

  it('lets other sites embed the images it serves, with an absolute URL in the answer', async () => {
    const url = json<{ data: { url: string } }>(await upload(await png(400, 300))).data.url;
    // Another origin's page loads it from where it lives (ADR 0018).
    expect(url.startsWith(`${t.deps.config.publicUrl}/uploads/`)).toBe(true);
    const served = await t.app.inject({
      method: 'GET',
      url,
      headers: { origin: 'https://autre-site.example.com' },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Embedded elsewhere, still nothing in it may run.
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    // The API's own answers keep the strict policy.
    const api = await t.app.inject({ method: 'GET', url: '/api/category/get' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('never upscales and caps the main image at 1280 px', async () => {
    const tiny = json<{ data: { srcset: Array<{ width: number }> } }>(
      await upload(await png(200, 100)),
    );
    expect(tiny.data.srcset.map((s) => s.width)).toEqual([200]);
    const wide = json<{ data: { url: string; srcset: Array<{ width: number }> } }>(
      await upload(await png(3000, 1000)),
    );
    expect(wide.data.srcset.map((s) => s.width)).toEqual([320, 640, 1280]);
    expect(wide.data.url).toMatch(/-1280\.webp$/);
  });

  it('strips metadata such as EXIF from the stored image', async () => {
    const jpeg = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#333' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Software: 'Camera' } })
      .toBuffer();
    expect(jpeg.includes('secret-owner')).toBe(true);
    const res = await upload(jpeg, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const url = json<{ data: { url: string } }>(res).data.url;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.rawPayload.includes('secret-owner')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });
});

describe('POST /api/file/upload refusals', () => {
  const before = { files: [] as string[] };
  beforeAll(() => {
    before.files = storedFiles();
  });

  const refused = async (
    res: Awaited<ReturnType<typeof upload>>,
    status: number | number[],
    message?: string | RegExp,
  ) => {
    expect([status].flat()).toContain(res.statusCode);
    const body = json(res);
    expect(body).toMatchObject({ success: false, error: true });
    if (message) expect(body.message).toMatch(message);
  };

  it('refuses a PDF renamed .png', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
    await refused(
      await upload(pdf, 'facture.png', 'image/png'),
      400,
      'Veuillez sélectionner un fichier image valide',
    );
  });

  it('refuses an SVG carrying a script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    await refused(
      await upload(svg, 'logo.svg', 'image/svg+xml'),
      400,
      'Veuillez sélectionner un fichier image valide',
    );
    await refused(
      await upload(svg, 'logo.png', 'image/png'),
      400,
      'Veuillez sélectionner un fichier image valide',
    );
  });

  it('refuses a file over 5 MB', async () => {
    // Random pixels do not compress: a real PNG of about 6 MB.
    const noise = Buffer.alloc(1500 * 1400 * 3);
    for (let i = 0; i < noise.length; i += 4)
      noise.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
    const big = await sharp(noise.subarray(0, 1500 * 1400 * 3), {
      raw: { width: 1500, height: 1400, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    await refused(await upload(big), [400, 413], 'La taille du fichier ne doit pas dépasser 5MB');
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#c96' },
    })
      .jpeg()
      .toBuffer();
    await refused(
      await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'photo.jpg', 'image/jpeg'),
      400,
      /illisible ou endommagée/,
    );
  });

  it('refuses decompression bombs declaring 50 000 × 50 000 or 7 000 × 7 000 pixels', async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(200);
    await refused(await upload(bomb), 400, /40 mégapixels/);
    // 49 megapixels: under libvips' own limit, so only our 40-megapixel rule stops it.
    await refused(await upload(decompressionBomb(7000, 7000)), 400, /40 mégapixels/);
  });

  it('refuses an upload without a file or with the file in another field', async () => {
    await refused(
      await t.app.inject({ method: 'POST', url: '/api/file/upload', headers: admin }),
      400,
      /Aucune image reçue/,
    );
    await refused(
      await upload(await png(50, 50), 'a.png', 'image/png', { field: 'file' }),
      400,
      /Aucune image reçue/,
    );
    await refused(
      await t.app.inject({
        method: 'POST',
        url: '/api/file/upload',
        headers: { ...admin, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n',
      }),
      400,
    );
  });

  it('answers 401 without a token and 403 for a customer', async () => {
    const image = await png(50, 50);
    await refused(await upload(image, 'a.png', 'image/png', { auth: {} }), 401);
    const customer = await loginAs(t.app, CUSTOMER.email, CUSTOMER.password);
    await refused(await upload(image, 'a.png', 'image/png', { auth: customer.auth }), 403);
  });

  it('stored nothing for any refused upload', () => {
    expect(storedFiles()).toEqual(before.files);
  });
});

describe('multipart forms outside the upload routes', () => {
  it('are refused as a content type the route does not take, in French, with nothing stored', async () => {
    const before = storedFiles().length;
    const body = await multipartFile('image', await png(40, 40), 'photo.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/get',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(415);
    expect(json<{ message: string }>(res).message).toBe('Type de contenu non pris en charge');
    expect(storedFiles()).toHaveLength(before);
  });
});
