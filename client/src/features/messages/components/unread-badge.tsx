import { useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { BADGE_CAP } from '@common/limits';
import { Suspense } from 'react';
import { useUnreadCount } from '../api';
import { badgeText } from '../format-time';

/** The message item's badge in the bottom navigation; a failed poll is silent (docs/product.md §2.3). */
export function UnreadBadge() {
  const session = useSession();
  const { data: count = 0 } = useUnreadCount(!!session);
  if (!session || count <= 0) return null;
  // The navigation never waits for the messages' words (docs/decisions.md "Languages"): they
  // are fetched once there is something unread, and the badge shows with them.
  return (
    <Suspense fallback={null}>
      <Badge count={count} />
    </Suspense>
  );
}

function Badge({ count }: { count: number }) {
  const t = useT('messages');
  const shown = badgeText(count, BADGE_CAP);
  return (
    <span className="badge" data-testid="unread-badge">
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{t('messages.badge.unread', { count, shown })}</span>
    </span>
  );
}
