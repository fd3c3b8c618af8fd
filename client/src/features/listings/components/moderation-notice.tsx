import { Alert } from '@client/components/feedback';
import { REMOVED_BY_MODERATOR } from '@common/schemas/moderation';
import type { Listing } from '@common/types';

/** What its owner reads on a listing moderation hides (docs/product.md §14.2, §14.3). */
export const MODERATION_LABELS: Record<NonNullable<Listing['moderation']>, string> = {
  removed: REMOVED_BY_MODERATOR,
  held: 'Hidden while our moderators look at reports',
};

/** The longer word on the listing's own page: the label, and who sees the listing meanwhile. */
export function ModerationNotice({ listing }: { listing: Listing }) {
  if (!listing.moderation) return null;
  return (
    <Alert tone={listing.moderation === 'removed' ? 'error' : 'info'}>
      <strong>{MODERATION_LABELS[listing.moderation]}</strong>
      {listing.moderation === 'removed'
        ? '. Nobody else can see this listing any more.'
        : '. Nobody else can see this listing until they have.'}
    </Alert>
  );
}
