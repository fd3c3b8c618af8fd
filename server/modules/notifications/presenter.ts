import type { MatchNotification } from '../../../common/types';
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

export function presentNotification(row: NotificationRow): MatchNotification {
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
      featured_image: row.featuredImage,
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
