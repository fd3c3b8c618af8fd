import { NOTHING_TO_REPORT, REPORTS_SPENT } from '@common/contracts/reports';
import { REPORT_THANKS, REPORTS_PER_DAY } from '@common/schemas/safety';
import { listings, messages, reports } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import {
  befriend,
  createListing,
  createTrustedUser,
  createUser,
  type TestUser,
} from '@server/test/factories';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OWN_LISTING, OWN_MESSAGE, YOURSELF } from './service';

const testApp = setupTestApp();
const ctx = () => testApp().ctx;
const member = () => createUser(ctx());
/** A member whose reports count toward hiding: address confirmed, account 8 days old. */
const trusted = () => createTrustedUser(ctx());

const report = (from: TestUser | undefined, body: object) =>
  from
    ? testApp().as(from).post('/api/reports').send(body)
    : testApp().api.post('/api/reports').send(body);
const ofListing = (id: number, reason = 'spam', details?: string) => ({
  target_type: 'listing',
  target_id: id,
  reason,
  ...(details === undefined ? {} : { details }),
});
const msgs = (body: { detail: { msg: string }[] }) => body.detail.map((d) => d.msg);

async function storedReports(reporterId: number) {
  return ctx().db.select().from(reports).where(eq(reports.reporterId, reporterId));
}

async function sendMessage(from: { id: number }, to: { id: number }, content = 'Hello') {
  const [row] = await ctx()
    .db.insert(messages)
    .values({ senderId: from.id, receiverId: to.id, content })
    .returning();
  return row!;
}

async function moderationOf(listingId: number) {
  const [row] = await ctx()
    .db.select({ moderation: listings.moderation })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row?.moderation;
}

