import { LISTING_STATES } from '@common/codes';
import type { PublicProfile } from '@common/schemas/users';
import { HOUR_MS } from '@common/time';
import { messages, thanks, users } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { befriend, createListing, createUser, type TestUser } from '@server/test/factories';
import { testClock } from '@server/test/fakes/clock';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

const statsOf = async (member: TestUser) => {
  const res = await testApp().api.get(`/api/auth/users/${member.id}/public`);
  expect(res.status).toBe(200);
  return (res.body as PublicProfile).stats;
};

const at = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR_MS);

describe('GET /api/auth/users/{id}/public: stats', () => {
  it('counts listings handed over and received, thanks not removed, and membership', async () => {
    const { ctx } = testApp();
    const [member, other] = [await createUser(ctx), await createUser(ctx)];
    const given = { stateId: LISTING_STATES.sold, reservedFor: other.id };
    const mine = await createListing(ctx, member, given);
    await createListing(ctx, member, given);
    // Sold with nobody named, or only reserved: not handed over to anyone.
    await createListing(ctx, member, { stateId: LISTING_STATES.sold });
    await createListing(ctx, member, { stateId: LISTING_STATES.pending, reservedFor: other.id });
    await createListing(ctx, other, { stateId: LISTING_STATES.sold, reservedFor: member.id });
    await ctx.db.insert(thanks).values([
      { listingId: mine.id, fromId: other.id, toId: member.id, text: 'Thank you' },
      { listingId: mine.id, fromId: member.id, toId: other.id, text: 'You too' },
    ]);

    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(await statsOf(member)).toEqual({
      given: 2,
      received: 1,
      thanks: 1,
      member_since: row!.createdAt.toISOString(),
      reply_hours: null,
    });
    await ctx.db.update(thanks).set({ removedAt: new Date() }).where(eq(thanks.toId, member.id));
    expect((await statsOf(member)).thanks).toBe(0);
  });

  it('counts a friends-only handover only for those who could have seen it', async () => {
    const { ctx } = testApp();
    const [member, friend, recipient, stranger] = [
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
    ];
    await befriend(ctx, member, friend);
    const handedOver = { stateId: LISTING_STATES.sold, reservedFor: recipient.id };
    await createListing(ctx, member, handedOver);
    await createListing(ctx, member, { ...handedOver, isPublic: false });
    // Received from the friend's friends-only listing: the member's own record.
    await createListing(ctx, friend, {
      stateId: LISTING_STATES.sold,
      reservedFor: member.id,
      isPublic: false,
    });
    const seenBy = async (viewer?: TestUser) => {
      const request = testApp().api.get(`/api/auth/users/${member.id}/public`);
      const res = await (viewer ? request.set('Authorization', `Bearer ${viewer.token}`) : request);
      expect(res.status).toBe(200);
      const { given, received } = (res.body as PublicProfile).stats;
      return { given, received };
    };
    // The attack: a guest or a stranger learned of the private giveaway from the count.
    expect(await seenBy()).toEqual({ given: 1, received: 0 });
    expect(await seenBy(stranger)).toEqual({ given: 1, received: 0 });
    // The friend saw both on offer (and gave the other); the recipient had the private one.
    expect(await seenBy(friend)).toEqual({ given: 2, received: 1 });
    expect(await seenBy(recipient)).toEqual({ given: 2, received: 0 });
    expect(await seenBy(member)).toEqual({ given: 2, received: 1 });
  });

  it('gives the median hours to a first reply once 3 conversations others started', async () => {
    const { ctx } = testApp();
    const start = new Date('2026-11-01T09:00:00Z');
    ctx.clock = testClock(at(start, 100));
    const member = await createUser(ctx);
    const [a, b, c, d] = [
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
    ];
    const write = (from: TestUser, to: TestUser, hours: number) =>
      ctx.db.insert(messages).values({
        senderId: from.id,
        receiverId: to.id,
        content: 'Hi',
        createdAt: at(start, hours),
      });
    // Answered after 1 and 3 hours.
    await write(a, member, 0);
    await write(member, a, 1);
    await write(b, member, 10);
    await write(b, member, 11);
    await write(member, b, 13);
    // A conversation the member started does not count.
    await write(member, d, 20);
    await write(d, member, 21);
    expect((await statsOf(member)).reply_hours).toBeNull();
    // Not answered yet: the 40 hours waited so far count.
    await write(c, member, 60);
    expect((await statsOf(member)).reply_hours).toBe(3);
    await write(member, c, 62);
    expect((await statsOf(member)).reply_hours).toBe(2);
  });
});
