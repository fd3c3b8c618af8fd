import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { listings, notifications, users, wantListings } from '../../db/schema';
import { visibleTo } from '../listings/queries';

const seller = alias(users, 'seller');
const wanter = alias(users, 'wanter');

/** A notification with what matched, the listing and who offers it, in one row. */
const notificationColumns = {
  id: notifications.id,
  userId: notifications.userId,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
  data: notifications.data,
  wantId: wantListings.id,
  wantTitle: wantListings.title,
  wantCategoryId: wantListings.categoryId,
  listingId: listings.id,
  listingTitle: listings.title,
  featuredImage: listings.featuredImage,
  listingCategoryId: listings.categoryId,
  typeId: listings.typeId,
  price: listings.price,
  sellerId: seller.id,
  sellerUsername: seller.username,
  sellerPicture: seller.profilePicture,
  sellerCity: seller.city,
  wanterEmail: wanter.email,
  wanterFirstName: wanter.firstName,
  wanterUsername: wanter.username,
};

export interface NotificationRow {
  id: number;
  userId: number;
  isRead: boolean;
  createdAt: Date;
  data: unknown;
  wantId: number;
  wantTitle: string;
  wantCategoryId: number;
  listingId: number;
  listingTitle: string;
  featuredImage: string | null;
  listingCategoryId: number;
  typeId: number;
  price: number;
  sellerId: number;
  sellerUsername: string;
  sellerPicture: string | null;
  sellerCity: string | null;
  wanterEmail: string;
  wanterFirstName: string;
  wanterUsername: string;
}

/** With the wanter's address and name, for the e-mail and the realtime push. */
export type DeliveryRow = NotificationRow;

function selectNotifications(db: Db) {
  return db
    .select(notificationColumns)
    .from(notifications)
    .innerJoin(wantListings, eq(wantListings.id, notifications.wantId))
    .innerJoin(listings, eq(listings.id, notifications.listingId))
    .innerJoin(seller, eq(seller.id, listings.ownerId))
    .innerJoin(wanter, eq(wanter.id, notifications.userId));
}

/**
 * A member's matches, newest first. Only listings they can still see are shown: one made
 * private since, or a friend's after unfriending, drops out of the list and the count.
 */
export async function listNotifications(
  db: Db,
  userId: number,
  opts: { limit: number; cursor?: number | undefined; unread?: boolean | undefined },
): Promise<NotificationRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(notifications.userId, userId),
    visibleTo(userId),
    opts.cursor ? lt(notifications.id, opts.cursor) : undefined,
    opts.unread === undefined ? undefined : eq(notifications.isRead, !opts.unread),
  ];
  return selectNotifications(db)
    .where(and(...conditions))
    .orderBy(desc(notifications.id))
    .limit(opts.limit);
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .innerJoin(listings, eq(listings.id, notifications.listingId))
    .where(
      and(eq(notifications.userId, userId), eq(notifications.isRead, false), visibleTo(userId)),
    );
  return row?.count ?? 0;
}

/** New matches with the wanter's address and name, for the e-mail and the realtime push. */
export async function loadForDelivery(db: Db, ids: number[]): Promise<DeliveryRow[]> {
  if (!ids.length) return [];
  return selectNotifications(db).where(inArray(notifications.id, ids)).orderBy(notifications.id);
}

/** The member's latest visible match, for the e-mail preview. */
export async function latestForPreview(db: Db, userId: number): Promise<DeliveryRow | undefined> {
  const [row] = await selectNotifications(db)
    .where(and(eq(notifications.userId, userId), visibleTo(userId)))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row;
}

export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}
