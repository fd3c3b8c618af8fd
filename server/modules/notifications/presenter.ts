import type {
  EventNotificationKind,
  NotificationKind,
  PickupNotificationKind,
} from '@common/notification-kinds';
import type { MatchNotification, MemberNotification } from '@common/types';
import { signPhotoPath } from '@server/modules/photos';
import type { AnyNotificationRow, NotificationRow } from './queries';

/** What the match stored when it was made (server/modules/wants/matching.ts). */
export interface MatchData {
  distance_km: number | null;
  is_friend: boolean;
}

export function matchData(data: unknown): MatchData {
  const d = (data ?? {}) as Partial<MatchData>;
  return {
    distance_km: typeof d.distance_km === 'number' ? d.distance_km : null,
    is_friend: d.is_friend === true,
  };
}

/** What a match shows, whether just made (with the wanter's address) or listed. */
type MatchRow = Omit<NotificationRow, 'wanterEmail' | 'wanterFirstName' | 'wanterUsername'>;

function common<K extends NotificationKind>(
  row: { id: number; isRead: boolean; createdAt: Date },
  kind: K,
) {
  return {
    id: row.id,
    type: kind,
    kind,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A match as its recipient sees it. The listing's photo URL is signed for them whether
 * or not the listing is public: either way they may see it (docs/decisions.md "Photos").
 */
export function presentNotification(row: MatchRow, photoKey: Buffer): MatchNotification {
  const { distance_km, is_friend } = matchData(row.data);
  return {
    ...common(row, 'match'),
    want: { id: row.wantId, title: row.wantTitle, category_id: row.wantCategoryId },
    listing: {
      id: row.listingId,
      title: row.listingTitle,
      featured_image: row.featuredImage && signPhotoPath(photoKey, row.featuredImage, row.userId),
      category_id: row.listingCategoryId,
      type_id: row.typeId,
      price: Number(row.price),
    },
    seller: {
      id: row.sellerId,
      username: row.sellerUsername,
      profile_picture: row.sellerPicture,
      city: row.sellerCity,
    },
    distance_km,
    is_friend,
  };
}

const isMatch = (row: AnyNotificationRow): row is AnyNotificationRow & MatchRow =>
  row.wantId !== null && row.listingId !== null && row.sellerId !== null;

const hasActor = (
  row: AnyNotificationRow,
): row is AnyNotificationRow & { actorId: number; actorUsername: string } =>
  row.actorId !== null && row.actorUsername !== null;

/**
 * A notification of any kind as its recipient sees it (docs/product.md §8.8); undefined for a
 * row whose kind this server does not know or whose subject has gone.
 */
export function presentAny(
  row: AnyNotificationRow,
  photoKey: Buffer,
): MemberNotification | undefined {
  if (row.kind === 'match') return isMatch(row) ? presentNotification(row, photoKey) : undefined;
  if (row.kind === 'listing_expiring') {
    // The member's own listing: no one else did anything (docs/product.md §7.14).
    if (row.listingId === null || row.listingTitle === null) return undefined;
    return {
      ...common(row, 'listing_expiring'),
      listing: {
        id: row.listingId,
        title: row.listingTitle,
        featured_image: row.featuredImage && signPhotoPath(photoKey, row.featuredImage, row.userId),
      },
    };
  }
  if (row.kind === 'season_started') {
    // The member's own want woke: no one else did anything (docs/product.md §8.11).
    if (row.wantId === null || row.wantTitle === null || row.wantCategoryId === null)
      return undefined;
    return {
      ...common(row, 'season_started'),
      want: { id: row.wantId, title: row.wantTitle, category_id: row.wantCategoryId },
    };
  }
  if (!hasActor(row)) return undefined;
  const actor = { id: row.actorId, username: row.actorUsername, profile_picture: row.actorPicture };
  switch (row.kind) {
    case 'friend_request':
      return { ...common(row, 'friend_request'), actor };
    case 'friend_accepted':
      return { ...common(row, 'friend_accepted'), actor };
    case 'listing_reserved':
    case 'listing_drawn': {
      if (row.listingId === null || row.listingTitle === null) return undefined;
      const listing = {
        id: row.listingId,
        title: row.listingTitle,
        featured_image: row.featuredImage && signPhotoPath(photoKey, row.featuredImage, row.userId),
      };
      // A fair giveaway's draw tells the others who were in it (docs/product.md §7.16).
      return row.kind === 'listing_drawn'
        ? { ...common(row, 'listing_drawn'), actor, listing }
        : { ...common(row, 'listing_reserved'), actor, listing };
    }
    case 'pickup_proposed':
    case 'pickup_accepted':
    case 'pickup_declined':
    case 'pickup_cancelled':
    case 'pickup_reminder':
    case 'pickup_follow_up':
      return presentPickupNotice(row, row.kind, actor, photoKey);
    case 'event_nearby':
    case 'event_reminder':
    case 'event_cancelled':
      return presentEventNotice(row, row.kind, actor);
    default:
      return undefined;
  }
}

/** A pickup's notice: the other party, the listing, and the pickup's times when told (§7.15). */
function presentPickupNotice(
  row: AnyNotificationRow,
  kind: PickupNotificationKind,
  actor: { id: number; username: string; profile_picture: string | null },
  photoKey: Buffer,
): MemberNotification | undefined {
  const pickup = pickupData(row.data);
  if (row.listingId === null || row.listingTitle === null || !pickup) return undefined;
  const body = {
    actor,
    listing: {
      id: row.listingId,
      title: row.listingTitle,
      featured_image: row.featuredImage && signPhotoPath(photoKey, row.featuredImage, row.userId),
    },
    pickup,
  };
  // One case per kind: `type` and `kind` must name the same one.
  switch (kind) {
    case 'pickup_proposed':
      return { ...common(row, 'pickup_proposed'), ...body };
    case 'pickup_accepted':
      return { ...common(row, 'pickup_accepted'), ...body };
    case 'pickup_declined':
      return { ...common(row, 'pickup_declined'), ...body };
    case 'pickup_cancelled':
      return { ...common(row, 'pickup_cancelled'), ...body };
    case 'pickup_reminder':
      return { ...common(row, 'pickup_reminder'), ...body };
    case 'pickup_follow_up':
      return { ...common(row, 'pickup_follow_up'), ...body };
  }
}

/** What a pickup notice stored when told: the pickup and its times then (docs/product.md §7.15). */
interface PickupData {
  pickup_id: number;
  starts_at: string;
  ends_at: string;
}

function pickupData(data: unknown) {
  const d = (data ?? {}) as Partial<PickupData>;
  if (typeof d.pickup_id !== 'number' || !d.starts_at || !d.ends_at) return undefined;
  return { id: d.pickup_id, starts_at: d.starts_at, ends_at: d.ends_at };
}

/** What a swap day's notice stored when told: the event as it was then (docs/product.md §7.19). */
interface EventData {
  event_id: number;
  title: string;
  place_name: string;
  starts_at: string;
  ends_at: string;
}

/** A swap day's notice: its host and the event as it was when told. */
function presentEventNotice(
  row: AnyNotificationRow,
  kind: EventNotificationKind,
  actor: { id: number; username: string; profile_picture: string | null },
): MemberNotification | undefined {
  const d = (row.data ?? {}) as Partial<EventData>;
  if (typeof d.event_id !== 'number' || !d.title || !d.starts_at || !d.ends_at) return undefined;
  const event = {
    id: d.event_id,
    title: d.title,
    place_name: d.place_name ?? '',
    starts_at: d.starts_at,
    ends_at: d.ends_at,
  };
  // One case per kind: `type` and `kind` must name the same one.
  switch (kind) {
    case 'event_nearby':
      return { ...common(row, 'event_nearby'), actor, event };
    case 'event_reminder':
      return { ...common(row, 'event_reminder'), actor, event };
    case 'event_cancelled':
      return { ...common(row, 'event_cancelled'), actor, event };
  }
}
