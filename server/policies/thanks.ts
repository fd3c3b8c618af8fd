import { thanks, users } from '@server/db/schema';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { memberNotDeleted } from './members';
import { owns } from './ownership';
import { isReservedFor } from './reservations';

const AUTHOR = 'thanks_author';

/** A thank-you's author, as every query that shows or counts thanks joins them. */
export const thanksAuthor = alias(users, AUTHOR);

/** The same join in a raw statement, where an alias is written as the table it names. */
export const joinThanksAuthor = sql`join ${users} as ${sql.identifier(AUTHOR)}
  on ${thanksAuthor.id} = ${thanks.fromId}`;

/**
 * Which thanks anyone is shown (docs/product.md §7.17): not removed by a moderator and from a
 * member who has not left; queries join thanksAuthor on thanks.from_id. A profile's thanks are
 * shown to everyone alike, blocked members included (§14.1). `authorOfRemoved`: the one viewer
 * who still sees their own removed thank-you, on the listing's panel, so it knows they thanked.
 */
export function thanksShown(authorOfRemoved?: number): SQL {
  const notRemoved = isNull(thanks.removedAt);
  return and(
    memberNotDeleted(thanksAuthor),
    authorOfRemoved === undefined ? notRemoved : or(notRemoved, eq(thanks.fromId, authorOfRemoved)),
  )!;
}

/** A handed-over listing as its thanks read it: whose it was and whom it was promised to. */
interface Exchange {
  ownerId: number;
  reservedFor: number | null;
}

/**
 * The two members of a handover (docs/product.md §7.17): the listing's owner and the member it
 * was reserved for. Only they may thank each other, and read what they said.
 */
export function isExchangeParty(exchange: Exchange, memberId: number): boolean {
  return owns(exchange, memberId) || isReservedFor(exchange, memberId);
}

/** The member a party thanks: the other one (none while it is promised to nobody). */
export function otherPartyOf(exchange: Exchange, memberId: number): number | null {
  return owns(exchange, memberId) ? exchange.reservedFor : exchange.ownerId;
}
