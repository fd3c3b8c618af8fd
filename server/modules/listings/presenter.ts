import type { Listing } from '@common/types';
import { listingPhotoPath } from '@server/modules/photos/signing';
import type { ListingWithOwner } from './queries';

/**
 * A listing as every answer shows it. The owner's point is exact for the owner only; everyone
 * else sees the cloaked point of docs/decisions.md "Locations and privacy".
 */
export function presentListing(
  row: ListingWithOwner,
  viewerId: number | undefined,
  photoKey: Buffer,
): Listing {
  const { listing } = row;
  const own = viewerId === listing.ownerId;
  return {
    id: listing.id,
    title: listing.title,
    description: listing.description,
    price: Number(listing.price),
    // Signed for this viewer unless everyone may see the listing (docs/decisions.md "Photos").
    featured_image: listingPhotoPath(photoKey, listing, viewerId),
    is_active: listing.isActive,
    is_public: listing.isPublic,
    type_id: listing.typeId,
    state_id: listing.stateId,
    category_id: listing.categoryId,
    owner_id: listing.ownerId,
    owner_username: row.ownerUsername,
    owner_profile_picture: row.ownerPicture,
    owner_latitude: own ? row.ownerLatitude : row.ownerCloakedLatitude,
    owner_longitude: own ? row.ownerLongitude : row.ownerCloakedLongitude,
    created_at: listing.createdAt.toISOString(),
    moderation: listing.moderation,
  };
}
