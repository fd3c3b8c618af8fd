import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import type { Listing } from '@common/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { listingChanged, setVisibility } from '../api';
import { RenewButton } from './freshness';
import { ListingImage } from './listing-image';
import { MODERATION_LABELS } from './moderation-notice';
import { PriceTags } from './price-tags';
import { SeedLine } from './seed-line';
import './listing-rows.css';

/**
 * A My lists row: thumbnail, title, price and the public toggle. The toggle shows what the
 * server holds, so it moves once the server has accepted the change (docs/product.md §7.3).
 */
export function ListingRow({ listing }: { listing: Listing }) {
  const client = useQueryClient();
  const toggleId = useId();
  const t = useT('listings');
  const toggle = useMutation({
    mutationFn: (isPublic: boolean) => setVisibility(listing.id, isPublic),
    onSuccess: (updated) => listingChanged(client, updated),
    // docs/product.md §7.3: a failed toggle is only logged; the switch stays where the server has it.
    onError: (error) => console.warn('Changing the visibility failed', error),
  });
  return (
    <li className="listing-row">
      <Link to={paths.listing(listing.id)} state={{ listing }} className="listing-row__link">
        <ListingImage
          className="listing-row__thumb"
          path={listing.featured_image}
          title={listing.title}
          categoryId={listing.category_id}
        />
        <span className="listing-row__text">
          <span className="listing-row__title">{listing.title}</span>
          <SeedLine listing={listing} className="listing-row__seed" />
          <span className="listing-row__price">
            <PriceTags listing={listing} />
            {!listing.is_active && <span className="tag">{t('listings.row.inactive')}</span>}
            {listing.expired && (
              <span className="tag tag--expired">{t('listings.row.expired')}</span>
            )}
          </span>
          {listing.moderation && (
            <span
              className={`listing-row__moderation listing-row__moderation--${listing.moderation}`}
            >
              {t(MODERATION_LABELS[listing.moderation])}
            </span>
          )}
        </span>
      </Link>
      {/* Past its date only its owner sees it, until renewed (docs/product.md §7.14). */}
      {listing.expired && listing.moderation !== 'removed' && <RenewButton listing={listing} />}
      <span className="switch">
        <input
          id={toggleId}
          type="checkbox"
          checked={listing.is_public}
          disabled={toggle.isPending}
          aria-label={t('listings.visibility.toggle', { title: listing.title })}
          onChange={(event) => toggle.mutate(event.target.checked)}
        />
        {/* The caption says who sees it now (docs/product.md §7.3): never "public" when off. */}
        <span aria-hidden="true">
          {t(listing.is_public ? 'listings.visibility.public' : 'listings.visibility.friendsOnly')}
        </span>
      </span>
    </li>
  );
}
