import { CATEGORIES, LISTING_TYPES } from '@common/codes';
import type { Listing } from '@common/types';
import { listingPhotoPath } from '@server/modules/photos';
import { isOwnView } from '@server/policies/listings';
import { toldOfReservation } from '@server/policies/reservations';
import { distanceFrom, NOWHERE, type Vantage } from './vantage';
import type { ListingWithOwner } from './visible-listing';

/**
 * A listing as every answer shows it. The owner's point is exact for the owner only; everyone
 * else sees the cloaked point of docs/decisions.md "Locations and privacy".
 */
export function presentListing(
  row: ListingWithOwner,
  viewerId: number | undefined,
  photoKey: Buffer,
  vantage: Vantage = NOWHERE,
): Listing {
  const { listing } = row;
  const own = isOwnView(listing.ownerId, viewerId);
  const shown = {
    latitude: own ? row.ownerLatitude : row.ownerCloakedLatitude,
    longitude: own ? row.ownerLongitude : row.ownerCloakedLongitude,
  };
  return {
    id: listing.id,
    title: listing.title,
    description: listing.description,
    price: Number(listing.price),
    // Signed for this viewer unless everyone may see the listing (docs/decisions.md "Photos").
    featured_image: listingPhotoPath(photoKey, listing, viewerId),
    images: row.photos.map((photo) => ({
      id: photo.id,
      url: listingPhotoPath(photoKey, listing, viewerId, photo.path)!,
      width: photo.width,
      height: photo.height,
    })),
    is_active: listing.isActive,
    is_public: listing.isPublic,
    type_id: listing.typeId,
    state_id: listing.stateId,
    category_id: listing.categoryId,
    owner_id: listing.ownerId,
    owner_username: row.ownerUsername,
    owner_profile_picture: row.ownerPicture,
    owner_latitude: shown.latitude,
    owner_longitude: shown.longitude,
    owner_city: row.ownerCity,
    // To the cloaked point, and none to one's own listings (docs/product.md §6.3).
    distance: own ? null : distanceFrom(vantage, shown),
    distance_unit: vantage.unit,
    created_at: listing.createdAt.toISOString(),
    // Between the owner and the member it is promised to (docs/product.md §7.13).
    reserved_for: toldOfReservation(listing, viewerId) ? row.reservedFor : null,
    moderation: listing.moderation,
    available_until: listing.availableUntil?.toISOString() ?? null,
    expired: listing.expiredAt !== null,
    ...(listing.typeId === LISTING_TYPES.giveaway
      ? {
          simmer_until: listing.simmerUntil?.toISOString() ?? null,
          interested_count: row.interestedCount ?? 0,
        }
      : { simmer_until: null, interested_count: null }),
    // Every seed listing has a story, `unknown` until its owner tells it; those stored before
    // stories existed have no kind yet (docs/product.md §7.18).
    seed:
      listing.categoryId !== CATEGORIES.seeds
        ? null
        : {
            variety: listing.seedVariety,
            kind: listing.seedKind ?? 'unknown',
            saved_year: listing.seedSavedYear,
            origin: listing.seedOrigin,
            note: listing.seedNote,
          },
  };
}
