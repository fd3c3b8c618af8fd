import { Button } from '@client/components/button';
import type { Listing } from '@common/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingChanged, renewListing } from '../api';
import { postedAgo, untilLabel } from '../freshness';

/** "posted 2 days ago · until Fri" (docs/product.md §7.14), under a card's or a page's title. */
export function FreshnessLine({
  listing,
  className,
}: {
  listing: Pick<Listing, 'created_at' | 'available_until' | 'expired'>;
  className: string;
}) {
  const now = new Date();
  const until = listing.expired ? 'ended' : untilLabel(listing.available_until, now);
  return (
    <p className={className}>
      <time dateTime={listing.created_at}>{postedAgo(listing.created_at, now)}</time>
      {until && (
        <>
          {' · '}
          <time dateTime={listing.available_until ?? undefined}>{until}</time>
        </>
      )}
    </p>
  );
}

/** The owner's "Renew": another week on offer, back everywhere (docs/product.md §7.14). */
export function RenewButton({ listing }: { listing: Pick<Listing, 'id' | 'title'> }) {
  const client = useQueryClient();
  const renew = useMutation({
    mutationFn: () => renewListing(listing.id),
    onSuccess: (renewed) => listingChanged(client, renewed),
    // The listing stays as the server has it; the member can try again.
    onError: (error) => console.warn('Renewing the listing failed', error),
  });
  return (
    <Button
      small
      variant="secondary"
      disabled={renew.isPending}
      aria-label={`Renew ${listing.title}`}
      onClick={() => renew.mutate()}
    >
      {renew.isPending ? 'Renewing…' : 'Renew'}
    </Button>
  );
}
