import type { AuditEntry, ReportedThing } from '@common/schemas/moderation';
import type { ReceivedThanks } from '@common/schemas/thanks';
import { thanks, users } from '@server/db/schema';
import { local, sayDetail } from '@server/lib/errors';
import { OWN_THANKS } from '@server/modules/reports/service';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { createListing, createUser, type TestUser } from '@server/test/factories';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

// docs/product.md §14.2–14.3: a thank-you (§7.17) is reported like anything a member sees, and a
// moderator removes or restores it.
const testApp = setupTestApp();
const ctx = () => testApp().ctx;
const en = (key: Parameters<typeof local>[0]) => sayDetail(local(key), 'en');

const reportThanks = (who: TestUser, id: number, reason = 'offensive') =>
  testApp().as(who).post('/api/reports').send({ target_type: 'thanks', target_id: id, reason });
const act = (who: TestUser, reportId: number, action: string) =>
  testApp().as(who).post(`/api/moderation/reports/${reportId}/actions`).send({ action });
const thanksTexts = async (memberId: number) =>
  ((await testApp().api.get(`/api/users/${memberId}/thanks`)).body as ReceivedThanks[]).map(
    (t) => t.text,
  );
const thanksCount = async (memberId: number) =>
  (await testApp().api.get(`/api/auth/users/${memberId}/public`)).body.stats.thanks as number;

/** A giveaway handed from `owner` to `taker`, who thanked the owner rudely; a neighbour reads it. */
async function scene() {
  const [owner, taker, neighbour, mod] = [
    await createUser(ctx()),
    await createUser(ctx()),
    await createUser(ctx()),
    await createUser(ctx(), { role: 'moderator' }),
  ];
  const listing = await createListing(ctx(), owner, {
    title: 'Rhubarb crowns',
    typeId: 3,
    price: 0,
    stateId: 3,
    reservedFor: taker.id,
  });
  const res = await testApp()
    .as(taker)
    .post(`/api/listings/${listing.id}/thanks`)
    .send({ text: 'Thanks, you rude person' });
  expect(res.status, res.text).toBe(201);
  return { owner, taker, neighbour, mod, listing, thanksId: res.body.id as number };
}

describe('POST /api/reports a thank-you', () => {
  it('takes a report from anyone who sees it; again updates the same report', async () => {
    const { owner, neighbour, thanksId } = await scene();
    const first = await reportThanks(neighbour, thanksId);
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ target_type: 'thanks', target_id: thanksId });
    const again = await reportThanks(neighbour, thanksId, 'spam');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: first.body.id, reason: 'spam' });
    // The member thanked may report it too.
    expect((await reportThanks(owner, thanksId)).status).toBe(201);
  });

  it('refuses its author (422), a removed or unknown one (404) and guests (401)', async () => {
    const { taker, neighbour, thanksId } = await scene();
    const own = await reportThanks(taker, thanksId);
    expect(own.status).toBe(422);
    expect(messages(own.body)).toEqual([OWN_THANKS]);
    expect((await reportThanks(neighbour, 2_000_000_000)).status).toBe(404);
    await ctx().db.update(thanks).set({ removedAt: new Date() }).where(eq(thanks.id, thanksId));
    const removed = await reportThanks(neighbour, thanksId);
    expect(removed.status).toBe(404);
    expect(removed.body.detail).toBe(en('errors.reports.nothingToReport'));
    const guest = await testApp()
      .api.post('/api/reports')
      .send({ target_type: 'thanks', target_id: thanksId, reason: 'spam' });
    expect(guest.status).toBe(401);
  });

  it('is 404 once its author has left: a profile no longer shows it', async () => {
    const { taker, neighbour, thanksId } = await scene();
    await ctx().db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, taker.id));
    expect((await reportThanks(neighbour, thanksId)).status).toBe(404);
  });
});

