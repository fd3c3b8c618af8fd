import { LISTING_STATES } from '@common/codes';
import { listingCreateSchema } from '@common/schemas/listing-inputs';
import { FRESH_DAYS } from '@common/schemas/listings';
import { DAY_MS } from '@common/time';
import type { Listing } from '@common/types';
import { listings } from '@server/db/schema';
import { availableUntilOnCreate, findVisibleListing } from '@server/modules/listings';
import { sweepFreshness } from '@server/modules/listings/freshness';
import { areFriends } from '@server/policies/friends';
import { setupTestApp } from '@server/test/app';
import { describe, expect, it } from 'vitest';
import { DEMO_ITEMS } from './catalogue';
import { seedDemoData } from './seed';

const testApp = setupTestApp();

/**
 * docs/product.md §12.7: a newcomer's first view is the demo marketplace, so each demo listing
 * is one a member could have posted when it says it was, checked by the rules a member's listing
 * is checked by (the create route's schema, the end date it gets, who it may be reserved for)
 * rather than by numbers restated here.
 */
describe('demo listings follow the rules members do', () => {
  it('are each a listing a member could have posted then, and all still on offer', async () => {
    const { ctx } = testApp();
    await seedDemoData(ctx);
    const now = ctx.clock.now().getTime();
    const rows = await ctx.db.select().from(listings);
    expect(rows).toHaveLength(DEMO_ITEMS.length);

    for (const row of rows) {
      const name = row.title;
      const sent = {
        title: row.title,
        description: row.description,
        price: Number(row.price),
        is_active: row.isActive,
        is_public: row.isPublic,
        type_id: row.typeId,
        category_id: row.categoryId,
        available_until: row.availableUntil?.toISOString() ?? null,
      };
      const parsed = listingCreateSchema.safeParse(sent);
      expect(parsed.error?.issues, name).toBeUndefined();
      // Stored as the create route stores it (an exchange or giveaway has no price).
      expect(parsed.data?.price, name).toBe(sent.price);
      // The end date a member's listing posted at that moment gets when they pick none: a
      // week for produce, none for seeds and plants (docs/product.md §7.14)…
      expect(row.availableUntil, name).toEqual(
        availableUntilOnCreate(row.createdAt, row.categoryId, undefined),
      );
      // …which the create route accepts as picked, too.
      expect(() =>
        availableUntilOnCreate(row.createdAt, row.categoryId, parsed.data?.available_until),
      ).not.toThrow();
      // Posted within the last week, so produce is within its week.
      expect(row.createdAt.getTime(), name).toBeLessThanOrEqual(now);
      expect(row.createdAt.getTime(), name).toBeGreaterThan(now - FRESH_DAYS * DAY_MS);
      // A reserved listing is promised to a friend of its owner who may see it (§7.13).
      if (row.stateId === LISTING_STATES.pending) {
        expect(row.reservedFor, name).not.toBeNull();
        expect(await areFriends(ctx.db, row.ownerId, row.reservedFor!), name).toBe(true);
        expect(await findVisibleListing(ctx.db, row.id, row.reservedFor!), name).toBeDefined();
      } else {
        expect(row.reservedFor, name).toBeNull();
      }
    }

    // Their ages spread over the week, not all posted at once.
    const ages = rows.map((row) => now - row.createdAt.getTime());
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan((FRESH_DAYS / 2) * DAY_MS);
    // Nothing ends, nor is due its reminder, at the first start.
    expect(await sweepFreshness(ctx)).toEqual({ expired: 0, reminded: 0 });
    const produce = await testApp().api.get('/api/listings/?public=true&category_id=1&limit=100');
    const shown = produce.body as Listing[];
    expect(shown.length).toBeGreaterThan(3);
    for (const listing of shown) {
      expect(listing.available_until, listing.title).not.toBeNull();
      expect(listing.expired).toBe(false);
    }
  });
});
