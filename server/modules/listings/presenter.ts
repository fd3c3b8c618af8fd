import type { Listing } from '../../../common/types';
import { pointFor } from '../map/privacy';
import type { ListingWithOwner } from './queries';

/** The Listing of SPEC.md §3; the owner's point is exact only for the owner. */
export function presentListing(
  row: ListingWithOwner,
  viewerId: number | undefined,
  secret: string,
): Listing {
  const { listing } = row;
  const point = pointFor(viewerId, listing.ownerId, row.ownerLatitude, row.ownerLongitude, secret);
  return {
    id: listing.id,
    title: listing.title,
    description: listing.description,
    price: Number(listing.price),
    featured_image: listing.featuredImage,
    is_active: listing.isActive,
    is_public: listing.isPublic,
    type_id: listing.typeId,
    state_id: listing.stateId,
    category_id: listing.categoryId,
    owner_id: listing.ownerId,
    owner_username: row.ownerUsername,
    owner_profile_picture: row.ownerPicture,
    owner_latitude: point.latitude,
    owner_longitude: point.longitude,
    created_at: listing.createdAt.toISOString(),
  };
}
