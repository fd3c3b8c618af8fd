import { useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { BADGE_CAP } from '@common/limits';
import { Suspense } from 'react';
import { usePendingRequestCount } from '../api';

/** The friend requests waiting for an answer, on the navigation's way to friends (§2.3). */
export function PendingRequestsBadge() {
  const session = useSession();
  const { data: count = 0 } = usePendingRequestCount(!!session);
  if (!session || count <= 0) return null;
  // The navigation never waits for the friends' words (docs/decisions.md "Languages"): they
  // are fetched once a request waits, and the badge shows with them.
  return (
    <Suspense fallback={null}>
      <Badge count={count} />
    </Suspense>
  );
}

function Badge({ count }: { count: number }) {
  const t = useT('friends');
  const shown = count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
  return (
    <span className="badge" data-testid="friend-requests-badge">
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{t('friends.badge.requests', { count, shown })}</span>
    </span>
  );
}
