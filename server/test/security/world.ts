import type { AppContext } from '@server/context';
import {
  blocks,
  events,
  friendships,
  notifications,
  pushSubscriptions,
  reports,
  thanks,
  users,
} from '@server/db/schema';
import {
  befriend,
  createListing,
  createUser,
  createWant,
  type TestUser,
} from '@server/test/factories';
import { TINY_PNG } from '@server/test/fakes/tile-upstream';
import { eq } from 'drizzle-orm';

/**
 * The cast of the authorization matrix: an owner with things of every kind, the owner's
 * friend, a stranger, a member who has asked the owner to be friends, a member the owner
 * blocks, a member who has reported the owner's public listing, and a moderator.
 */
export interface World {
  owner: TestUser;
  friend: TestUser;
  stranger: TestUser;
  requester: TestUser;
  blocked: TestUser;
  reporter: TestUser;
  moderator: TestUser;
  /** reporter → the owner's public listing, open. */
  report: { id: number };
  /** moderator → the owner's public listing too, open: theirs to leave to another moderator. */
  moderatorReport: { id: number };
  publicListing: { id: number };
  /** friend → owner, for a listing the owner handed over to the friend (docs/product.md §7.17). */
  thanks: { id: number };
  privateListing: { id: number };
  want: { id: number };
  notification: { id: number };
  /** requester → owner, pending. */
  request: { id: number };
  /** The owner's one push subscription. */
  pushEndpoint: string;
  /** A swap day the owner hosts, the day after tomorrow (docs/product.md §7.19). */
  event: { id: number };
}

export type Role = 'guest' | 'stranger' | 'friend' | 'owner' | 'blocked' | 'reporter' | 'moderator';
export const ROLES: Role[] = [
  'guest',
  'stranger',
  'friend',
  'owner',
  'blocked',
  'reporter',
  'moderator',
];

export async function buildWorld(ctx: AppContext, opts: { avatar?: boolean } = {}): Promise<World> {
  const [owner, friend, stranger, requester, blocked, reporter, moderator] = await Promise.all([
    createUser(ctx),
    createUser(ctx),
    createUser(ctx),
    createUser(ctx),
    createUser(ctx),
    createUser(ctx),
    createUser(ctx, { role: 'moderator' }),
  ]);
  await befriend(ctx, owner, friend);
  await ctx.db.insert(blocks).values({ blockerId: owner.id, blockedId: blocked.id });
  const [request] = await ctx.db
    .insert(friendships)
    .values({ senderId: requester.id, receiverId: owner.id })
    .returning({ id: friendships.id });
  const publicListing = await createListing(ctx, owner, { title: 'Public heirloom tomatoes' });
  const privateListing = await createListing(ctx, owner, {
    title: 'Private cherry tomatoes',
    isPublic: false,
  });
  const [report] = await ctx.db
    .insert(reports)
    .values({
      reporterId: reporter.id,
      targetType: 'listing',
      targetId: publicListing.id,
      reason: 'spam',
    })
    .returning({ id: reports.id });
  const [moderatorReport] = await ctx.db
    .insert(reports)
    .values({
      reporterId: moderator.id,
      targetType: 'listing',
      targetId: publicListing.id,
      reason: 'scam',
    })
    .returning({ id: reports.id });
  const handedOver = await createListing(ctx, owner, { stateId: 3, reservedFor: friend.id });
  const [thanksRow] = await ctx.db
    .insert(thanks)
    .values({ listingId: handedOver.id, fromId: friend.id, toId: owner.id, text: 'Thank you!' })
    .returning({ id: thanks.id });
  const want = await createWant(ctx, owner, { title: 'garlic bulbs' });
  const [notification] = await ctx.db
    .insert(notifications)
    .values({ userId: owner.id, wantId: want.id, listingId: publicListing.id })
    .returning({ id: notifications.id });
  const pushEndpoint = `https://fcm.googleapis.com/fcm/send/world-${owner.id}`;
  await ctx.db.insert(pushSubscriptions).values({
    userId: owner.id,
    endpoint: pushEndpoint,
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'A'.repeat(22),
  });
  const dayAfterTomorrow = ctx.clock.now().getTime() + 2 * 24 * 60 * 60 * 1000;
  const [event] = await ctx.db
    .insert(events)
    .values({
      hostId: owner.id,
      title: 'Seed swap',
      startsAt: new Date(dayAfterTomorrow),
      endsAt: new Date(dayAfterTomorrow + 3 * 60 * 60 * 1000),
      placeName: 'Liberty Park',
      latitude: 40.7459,
      longitude: -111.8747,
    })
    .returning({ id: events.id });
  if (opts.avatar) {
    const picture = await ctx.images.save(TINY_PNG, 'avatars');
    await ctx.db.update(users).set({ profilePicture: picture }).where(eq(users.id, owner.id));
  }
  return {
    owner,
    friend,
    stranger,
    requester,
    blocked,
    reporter,
    moderator,
    report: report!,
    moderatorReport: moderatorReport!,
    publicListing,
    thanks: thanksRow!,
    privateListing,
    want,
    notification: notification!,
    request: request!,
    pushEndpoint,
    event: event!,
  };
}

export function actor(world: World, role: Role): TestUser | undefined {
  return role === 'guest' ? undefined : world[role];
}
