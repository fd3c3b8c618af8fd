import { withLocale } from '@common/i18n/format';
import type { Locale } from '@common/i18n/locales';
import { type PersonalInfoInput, personalInfoSchema } from '@common/schemas/auth';
import type { PublicProfile } from '@common/schemas/users';
import type { PublicUser, UserProfile } from '@common/types';
import type { AppContext } from '@server/context';
import {
  conversations,
  emailChangeTokens,
  friendships,
  listingPhotos,
  listings,
  notifications,
  passwordResetTokens,
  users,
  wantListings,
} from '@server/db/schema';
import { fromZod, local, notFound } from '@server/lib/errors';
import { refuseNul } from '@server/lib/nul-characters';
import {
  assertCurrentPassword,
  findUserWithFriendCount,
  friendCountSql,
  loadProfile,
  locate,
} from '@server/modules/auth';
import { homeColumns } from '@server/modules/map';
import { hasLeft, memberNotDeleted } from '@server/policies/members';
import { and, asc, eq, gt, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { memberStats } from './member-stats';
import { presentPublicUser } from './presenter';

/** GET /auth/users/{id}/public: the profile and the record a neighbour reads (§7.17). */
export async function publicUser(
  ctx: AppContext,
  id: number,
  viewerId: number | undefined,
): Promise<PublicProfile> {
  const row = await findUserWithFriendCount(ctx.db, id);
  if (!row || hasLeft(row)) throw notFound(local('errors.users.notFound'));
  return {
    ...presentPublicUser(row, row.friendCount),
    stats: await memberStats(ctx.db, id, viewerId, row.createdAt, ctx.clock.now()),
  };
}

/** Members by username (case-insensitive substring), for finding people to befriend. */
export async function searchUsers(
  ctx: AppContext,
  opts: { q?: string | undefined; limit: number; cursor?: number | undefined; viewerId: number },
): Promise<PublicUser[]> {
  const pattern = opts.q ? `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await ctx.db
    .select({ user: users, friendCount: friendCountSql(users.id) })
    .from(users)
    .where(
      and(
        ne(users.id, opts.viewerId),
        memberNotDeleted(),
        pattern ? ilike(users.username, pattern) : undefined,
        opts.cursor ? gt(users.id, opts.cursor) : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(opts.limit);
  return rows.map((r) => presentPublicUser(r.user, r.friendCount));
}

/**
 * The profile-image upload also carries onboarding's location (docs/product.md
 * §4.8); the image comes first so that a bad image changes nothing.
 */
export async function uploadProfileImage(
  ctx: AppContext,
  userId: number,
  file: Buffer | undefined,
  fields: Record<string, unknown>,
  locale: Locale,
): Promise<UserProfile> {
  refuseNul(fields, 'body');
  const hasLocation = ['city', 'state', 'postcode'].some((k) => fields[k] !== undefined);
  let info: PersonalInfoInput | undefined;
  if (hasLocation) {
    // Its messages are made as the fields are checked, in the member's language.
    info = withLocale(locale, () => {
      const parsed = personalInfoSchema.safeParse(fields);
      if (!parsed.success) throw fromZod(parsed.error, 'body');
      return parsed.data;
    });
  }
  const current = await findUserWithFriendCount(ctx.db, userId);
  if (!current) throw notFound(local('auth.error.profileNotFound'));

  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (file) changes.profilePicture = await ctx.images.save(file, 'avatars');
  if (info) {
    changes.city = info.city;
    changes.state = info.state;
    changes.zipCode = info.postcode;
    if (info.address) changes.address = info.address;
    if (info.apt) changes.apt = info.apt;
    const point = await locate(ctx, {
      address: info.address,
      city: info.city,
      state: info.state,
      zip: info.postcode,
    });
    if (point) Object.assign(changes, homeColumns(ctx.config.locationKey, point));
  }
  await ctx.db.update(users).set(changes).where(eq(users.id, userId));
  // The Public tab shows each listing's owner: their picture and point.
  ctx.listingPages.forget();
  if (file && current.profilePicture) await ctx.images.remove(current.profilePicture);
  return loadProfile(ctx, userId);
}

export async function avatarPath(ctx: AppContext, userId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ picture: users.profilePicture })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.picture) throw notFound(local('errors.users.noPicture'));
  return ctx.images.absolute(row.picture);
}

/**
 * Deletes the member's account and everything that was theirs: listings, wants, photos,
 * friendships, notifications, reset and e-mail change tokens. The row itself stays as a
 * tombstone emptied of every personal field (no e-mail, name, address, point or password; the
 * e-mail and username are freed), so the other side of a conversation can still read it, the
 * author shown as a deleted member. Every token of the member stops working. It takes the
 * member's password (403 when wrong), so a stolen session alone cannot delete the account.
 */
export async function deleteProfile(
  ctx: AppContext,
  userId: number,
  password: string,
): Promise<void> {
  // Checked before the transaction: bcrypt's time must not hold the embedded database's one
  // connection.
  const [member] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), memberNotDeleted()));
  if (!member) throw notFound(local('auth.error.profileNotFound'));
  await assertCurrentPassword(member.passwordHash, password);
  const files = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ picture: users.profilePicture })
      .from(users)
      .where(and(eq(users.id, userId), memberNotDeleted()))
      .for('update');
    if (!user) throw notFound(local('auth.error.profileNotFound'));
    // Every photo of every listing, not only the covers (docs/product.md §7.10).
    const removed = await tx
      .delete(listingPhotos)
      .where(
        inArray(
          listingPhotos.listingId,
          tx.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, userId)),
        ),
      )
      .returning({ path: listingPhotos.path });
    const covers = await tx
      .delete(listings)
      .where(eq(listings.ownerId, userId))
      .returning({ path: listings.featuredImage });
    await tx.delete(wantListings).where(eq(wantListings.ownerId, userId));
    await tx
      .delete(friendships)
      .where(or(eq(friendships.senderId, userId), eq(friendships.receiverId, userId)));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, userId));
    await tx.delete(conversations).where(eq(conversations.userId, userId));
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        username: `deleted_member_${userId}`,
        // Not a bcrypt hash: no password can ever match it.
        passwordHash: '!deleted',
        firstName: '',
        lastName: '',
        address: null,
        apt: null,
        city: null,
        state: null,
        zipCode: null,
        profilePicture: null,
        ...homeColumns(ctx.config.locationKey, null),
        tokenVersion: sql`${users.tokenVersion} + 1`,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return [user.picture, ...[...removed, ...covers].map((r) => r.path)];
  });
  ctx.sessions.forget({ userId });
  ctx.listingPages.forget();
  await Promise.all(files.map((p) => ctx.images.remove(p)));
}
