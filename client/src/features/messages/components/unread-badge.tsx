import { useSession } from '@client/lib/session';
import { BADGE_CAP } from '@common/limits';
import { useUnreadCount } from '../api';
import { badgeText } from '../format-time';

/** The message item's badge in the bottom navigation; a failed poll is silent (docs/product.md §2.3). */
export function UnreadBadge() {
  const session = useSession();
  const { data: count = 0 } = useUnreadCount(!!session);
  if (!session || count <= 0) return null;
  return (
    <span className="badge" data-testid="unread-badge">
      <span aria-hidden="true">{badgeText(count, BADGE_CAP)}</span>
      <span className="visually-hidden">{`${badgeText(count, BADGE_CAP)} unread messages`}</span>
    </span>
  );
}
