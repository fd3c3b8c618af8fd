import type { Db } from '@server/db/client';
import { listings, notifications, users, wantListings } from '@server/db/schema';
import { visibleTo } from '@server/modules/listings/queries';
import { and, desc, eq, getTableColumns, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';

const seller = alias(users, 'seller');
const wanter = alias(users, 'wanter');

const stored = getTableColumns(notifications);
/** The notification's own columns, read from the table or from rows just inserted. */
const ownColumns = {
  id: stored.id,
  userId: stored.userId,
  isRead: stored.isRead,
  createdAt: stored.createdAt,
  data: stored.data,
  wantId: stored.wantId,
  listingId: stored.listingId,
};

/** A notification with what matched, the listing and who offers it, in one row. */
function notificationColumns<N extends Record<keyof typeof ownColumns, PgColumn>>(n: N) {
  return {
    id: n.id,
    userId: n.userId,
    isRead: n.isRead,
    createdAt: n.createdAt,
    data: n.data,
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
}

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

/** Rows just stored by an insert, read in the same statement (see insertForDelivery). */
function insertedFrom(db: Db, candidates: SQLWrapper) {
  return db.$with('inserted', ownColumns).as(sql`insert into ${notifications}
    (user_id, kind, want_id, listing_id, data) ${candidates}
    on conflict (want_id, listing_id) do nothing
    returning id, user_id, is_read, created_at, data, want_id, listing_id`);
}

/** Notifications (stored, or just inserted) joined to what matched and who is involved. */
function selectNotifications(db: Db, inserted?: ReturnType<typeof insertedFrom>) {
  const n = inserted ?? ownColumns;
  return db
    .with(...(inserted ? [inserted] : []))
    .select(notificationColumns(n))
    .from(inserted ?? notifications)
    .innerJoin(wantListings, eq(wantListings.id, n.wantId))
    .innerJoin(listings, eq(listings.id, n.listingId))
    .innerJoin(seller, eq(seller.id, listings.ownerId))
    .innerJoin(wanter, eq(wanter.id, n.userId));
}

/**
 * Stores new matches (candidates: a select of user_id, kind, want_id, listing_id, data; a
 * (want, listing) pair already told is skipped) and answers them with what delivery needs,
 * in one statement. The rows come back from the insert itself, so the planner joins the
 * few it expects by primary key instead of looking them up in the whole table.
 */
export async function insertForDelivery(db: Db, candidates: SQLWrapper): Promise<DeliveryRow[]> {
  const inserted = insertedFrom(db, candidates);
  return selectNotifications(db, inserted).orderBy(inserted.id);
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
