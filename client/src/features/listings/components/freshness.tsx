import { Button } from '@client/components/button';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { distanceLabel } from '@client/lib/listing-distance';
import { formatAge } from '@common/i18n/formats';
import type { Listing } from '@common/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingChanged, renewListing } from '../api';
import { postedAgo, untilLabel } from '../freshness';

/**
 * "0.8 mi · 2 days ago · until Fri", or "posted 2 days ago · until Fri" without a distance
 * (docs/product.md §7.4, §7.14), under a card's or a page's title. `withDistance={false}` where
 * the distance is said elsewhere (the listing page's area line).
 */
export function FreshnessLine({
  listing,
  className,
  withDistance = true,
}: {
  listing: Pick<Listing, 'created_at' | 'available_until' | 'expired'> &
    Partial<Pick<Listing, 'distance' | 'distance_unit'>>;
  className: string;
  withDistance?: boolean;
}) {
  const locale = useLocale();
  const t = useT();
  const now = new Date();
  const until = listing.expired
    ? t('format.until.ended')
    : untilLabel(listing.available_until, now, locale);
  const distance = withDistance ? distanceLabel(listing, locale) : undefined;
  return (
    <p className={className}>
      {distance && `${distance} · `}
      <time dateTime={listing.created_at}>
        {distance
          ? formatAge(locale, listing.created_at, now)
          : postedAgo(listing.created_at, now, locale)}
      </time>
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
  const t = useT('listings');
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
      aria-label={t('listings.renew.label', { title: listing.title })}
      onClick={() => renew.mutate()}
    >
      {t(renew.isPending ? 'listings.renew.busy' : 'listings.renew.button')}
    </Button>
  );
}
