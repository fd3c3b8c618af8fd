import { Alert } from '@client/components/feedback';
import { useT } from '@client/lib/i18n/use-i18n';
import type { Listing } from '@common/types';

/** What its owner reads on a listing moderation hides (docs/product.md §14.2, §14.3). */
export const MODERATION_LABELS = {
  removed: 'listings.moderation.removed',
  held: 'listings.moderation.held',
} as const satisfies Record<NonNullable<Listing['moderation']>, string>;

/** The longer word on the listing's own page: the label, and who sees the listing meanwhile. */
export function ModerationNotice({ listing }: { listing: Listing }) {
  const t = useT('listings');
  if (!listing.moderation) return null;
  const removed = listing.moderation === 'removed';
  return (
    <Alert tone={removed ? 'error' : 'info'}>
      <strong>{t(MODERATION_LABELS[listing.moderation])}</strong>.{' '}
      {t(removed ? 'listings.moderation.removedNotice' : 'listings.moderation.heldNotice')}
    </Alert>
  );
}
