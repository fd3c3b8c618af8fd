import { OWN_REPORT } from '@common/contracts/moderation';
import type { ReportedThing } from '@common/schemas/moderation';
import { listings, moderationActions, reports } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createListing, createUser, reloadUser, type TestUser } from '@server/test/factories';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

// docs/product.md §14.3: a moderator does not act on a report they filed.
const testApp = setupTestApp();
const ctx = () => testApp().ctx;
const member = () => createUser(ctx());
const moderator = () => createUser(ctx(), { role: 'moderator' });

const reportListing = async (who: TestUser, listingId: number) =>
  (
    await testApp()
      .as(who)
      .post('/api/reports')
      .send({ target_type: 'listing', target_id: listingId, reason: 'scam' })
      .expect(201)
  ).body.id as number;

const act = (mod: TestUser, reportId: number, action: string) =>
  testApp().as(mod).post(`/api/moderation/reports/${reportId}/actions`).send({ action });

async function entryOf(mod: TestUser, listingId: number, status = 'open') {
  const res = await testApp()
    .as(mod)
    .get(`/api/moderation/reports?status=${status}&limit=100`)
    .expect(200);
  return (res.body as ReportedThing[]).find(
    (t) => t.target_type === 'listing' && t.target_id === listingId,
  );
}

const statuses = async (ids: number[]) =>
  (await ctx().db.select().from(reports).where(inArray(reports.id, ids)))
    .sort((a, b) => a.id - b.id)
    .map((r) => r.status);
const logged = async (ids: number[]) =>
  ctx().db.select().from(moderationActions).where(inArray(moderationActions.reportId, ids));
const moderationOf = async (id: number) =>
  (await ctx().db.select().from(listings).where(eq(listings.id, id)))[0]?.moderation;

describe('a moderator and a report they filed', () => {
  it('is refused every action on it with 403, and nothing changes', async () => {
    const [mod, owner, viewer] = await Promise.all([moderator(), member(), member()]);
    const listing = await createListing(ctx(), owner, { title: 'Magic beans' });
    const own = await reportListing(mod, listing.id);

    // The desk offers no report to act on.
    expect(await entryOf(mod, listing.id)).toMatchObject({
      reports: [{ id: own, reporter: { id: mod.id } }],
      act_on: null,
    });
    for (const action of ['dismiss', 'remove_listing', 'suspend_member']) {
      const res = await act(mod, own, action);
      expect(res.status, action).toBe(403);
      expect(res.body.detail).toBe(OWN_REPORT);
    }
    expect(await statuses([own])).toEqual(['open']);
    expect(await logged([own])).toEqual([]);
    expect(await moderationOf(listing.id)).toBeNull();
    expect((await reloadUser(ctx(), owner.id))!.suspendedAt).toBeNull();
    await testApp().as(viewer).get(`/api/listings/${listing.id}`).expect(200);

    // Another moderator may act on it.
    const other = await moderator();
    expect((await entryOf(other, listing.id))?.act_on).toBe(own);
    await act(other, own, 'remove_listing').expect(200);
    expect(await moderationOf(listing.id)).toBe('removed');

    // Closed, it is still theirs: not even a restore on appeal.
    expect((await entryOf(mod, listing.id, 'closed'))?.act_on).toBeNull();
    expect((await act(mod, own, 'restore_listing')).status).toBe(403);
    expect(await moderationOf(listing.id)).toBe('removed');
  });

  it('acts through another member’s report of the same thing, which closes theirs too', async () => {
    const [mod, owner, neighbour] = await Promise.all([moderator(), member(), member()]);
    const listing = await createListing(ctx(), owner);
    const own = await reportListing(mod, listing.id);
    const theirs = await reportListing(neighbour, listing.id);

    const entry = await entryOf(mod, listing.id);
    expect(entry?.reports.map((r) => r.id)).toEqual([own, theirs]);
    expect(entry?.act_on).toBe(theirs);
    expect((await act(mod, own, 'dismiss')).status).toBe(403);
    expect(await statuses([own, theirs])).toEqual(['open', 'open']);

    await act(mod, theirs, 'dismiss').expect(200);
    expect(await statuses([own, theirs])).toEqual(['closed', 'closed']);
    expect(await logged([own, theirs])).toMatchObject([
      { moderatorId: mod.id, action: 'dismiss', reportId: theirs },
    ]);
  });
});
