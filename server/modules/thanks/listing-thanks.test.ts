import { LISTING_STATES } from '@common/codes';
import type { Thanks } from '@common/schemas/thanks';
import { blocks, thanks, users } from '@server/db/schema';
import { local, sayDetail } from '@server/lib/errors';
import { setupTestApp } from '@server/test/app';
import { handedOver } from '@server/test/exchanges';
import type { TestUser } from '@server/test/factories';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

// GET /api/listings/{id}/thanks: what each side of an exchange sees of it (docs/product.md §7.17).
const testApp = setupTestApp();

const thank = (who: TestUser, id: number, text: string) =>
  testApp().as(who).post(`/api/listings/${id}/thanks`).send({ text });
const onListing = (who: TestUser, id: number) =>
  testApp().as(who).get(`/api/listings/${id}/thanks`);

const scene = (stateId?: number) => handedOver(testApp().ctx, stateId);

describe('GET /api/listings/{id}/thanks', () => {
  it('shows both sides’ thanks, oldest first, to the owner and the recipient', async () => {
    const { owner, recipient, listing } = await scene();
    expect((await onListing(owner, listing.id)).body).toEqual([]);
    expect((await thank(recipient, listing.id, 'They are thriving')).status).toBe(201);
    expect((await thank(owner, listing.id, 'Enjoy them')).status).toBe(201);
    for (const who of [owner, recipient]) {
      const res = await onListing(who, listing.id);
      expect(res.status, res.text).toBe(200);
      expect((res.body as Thanks[]).map((t) => [t.from.id, t.to.id, t.text, t.listing_id])).toEqual(
        [
          [recipient.id, owner.id, 'They are thriving', listing.id],
          [owner.id, recipient.id, 'Enjoy them', listing.id],
        ],
      );
    }
  });

  it('answers the owner of a listing not handed over yet, with nothing', async () => {
    const { owner, recipient, listing } = await scene(LISTING_STATES.pending);
    expect((await onListing(owner, listing.id)).body).toEqual([]);
    expect((await onListing(recipient, listing.id)).body).toEqual([]);
  });

  it('leaves out a removed thank-you but to its author, and one from a member who left', async () => {
    const { ctx, owner, recipient, listing } = await scene();
    await thank(recipient, listing.id, 'They are thriving');
    await thank(owner, listing.id, 'Enjoy them');
    await ctx.db.update(thanks).set({ removedAt: new Date() }).where(eq(thanks.fromId, owner.id));
    expect((await onListing(recipient, listing.id)).body.map((t: Thanks) => t.text)).toEqual([
      'They are thriving',
    ]);
    expect((await onListing(owner, listing.id)).body.map((t: Thanks) => t.text)).toEqual([
      'They are thriving',
      'Enjoy them',
    ]);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, recipient.id));
    expect((await onListing(owner, listing.id)).body.map((t: Thanks) => t.text)).toEqual([
      'Enjoy them',
    ]);
  });

  it('is 403 to others who see it, 404 to those who may not and for no listing, 401 to guests', async () => {
    const { ctx, owner, neighbour, listing } = await scene();
    const other = await onListing(neighbour, listing.id);
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe(sayDetail(local('errors.thanks.notParty'), 'en'));
    await ctx.db.insert(blocks).values({ blockerId: owner.id, blockedId: neighbour.id });
    expect((await onListing(neighbour, listing.id)).status).toBe(404);
    expect((await onListing(neighbour, 2_000_000_000)).status).toBe(404);
    expect((await testApp().api.get(`/api/listings/${listing.id}/thanks`)).status).toBe(401);
  });
});
