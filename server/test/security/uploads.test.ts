import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PIXEL_LIMIT_MESSAGE,
  reencodeImage,
  UPLOAD_DAILY_QUOTA,
  UPLOAD_MAX_BYTES,
  UPLOAD_QUOTA_MESSAGE,
  UPLOAD_RATE,
} from '@server/lib/images';
import { setupTestApp } from '@server/test/app';
import { createUser } from '@server/test/factories';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noisyJpeg, POLYGLOT, pngBomb, SVG_WITH_SCRIPT } from './bad-images';
import { fingerprint } from './hostile';

// Rate limits on: this file also proves the per-member upload quota.
const testApp = setupTestApp({ RATE_LIMITS: 'true' });

/** Every file under the uploads directory. */
async function storedFiles(): Promise<string[]> {
  const dir = testApp().ctx.config.uploadsDir;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const postListing = (token: string, file: Buffer, name: string, type: string) =>
  testApp()
    .api.post('/api/listings')
    .set('Authorization', `Bearer ${token}`)
    .field('title', 'Tomato seedlings')
    .field('price', '2')
    .attach('image', file, { filename: name, contentType: type });

const postAvatar = (token: string, file: Buffer, name: string, type: string) =>
  testApp()
    .api.post('/api/auth/upload-profile-image')
    .set('Authorization', `Bearer ${token}`)
    .attach('file', file, { filename: name, contentType: type });

afterEach(() => {
  vi.useRealTimers();
});

describe('hostile uploads', () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string, string, number, RegExp][] = [
    [
      'text behind an image name',
      () => Buffer.from('just text'),
      'photo.jpg',
      'image/jpeg',
      415,
      /not a supported image/,
    ],
    [
      'HTML with a JPEG header',
      () => POLYGLOT,
      'photo.jpg',
      'image/jpeg',
      415,
      /not a supported image/,
    ],
    [
      'an SVG with a script',
      () => SVG_WITH_SCRIPT,
      'photo.png',
      'image/png',
      415,
      /not a supported image/,
    ],
    [
      'a truncated JPEG',
      async () => (await noisyJpeg()).subarray(0, 2000),
      'photo.jpg',
      'image/jpeg',
      415,
      /not a supported image/,
    ],
    [
      'a decompression bomb (100 MP in 12 kB)',
      () => pngBomb(),
      'photo.png',
      'image/png',
      413,
      /50 megapixels/,
    ],
    [
      'a file over the size limit',
      () => Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0xff),
      'photo.jpg',
      'image/jpeg',
      413,
      /File too large/,
    ],
  ];

  for (const [name, make, filename, type, status, detail] of cases) {
    it(`refuses ${name} with ${status} and stores nothing, as a listing photo or an avatar`, async () => {
      const { ctx } = testApp();
      const member = await createUser(ctx);
      const file = await make();
      const files = await storedFiles();
      const before = await fingerprint(ctx.db);
      for (const send of [postListing, postAvatar]) {
        const res = await send(member.token, file, filename, type);
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        expect(res.body.detail).toMatch(detail);
      }
      expect(await storedFiles()).toEqual(files);
      expect(await fingerprint(ctx.db)).toBe(before);
    });
  }

  it('holds the bomb back in the decoder itself (sharp limitInputPixels), not only in a route', async () => {
    // The detail is said in the caller's language when answered; the error's message is English.
    await expect(reencodeImage(pngBomb())).rejects.toMatchObject({
      status: 413,
      message: PIXEL_LIMIT_MESSAGE,
    });
    // Just under the limit is an ordinary (huge, blank) picture and is accepted.
    const fine = await reencodeImage(pngBomb(7000, 7000));
    expect((await sharp(fine).metadata()).width).toBe(1920);
  });

  it('re-encodes a good photo to WebP without its GPS position, served as an image only', async () => {
    const { ctx } = testApp();
    const member = await createUser(ctx);
    const photo = await sharp(await noisyJpeg())
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 45/1 21/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await postListing(member.token, photo, 'garden.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const stored = await readFile(ctx.images.absolute(res.body.featured_image));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const served = await testApp().api.get(`/api/${res.body.featured_image}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves nothing outside the uploads directory', async () => {
    for (const probe of [
      '/api/uploads/../jwt-secret',
      '/api/uploads/%2e%2e/jwt-secret',
      '/api/uploads/..%2fjwt-secret',
      '/api/uploads/.hidden',
    ]) {
      const res = await testApp().api.get(probe);
      expect(res.status, probe).toBeGreaterThanOrEqual(400);
      expect(res.text, probe).not.toContain('test-secret');
    }
  });
});

describe('upload limits per member', () => {
  // Uploads without a file are the cheapest way to count: the limits come before the parser.
  const upload = (token: string) =>
    testApp()
      .api.post('/api/auth/upload-profile-image')
      .set('Authorization', `Bearer ${token}`)
      .field('note', 'x');

  it(`allows ${UPLOAD_RATE.limit} uploads per 30 minutes, shared by avatars and listing photos`, async () => {
    const { ctx } = testApp();
    const [member, other] = [await createUser(ctx), await createUser(ctx)];
    for (let i = 0; i < UPLOAD_RATE.limit - 1; i++) await upload(member.token).expect(200);
    // The last allowed one goes through the listings route: the same counter.
    const bad = await postListing(member.token, Buffer.from('x'), 'a.jpg', 'image/jpeg');
    expect(bad.status).toBe(415);
    const refused = await upload(member.token);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body.detail).toBeTruthy();
    await upload(other.token).expect(200);
  });

  it(`stops a member after ${UPLOAD_DAILY_QUOTA} uploads in a day, however they are spread`, async () => {
    const { ctx } = testApp();
    const member = await createUser(ctx);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    for (let i = 0; i < UPLOAD_DAILY_QUOTA; i++) {
      // A new 30-minute window for every batch, so only the daily quota can refuse.
      vi.setSystemTime(start + Math.floor(i / UPLOAD_RATE.limit) * (UPLOAD_RATE.windowMs + 1000));
      await upload(member.token).expect(200);
    }
    vi.setSystemTime(start + 4 * (UPLOAD_RATE.windowMs + 1000));
    const refused = await upload(member.token);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(UPLOAD_QUOTA_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    // A day later the quota is back.
    vi.setSystemTime(start + 24 * 3600_000 + 1000);
    await upload(member.token).expect(200);
  });
});
