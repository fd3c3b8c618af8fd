import { useT } from '@client/lib/i18n/use-i18n';
import type { ClientNamespace, KeyOf } from '@common/i18n/namespaces';
import { BADGE_CAP } from '@common/limits';
import { Suspense } from 'react';

/** A badge's number: the count, or "99+" above 99 (docs/product.md §2.3). */
export const badgeText = (count: number): string =>
  count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);

interface CountBadgeProps<N extends ClientNamespace> {
  count: number;
  /** The namespace `labelKey` is in. */
  namespace: N;
  /** What a screen reader hears instead of the number, given `count` and `shown`. */
  labelKey: KeyOf<'core' | N>;
  testId: string;
}

/** A count on the navigation's way to something waiting (docs/product.md §2.3), nothing at 0. */
export function CountBadge<N extends ClientNamespace>(props: CountBadgeProps<N>) {
  if (props.count <= 0) return null;
  // The navigation never waits for a feature's words (docs/decisions.md "Languages"): they are
  // fetched once there is something to count, and the badge shows with them.
  return (
    <Suspense fallback={null}>
      <Badge {...props} />
    </Suspense>
  );
}

function Badge<N extends ClientNamespace>({
  count,
  namespace,
  labelKey,
  testId,
}: CountBadgeProps<N>) {
  const t = useT(namespace);
  const shown = badgeText(count);
  return (
    <span className="badge" data-testid={testId}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{t(labelKey, { count, shown })}</span>
    </span>
  );
}
