import type { Pickup, PickupEntry } from '@common/schemas/pickups';
import { signPhotoPath } from '@server/modules/photos';
import type { listUpcoming, PickupRow } from './queries';

/** A pickup as either party sees it (docs/product.md §7.15); who did not come stays private. */
export const presentPickup = (p: PickupRow): Pickup => ({
  id: p.id,
  listing_id: p.listingId,
  proposed_by: p.proposedBy,
  starts_at: p.startsAt.toISOString(),
  ends_at: p.endsAt.toISOString(),
  note: p.note,
  state: p.state,
});

type UpcomingRow = Awaited<ReturnType<typeof listUpcoming>>[number];

/** An entry of GET /pickups; the photo signed for the viewer, a party to it. */
export const presentEntry = (
  row: UpcomingRow,
  viewerId: number,
  photoKey: Buffer,
): PickupEntry => ({
  ...presentPickup(row.pickup),
  listing: {
    id: row.listing.id,
    title: row.listing.title,
    featured_image:
      row.listing.featuredImage && signPhotoPath(photoKey, row.listing.featuredImage, viewerId),
    type_id: row.listing.typeId,
  },
  other_member: {
    id: row.other.id,
    username: row.other.username,
    profile_picture: row.other.profilePicture,
  },
});
