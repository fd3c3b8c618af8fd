import type { ReportTargetView } from '@common/schemas/moderation';
import type { Listing, MemberNotification, Message } from '@common/types';
import { listingPhotos, listings, notifications, reports, users } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createListing, createUser, type TestUser } from '@server/test/factories';
import { TINY_PNG } from '@server/test/fakes/tile-upstream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions.md "Photos": every answer that carries the photo of a listing not open to
 * everyone (expired, inactive, private, held, removed, its owner suspended) signs it for the
 * viewer, by the same rule the photo route checks, so the URL loads without a bearer token as an
 * <img> loads it, where the plain path is 404.
 */

const testApp = setupTestApp();

async function storedPhoto(): Promise<string> {
  return testApp().ctx.images.save(TINY_PNG, 'listings');
}

/** An owner's listing with a cover and a second photo, in the state `overrides` gives it. */
async function ownedListing(owner: TestUser, overrides: Partial<typeof listings.$inferInsert>) {
  const { ctx } = testApp();
  const [cover, second] = [await storedPhoto(), await storedPhoto()];
  const row = await createListing(ctx, owner, { featuredImage: cover, ...overrides });
  await ctx.db.insert(listingPhotos).values({ listingId: row.id, path: second, position: 1 });
  return { row, cover, second };
}

/** Loaded as an <img> loads it: no bearer token. */
const load = (url: string) => testApp().api.get(`/api/${url}`);

/** The URL loads without a token and is signed for `viewer`; its plain path does not load. */
async function expectSignedFor(url: string | null | undefined, plain: string, viewer: TestUser) {
  expect(url).toMatch(new RegExp(`^${plain}\\?v=${viewer.id}&exp=\\d+&sig=[\\w-]+$`));
  expect((await load(url!)).status, url!).toBe(200);
  expect((await load(plain)).status, plain).toBe(404);
}

const CLOSED: Record<string, Partial<typeof listings.$inferInsert>> = {
  expired: { expiredAt: new Date(Date.now() - 60_000) },
  inactive: { isActive: false },
  private: { isPublic: false },
  held: { moderation: 'held' },
  removed: { moderation: 'removed' },
};

describe("an owner's listing not open to everyone", () => {
  for (const [state, overrides] of Object.entries(CLOSED)) {
    it(`(${state}) has photos signed for the owner in My lists and on its page`, async () => {
      const owner = await createUser(testApp().ctx);
      const { row, cover, second } = await ownedListing(owner, overrides);
      const mine = await testApp().as(owner).get('/api/listings/?mine=true').expect(200);
      const listed = (mine.body as Listing[]).find((l) => l.id === row.id);
      await expectSignedFor(listed?.featured_image, cover, owner);
      const page = (await testApp().as(owner).get(`/api/listings/${row.id}`).expect(200))
        .body as Listing;
      await expectSignedFor(page.featured_image, cover, owner);
      await expectSignedFor(page.images[1]?.url, second, owner);
    });
  }

  it('has its photo signed on the cards of messages about it and in its notifications', async () => {
    const { ctx } = testApp();
    const [owner, buyer] = [await createUser(ctx), await createUser(ctx)];
    const { row, cover } = await ownedListing(owner, {});
    await testApp()
      .as(buyer)
      .post('/api/messages')
      .send({ receiver_id: owner.id, content: 'Still there?', listing_id: row.id })
      .expect(201);
    await ctx.db.update(listings).set({ expiredAt: new Date() }).where(eq(listings.id, row.id));
    await ctx.db
      .insert(notifications)
      .values({ userId: owner.id, kind: 'listing_expiring', listingId: row.id });

    const thread = (await testApp().as(owner).get(`/api/messages/${buyer.id}`).expect(200))
      .body as Message[];
    await expectSignedFor(thread[0]?.listing?.image, cover, owner);
    const threads = await testApp().as(owner).get('/api/messages').expect(200);
    await expectSignedFor(threads.body[0]?.last_message?.listing?.image, cover, owner);
    const notes = (await testApp().as(owner).get('/api/notifications').expect(200))
      .body as MemberNotification[];
    const note = notes.find((n) => n.kind === 'listing_expiring');
    await expectSignedFor(
      note && 'listing' in note ? note.listing.featured_image : null,
      cover,
      owner,
    );
  });
});

describe('the moderation desk', () => {
  it("signs every photo of a reported member's listings not open to everyone", async () => {
    const { ctx } = testApp();
    const [owner, reporter] = [await createUser(ctx), await createUser(ctx)];
    const moderator = await createUser(ctx, { role: 'moderator' });
    const expired = await ownedListing(owner, CLOSED.expired!);
    // Open in every way but one: its owner is suspended, so no guest may see it.
    const open = await ownedListing(owner, {});
    await ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, owner.id));
    await ctx.db
      .insert(reports)
      .values({ reporterId: reporter.id, targetType: 'user', targetId: owner.id, reason: 'spam' });

    const queue = (await testApp().as(moderator).get('/api/moderation/reports').expect(200))
      .body as { target_id: number; target: ReportTargetView }[];
    const target = queue.find((r) => r.target_id === owner.id)?.target;
    const shown = target?.type === 'user' ? target.listings : [];
    for (const { row, cover, second } of [expired, open]) {
      const listing = shown.find((l) => l.id === row.id);
      await expectSignedFor(listing?.featured_image, cover, moderator);
      await expectSignedFor(listing?.images[1]?.url, second, moderator);
    }
  });
});
