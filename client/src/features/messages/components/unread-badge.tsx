import { CountBadge } from '@client/components/count-badge';
import { useSession } from '@client/lib/session';
import { useUnreadCount } from '../api';

/** The message item's badge in the bottom navigation; a failed poll is silent (docs/product.md §2.3). */
export function UnreadBadge() {
  const session = useSession();
  const { data: count = 0 } = useUnreadCount(!!session);
  if (!session) return null;
  return (
    <CountBadge
      count={count}
      namespace="messages"
      labelKey="messages.badge.unread"
      testId="unread-badge"
    />
  );
}
