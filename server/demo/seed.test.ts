import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { listingPhotos, listings, users } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_GARDENERS, DEMO_ITEMS } from './catalogue';
import { ALL_SUBJECTS, drawDemoPhotos } from './drawings';
import { seedDemoData } from './seed';

const testApp = setupTestApp();

describe('DEMO_DATA seed', () => {
  // How quickly is the benchmark's to say (a first `npm start`, bench/startup.ts), not a test's.
  it('fills an empty database once, with photos on disk and a browsable marketplace', async () => {
    const { ctx } = testApp();
    await seedDemoData(ctx);
    const [counts] = await ctx.db
      .select({
        users: sql<number>`(select count(*)::int from ${users})`,
        listings: sql<number>`(select count(*)::int from ${listings})`,
      })
      .from(sql`(select 1) x`);
    expect(counts).toEqual({ users: DEMO_GARDENERS.length, listings: DEMO_ITEMS.length });
    const files = await readdir(path.join(ctx.config.uploadsDir, 'listings'));
    expect(files).toHaveLength(DEMO_ITEMS.length);
    // Every demo listing has its own photo as its cover.
    const covers = await ctx.db
      .select({ cover: listings.featuredImage, photo: listingPhotos.path })
      .from(listings)
      .leftJoin(listingPhotos, sql`${listingPhotos.listingId} = ${listings.id}`);
    expect(covers).toHaveLength(DEMO_ITEMS.length);
    for (const { cover, photo } of covers) expect(photo).toBe(cover);
    expect(new Set(covers.map((c) => c.cover)).size).toBe(DEMO_ITEMS.length);

    const feed = await testApp().api.get('/api/listings/?public=true&category_id=2');
    expect(feed.status).toBe(200);
    expect(feed.body.length).toBeGreaterThan(3);
    const image = await testApp().api.get(`/api/${feed.body[0].featured_image}`);
    expect(image.headers['content-type']).toBe('image/webp');
    // On the map at their cloaked points, as any member would be (docs/decisions.md).
    const [uncloaked] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listings)
      .where(sql`${listings.location} is null`);
    expect(uncloaked!.n).toBe(0);
    const shown = feed.body[0] as { owner_id: number; owner_latitude: number };
    const [owner] = await ctx.db.select().from(users).where(sql`${users.id} = ${shown.owner_id}`);
    expect(shown.owner_latitude).toBe(owner!.cloakedLatitude);
    expect(owner!.cloakedLatitude).not.toBe(owner!.latitude);

    // Nobody can sign in as a demo gardener.
    const login = await testApp()
      .api.post('/api/auth/login')
      .type('form')
      .send({ username: 'rosa_gallica@demo.homegrown.local', password: 'password' });
    expect(login.status).toBe(401);

    await seedDemoData(ctx);
    const [again] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(again!.n).toBe(DEMO_GARDENERS.length);
  });
});

/** The photo shrunk to a 16 x 12 thumbnail, as RGB bytes. */
const thumbnail = (png: Buffer) =>
  sharp(png).resize(16, 12, { fit: 'fill' }).removeAlpha().raw().toBuffer();

describe('demo photos (docs/product.md §12.7)', () => {
  it('draw the same bytes every time', async () => {
    const subjects = DEMO_ITEMS.map((item) => item.subject);
    const [first, second] = [await drawDemoPhotos(subjects), await drawDemoPhotos(subjects)];
    expect(first).toHaveLength(DEMO_ITEMS.length);
    for (const [i, png] of first.entries()) expect(png.equals(second[i]!)).toBe(true);
  });

  it('look like photos at the stored size, not flat icons', async () => {
    const photos = await drawDemoPhotos(ALL_SUBJECTS);
    for (const png of photos) {
      const { data, info } = await sharp(png)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([400, 300]);
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 3) {
        colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      }
      // Gradients, textures and shading: a flat drawing has a few dozen colours.
      expect(colours.size).toBeGreaterThan(5000);
    }
  });

  it('differ between subjects, so no two listings of different things share a picture', async () => {
    const thumbs = await Promise.all((await drawDemoPhotos(ALL_SUBJECTS)).map(thumbnail));
    for (let a = 0; a < thumbs.length; a++) {
      for (let b = a + 1; b < thumbs.length; b++) {
        let difference = 0;
        for (let i = 0; i < thumbs[a]!.length; i++) {
          difference += Math.abs(thumbs[a]![i]! - thumbs[b]![i]!);
        }
        const mean = difference / thumbs[a]!.length;
        expect(mean, `${ALL_SUBJECTS[a]} against ${ALL_SUBJECTS[b]}`).toBeGreaterThan(6);
      }
    }
  });
});
