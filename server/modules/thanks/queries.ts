import type { Db } from '@server/db/client';
import { listings, thanks, users } from '@server/db/schema';
import { visibleTo } from '@server/policies/listings';
import { memberNotDeleted } from '@server/policies/members';
import { thanksAuthor, thanksShown } from '@server/policies/thanks';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/** The thanks of docs/product.md §7.17, as stored. */

/** A listing as thanks need it, whoever may see it: its two parties and its state. */
export async function findExchange(db: Db, listingId: number) {
  const [row] = await db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      reservedFor: listings.reservedFor,
      stateId: listings.stateId,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

/** Stores a thank-you; undefined when this side already thanked for this listing. */
export async function insertThanks(
  db: Db,
  values: { listingId: number; fromId: number; toId: number; text: string },
) {
  const [row] = await db
    .insert(thanks)
    .values(values)
    .onConflictDoNothing({ target: [thanks.listingId, thanks.fromId] })
    .returning();
  return row;
}

/** A member who has not left, as thanks name them. */
export async function memberCard(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, avatar: users.profilePicture })
    .from(users)
    .where(and(eq(users.id, id), memberNotDeleted()));
  return row;
}

const recipient = alias(users, 'thanks_recipient');

/**
 * The thanks given on one listing, both ways, oldest first, as its two members read them: not
 * those from a member who left, nor those a moderator removed, save the viewer's own (so their
 * page knows they already thanked).
 */
export async function thanksOnListing(db: Db, listingId: number, viewerId: number) {
  return db
    .select({
      id: thanks.id,
      text: thanks.text,
      createdAt: thanks.createdAt,
      from: {
        id: thanksAuthor.id,
        username: thanksAuthor.username,
        avatar: thanksAuthor.profilePicture,
      },
      to: { id: recipient.id, username: recipient.username, avatar: recipient.profilePicture },
    })
    .from(thanks)
    .innerJoin(thanksAuthor, eq(thanksAuthor.id, thanks.fromId))
    .innerJoin(recipient, eq(recipient.id, thanks.toId))
    .where(and(eq(thanks.listingId, listingId), thanksShown(viewerId)))
    .orderBy(thanks.createdAt, thanks.id);
}

/**
 * A page of the thanks a member received, newest first, after the thank-you `cursor` names:
 * not removed by a moderator, nor from members who left. The listing is named only to viewers
 * who may see it. thanks_to_idx reads the member's thanks in order.
 */
export async function receivedThanks(
  db: Db,
  toId: number,
  viewerId: number | undefined,
  limit: number,
  cursor: number | undefined,
) {
  const after =
    cursor === undefined
      ? undefined
      : sql`(${thanks.createdAt}, ${thanks.id}) < (select t.created_at, t.id from ${thanks} t where t.id = ${cursor})`;
  return db
    .select({
      id: thanks.id,
      text: thanks.text,
      createdAt: thanks.createdAt,
      from: {
        id: thanksAuthor.id,
        username: thanksAuthor.username,
        avatar: thanksAuthor.profilePicture,
      },
      listingId: listings.id,
      listingTitle: listings.title,
    })
    .from(thanks)
    .innerJoin(thanksAuthor, eq(thanksAuthor.id, thanks.fromId))
    .leftJoin(listings, and(eq(listings.id, thanks.listingId), visibleTo(viewerId)))
    .where(and(eq(thanks.toId, toId), thanksShown(), after))
    .orderBy(desc(thanks.createdAt), desc(thanks.id))
    .limit(limit + 1);
}
