import type { MessageListing, MessageThread } from '@common/schemas/messages';
import type { Message } from '@common/types';
import { listingPhotoPath } from '@server/modules/photos';
import type { MessageRecord } from './message-record';
import type { MessageListingRecord, ThreadRecord } from './queries';

/** The listing fields a message card needs, however they were read. */
interface ListingFields {
  id: number;
  title: string;
  featuredImage: string | null;
  price: number | string;
  typeId: number;
  stateId: number;
  openToEveryone: boolean;
}

/**
 * docs/product.md §10.7: the card of the listing a message is about, its cover signed for the
 * viewer exactly as the listing's own answers sign it (docs/decisions.md "Photos").
 */
export function presentMessageListing(
  listing: ListingFields,
  viewerId: number,
  photoKey: Buffer,
): MessageListing {
  return {
    id: listing.id,
    title: listing.title,
    image: listingPhotoPath(photoKey, listing, viewerId),
    price: Number(listing.price),
    type_id: listing.typeId,
    state_id: listing.stateId,
  };
}

/** The listing joined to a message row, or null when the viewer may not see it (or it is gone). */
export function joinedListing(
  row: MessageListingRecord,
  viewerId: number,
  photoKey: Buffer,
): MessageListing | null {
  if (row.l_id === null || row.l_title === null) return null;
  return presentMessageListing(
    {
      id: row.l_id,
      title: row.l_title,
      featuredImage: row.l_featured_image,
      price: row.l_price ?? 0,
      typeId: Number(row.l_type_id),
      stateId: Number(row.l_state_id),
      openToEveryone: row.l_open === true,
    },
    viewerId,
    photoKey,
  );
}

/**
 * docs/product.md §10.6; client_id lets the sender's outbox match the stored message. The
 * listing it is about is left out here (null): see presentMessageAbout.
 */
export function presentMessage(row: MessageRecord): Message {
  return {
    id: row.id,
    sender_id: row.sender_id,
    receiver_id: row.receiver_id,
    content: row.content,
    created_at: new Date(row.created_at).toISOString(),
    is_read: row.is_read,
    client_id: row.client_id,
    listing_id: row.listing_id ?? null,
    listing: null,
  };
}

/** A message with the card of its listing as one viewer may see it (docs/product.md §10.7). */
export function presentMessageAbout(row: MessageRecord, listing: MessageListing | null): Message {
  return { ...presentMessage(row), listing };
}

export function presentThread(
  row: ThreadRecord,
  viewerId: number,
  photoKey: Buffer,
): MessageThread {
  return {
    other_user: {
      id: row.other_id,
      username: row.username,
      profile_picture: row.profile_picture,
      is_deleted: row.is_deleted,
    },
    last_message: row.message
      ? presentMessageAbout(row.message, joinedListing(row.message, viewerId, photoKey))
      : null,
    unread: row.unread_count > 0,
    unread_count: row.unread_count,
  };
}
