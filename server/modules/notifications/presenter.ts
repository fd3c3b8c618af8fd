import type { MatchNotification } from '@common/types';
import { signPhotoPath } from '@server/modules/photos/signing';
import type { NotificationRow } from './queries';

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

/**
 * A notification as its recipient sees it. The listing's photo URL is signed for them whether
 * or not the listing is public: either way they may see it (docs/decisions.md "Photos").
 */
export function presentNotification(row: NotificationRow, photoKey: Buffer): MatchNotification {
  const { distance_km, is_friend } = matchData(row.data);
  return {
    id: row.id,
    kind: 'match',
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
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
