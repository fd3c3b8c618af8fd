import { CountBadge } from '@client/components/count-badge';
import { useSession } from '@client/lib/session';
import { usePendingRequestCount } from '../api';

/** The friend requests waiting for an answer, on the navigation's way to friends (§2.3). */
export function PendingRequestsBadge() {
  const session = useSession();
  const { data: count = 0 } = usePendingRequestCount(!!session);
  if (!session) return null;
  return (
    <CountBadge
      count={count}
      namespace="friends"
      labelKey="friends.badge.requests"
      testId="friend-requests-badge"
    />
  );
}