describe('a reported thank-you on the moderation desk', () => {
  it('shows its words, from whom to whom and for which listing', async () => {
    const { owner, taker, neighbour, mod, thanksId } = await scene();
    const filed = await reportThanks(neighbour, thanksId);
    const desk = await testApp().as(mod).get('/api/moderation/reports?status=open&limit=100');
    expect(desk.status).toBe(200);
    const thing = (desk.body as ReportedThing[]).find(
      (t) => t.target_type === 'thanks' && t.target_id === thanksId,
    );
    expect(thing).toMatchObject({
      target_id: thanksId,
      act_on: filed.body.id,
      reports: [expect.objectContaining({ reason: 'offensive', reporter: expect.anything() })],
      target: {
        type: 'thanks',
        thanks: { id: thanksId, text: 'Thanks, you rude person', removed_at: null },
        from: { id: taker.id, is_suspended: false },
        to: { id: owner.id },
      },
    });
    expect(thing?.target.type === 'thanks' && thing.target.thanks?.listing.title).toBe(
      'Rhubarb crowns',
    );
  });

  it('is removed: gone from the list and the count, logged; restored, back again', async () => {
    const { owner, neighbour, mod, thanksId } = await scene();
    expect(await thanksTexts(owner.id)).toEqual(['Thanks, you rude person']);
    expect(await thanksCount(owner.id)).toBe(1);
    const filed = await reportThanks(neighbour, thanksId);

    const removed = await act(mod, filed.body.id, 'remove_thanks');
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toMatchObject({
      reports: [expect.objectContaining({ status: 'closed' })],
      target: { type: 'thanks', thanks: { removed_at: expect.any(String) } },
    });
    expect(await thanksTexts(owner.id)).toEqual([]);
    expect(await thanksCount(owner.id)).toBe(0);
    const log = (await testApp().as(mod).get('/api/moderation/audit')).body as AuditEntry[];
    expect(log[0]).toMatchObject({
      action: 'remove_thanks',
      target_type: 'thanks',
      target_id: thanksId,
      report_id: filed.body.id,
      moderator: { id: mod.id },
    });

    expect((await act(mod, filed.body.id, 'restore_thanks')).status).toBe(200);
    expect(await thanksTexts(owner.id)).toEqual(['Thanks, you rude person']);
    expect(await thanksCount(owner.id)).toBe(1);
  });

  it('may be dismissed, or its author suspended; listing actions do not fit it', async () => {
    const { taker, neighbour, mod, listing, thanksId } = await scene();
    const filed = await reportThanks(neighbour, thanksId);
    const wrong = await act(mod, filed.body.id, 'remove_listing');
    expect(wrong.status).toBe(422);
    expect(messages(wrong.body)).toEqual([en('errors.moderation.listingActionsOnly')]);
    const listingReport = await testApp()
      .as(neighbour)
      .post('/api/reports')
      .send({ target_type: 'user', target_id: taker.id, reason: 'spam' });
    const notThanks = await act(mod, listingReport.body.id, 'remove_thanks');
    expect(notThanks.status).toBe(422);
    expect(messages(notThanks.body)).toEqual([en('errors.moderation.thanksActionsOnly')]);

    expect((await act(mod, filed.body.id, 'dismiss')).status).toBe(200);
    expect(await thanksTexts(listing.ownerId)).toHaveLength(1);
    const suspended = await act(mod, filed.body.id, 'suspend_member');
    expect(suspended.status).toBe(200);
    expect(suspended.body.target.from).toMatchObject({ id: taker.id, is_suspended: true });
  });

  it('is not on the desk for members: acting is 404 to them', async () => {
    const { owner, neighbour, thanksId } = await scene();
    const filed = await reportThanks(neighbour, thanksId);
    expect((await act(owner, filed.body.id, 'remove_thanks')).status).toBe(404);
    expect((await act(neighbour, filed.body.id, 'remove_thanks')).status).toBe(404);
    expect(await thanksTexts(owner.id)).toHaveLength(1);
  });
});