describe('POST /api/reports', () => {
  it('stores a report of a visible listing and answers it as stored', async () => {
    const [owner, reporter] = await Promise.all([member(), member()]);
    const listing = await createListing(ctx(), owner);
    const res = await report(
      reporter,
      ofListing(listing.id, 'scam', '  Asks for a deposit  '),
    ).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      target_type: 'listing',
      target_id: listing.id,
      reason: 'scam',
      details: 'Asks for a deposit',
      created_at: expect.any(String),
    });
    const [stored] = await storedReports(reporter.id);
    expect(stored).toMatchObject({ status: 'open', reason: 'scam', targetId: listing.id });
    // The client's confirmation, word for word from the issue.
    expect(REPORT_THANKS).toBe('Thanks, our moderators will look at it.');
  });

  it('asks a guest to sign in', async () => {
    const listing = await createListing(ctx(), await member());
    await report(undefined, ofListing(listing.id)).expect(401);
  });

  it('checks every field and says what is wrong', async () => {
    const reporter = await member();
    const res = await report(reporter, {
      target_type: 'garden',
      target_id: 'x',
      reason: 'ugly',
      details: 'd'.repeat(1001),
    }).expect(422);
    expect(msgs(res.body)).toEqual(
      expect.arrayContaining([
        'target_type must be one of: listing, user, message, thanks, event',
        'reason must be one of: spam, scam, offensive, unsafe, prohibited, other',
        'Details must be at most 1000 characters long',
      ]),
    );
    expect(res.body.detail.map((d: { loc: string[] }) => d.loc[1])).toContain('target_id');
    expect(await storedReports(reporter.id)).toEqual([]);
  });

  it('answers 404 for a listing the reporter cannot see, and stores nothing', async () => {
    const [owner, stranger, friend] = await Promise.all([member(), member(), member()]);
    await befriend(ctx(), owner, friend);
    const privateOne = await createListing(ctx(), owner, { isPublic: false });
    const inactive = await createListing(ctx(), owner, { isActive: false });
    for (const id of [privateOne.id, inactive.id, 2_000_000_000]) {
      const res = await report(stranger, ofListing(id)).expect(404);
      expect(res.body.detail).toBe(NOTHING_TO_REPORT);
    }
    expect(await storedReports(stranger.id)).toEqual([]);
    // A friend sees the private listing, so may report it.
    await report(friend, ofListing(privateOne.id)).expect(201);
  });

  it('refuses one’s own listing and oneself with 422', async () => {
    const owner = await member();
    const listing = await createListing(ctx(), owner);
    expect(msgs((await report(owner, ofListing(listing.id)).expect(422)).body)).toEqual([
      OWN_LISTING,
    ]);
    const self = await report(owner, { target_type: 'user', target_id: owner.id, reason: 'spam' });
    expect(self.status).toBe(422);
    expect(msgs(self.body)).toEqual([YOURSELF]);
    expect(await storedReports(owner.id)).toEqual([]);
  });

  it('takes a member who exists and has not left; 404 otherwise', async () => {
    const [reporter, other, gone] = await Promise.all([
      member(),
      member(),
      createUser(ctx(), { deletedAt: new Date() }),
    ]);
    await report(reporter, {
      target_type: 'user',
      target_id: other.id,
      reason: 'offensive',
    }).expect(201);
    for (const id of [gone.id, 2_000_000_000]) {
      await report(reporter, { target_type: 'user', target_id: id, reason: 'spam' }).expect(404);
    }
  });

  it('takes a message the reporter received; 404 for anyone else’s, 422 for their own', async () => {
    const [a, b, outsider] = await Promise.all([member(), member(), member()]);
    const toB = await sendMessage(a, b, 'Send me your bank details');
    const body = { target_type: 'message', target_id: toB.id, reason: 'scam' };
    await report(b, body).expect(201);
    expect((await report(outsider, body).expect(404)).body.detail).toBe(NOTHING_TO_REPORT);
    expect(msgs((await report(a, body).expect(422)).body)).toEqual([OWN_MESSAGE]);
    await report(b, { ...body, target_id: 2_000_000_000 }).expect(404);
  });

  it('updates the first report on a second one: no duplicate, reopened if closed', async () => {
    const [owner, reporter] = await Promise.all([member(), member()]);
    const listing = await createListing(ctx(), owner);
    const first = await report(reporter, ofListing(listing.id, 'spam', 'first')).expect(201);
    await ctx()
      .db.update(reports)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(reports.id, first.body.id));
    const second = await report(reporter, ofListing(listing.id, 'unsafe')).expect(201);
    expect(second.body).toMatchObject({ id: first.body.id, reason: 'unsafe', details: null });
    const rows = await storedReports(reporter.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'open', closedAt: null, reason: 'unsafe' });
  });

  it(`allows ${REPORTS_PER_DAY} new reports a day, then 429 with nothing stored; updates still go`, async () => {
    const reporter = await member();
    const owner = await member();
    const listing = await createListing(ctx(), owner);
    await report(reporter, ofListing(listing.id)).expect(201);
    // The rest of the day's allowance, as rows made in the last 24 hours (one older does not count).
    const others = await Promise.all(
      Array.from({ length: REPORTS_PER_DAY }, () => createUser(ctx())),
    );
    const hour = 60 * 60 * 1000;
    await ctx()
      .db.insert(reports)
      .values(
        others.map((o, i) => ({
          reporterId: reporter.id,
          targetType: 'user' as const,
          targetId: o.id,
          reason: 'spam' as const,
          createdAt: new Date(Date.now() - (i === 0 ? 25 : 23) * hour),
        })),
      );
    const next = await member();
    const refused = await report(reporter, {
      target_type: 'user',
      target_id: next.id,
      reason: 'spam',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(REPORTS_SPENT);
    expect(await storedReports(reporter.id)).toHaveLength(REPORTS_PER_DAY + 1);
    const stored = await ctx()
      .db.select()
      .from(reports)
      .where(and(eq(reports.reporterId, reporter.id), eq(reports.targetId, next.id)));
    expect(stored).toEqual([]);
    // Changing a report already made is no new report.
    await report(reporter, ofListing(listing.id, 'other', 'more to say')).expect(201);
  });

  it('holds a listing once 3 different members report it, for everyone but its owner', async () => {
    const owner = await member();
    const [r1, r2, r3, viewer] = await Promise.all([trusted(), trusted(), trusted(), member()]);
    const listing = await createListing(ctx(), owner, { title: 'Suspicious seedlings' });
    // The public page is cached for guests: it must not go on showing the held listing.
    const feed = () => testApp().api.get('/api/listings?public=true&limit=100').expect(200);
    expect((await feed()).body.map((l: { id: number }) => l.id)).toContain(listing.id);

    await report(r1, ofListing(listing.id)).expect(201);
    await report(r2, ofListing(listing.id)).expect(201);
    // The same member twice is still two members' reports.
    await report(r2, ofListing(listing.id, 'scam')).expect(201);
    expect(await moderationOf(listing.id)).toBeNull();
    await report(r3, ofListing(listing.id)).expect(201);
    expect(await moderationOf(listing.id)).toBe('held');

    await testApp().api.get(`/api/listings/${listing.id}`).expect(404);
    await testApp().as(viewer).get(`/api/listings/${listing.id}`).expect(404);
    expect((await feed()).body.map((l: { id: number }) => l.id)).not.toContain(listing.id);
    const own = await testApp().as(owner).get(`/api/listings/${listing.id}`).expect(200);
    expect(own.body.moderation).toBe('held');
  });

  it('does not hold on closed reports, nor un-remove a removed listing', async () => {
    const owner = await member();
    const [r1, r2, r3] = await Promise.all([trusted(), trusted(), trusted()]);
    const listing = await createListing(ctx(), owner);
    await report(r1, ofListing(listing.id)).expect(201);
    await report(r2, ofListing(listing.id)).expect(201);
    await ctx()
      .db.update(reports)
      .set({ status: 'closed' })
      .where(and(eq(reports.targetType, 'listing'), eq(reports.targetId, listing.id)));
    await report(r3, ofListing(listing.id)).expect(201);
    expect(await moderationOf(listing.id)).toBeNull();

    const removed = await createListing(ctx(), owner);
    for (const r of [r1, r2, r3]) await report(r, ofListing(removed.id)).expect(201);
    expect(await moderationOf(removed.id)).toBe('held');
    await ctx()
      .db.update(listings)
      .set({ moderation: 'removed' })
      .where(eq(listings.id, removed.id));
    // The owner's friend still sees nothing: removed stays removed whatever is reported.
    expect(await moderationOf(removed.id)).toBe('removed');
  });
});
