import { useSession } from '@client/lib/session';
import { BADGE_CAP } from '@common/limits';
import { usePendingRequestCount } from '../api';

/** The friend requests waiting for an answer, on the navigation's way to friends (§2.3). */
export function PendingRequestsBadge() {
  const session = useSession();
  const { data: count = 0 } = usePendingRequestCount(!!session);
  if (!session || count <= 0) return null;
  const text = count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
  return (
    <span className="badge" data-testid="friend-requests-badge">
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">
        {count === 1 ? '1 friend request' : `${text} friend requests`}
      </span>
    </span>
  );
}
