import {
  EVENT_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  PICKUP_NOTIFICATION_KINDS,
} from '@common/notification-kinds';
import { listings, notifications } from '@server/db/schema';
import { and, inArray, isNotNull, isNull, not, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { notBlockedWith } from './blocks';
import { outerRef } from './friends';
import { visibleTo } from './listings';
import { memberNotDeleted } from './members';

/**
 * Whether a member may be told of a notice (docs/product.md §8.5, §14.1): the one rule the bell's
 * list and count, the live announcement, the push fan-out and the e-mails all ask, when they
 * read the notice, so that a block, a listing made private or an account gone since it was
 * stored silences every channel at once.
 */

/** Kinds about a listing: without one they have nothing to show. */
const LISTING_KINDS = [
  'match',
  'listing_reserved',
  'listing_drawn',
  'listing_expiring',
  ...PICKUP_NOTIFICATION_KINDS,
] as const;

/** Kinds about what a member did: without the member they have nothing to show. */
const ACTOR_KINDS = [
  'friend_request',
  'friend_accepted',
  ...PICKUP_NOTIFICATION_KINDS,
  ...EVENT_NOTIFICATION_KINDS,
] as const;

/**
 * Kinds the bell holds. `message` reaches a member outside the app only, never as a stored
 * notice (docs/product.md §8.5).
 */
const STORED_KINDS = NOTIFICATION_KINDS.filter((kind) => kind !== 'message');

/** The notice's actor as the outer query joins it: a users alias, on notifications.actor_id. */
export interface NoticeActor {
  id: AnyPgColumn;
  deletedAt: AnyPgColumn;
}

/**
 * True when `viewerId` may be told of the notice in the outer query's row: its listing (when
 * it has one; `listings` joined on notifications.listing_id) is one they may see now, which
 * includes neither blocking its owner, and its actor (when it has one) is still a member and
 * neither blocks the other. The actor's block is asked for every kind, so a swap day's host or
 * a friend the viewer blocked since is silenced too, not only a listing's owner (§14.1). The
 * viewer may be a number, a placeholder of a prepared statement, or a column of the outer query
 * (`outerRef(notifications.userId)`) to ask it of each notice's own recipient.
 */
export function noticeShownTo(viewerId: number | Placeholder | SQL, actor: NoticeActor): SQL {
  const listingShown = and(isNotNull(listings.id), visibleTo(viewerId));
  const actorShown = and(
    isNotNull(actor.id),
    memberNotDeleted(actor),
    notBlockedWith(viewerId, notifications.actorId),
  );
  return and(
    inArray(notifications.kind, STORED_KINDS),
    or(
      and(isNull(notifications.listingId), not(inArray(notifications.kind, [...LISTING_KINDS]))),
      listingShown,
    ),
    or(
      and(isNull(notifications.actorId), not(inArray(notifications.kind, [...ACTOR_KINDS]))),
      actorShown,
    ),
  )!;
}

/**
 * noticeShownTo asked of each notice's own recipient (its user_id), for reading the notices of
 * many members at once: the push fan-out's.
 */
export const noticeShownToItsRecipient = (actor: NoticeActor): SQL =>
  noticeShownTo(outerRef(notifications.userId), actor);
