import { Avatar } from '@client/components/avatar';
import { CloseIcon, LeafIcon } from '@client/components/icons';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { imageUrl } from '@client/lib/images';
import { distanceAndAge } from '@client/lib/listing-distance';
import { paths } from '@client/paths';
import { listingTone, priceLabel } from '@common/listing-labels';
import type { Listing } from '@common/types';
import { Link } from 'react-router-dom';

/** The bottom card of a tapped marker (docs/product.md §6.6); the card opens the listing. */
export function ListingCard({ listing, onClose }: { listing: Listing; onClose: () => void }) {
  const locale = useLocale();
  const t = useT('map');
  const image = imageUrl(listing.featured_image);
  return (
    <section className="map-card" aria-label={t('map.card.label')}>
      <Link to={paths.listing(listing.id)} state={{ listing }} className="map-card__link">
        {image ? (
          <img src={image} alt={listing.title} className="map-card__image" />
        ) : (
          <span className="map-card__image map-card__image--none" aria-hidden="true">
            <LeafIcon />
          </span>
        )}
        <span className="map-card__body">
          <strong className="map-card__title">{listing.title}</strong>
          <span className={`map-card__price price-tone--${listingTone(listing)}`}>
            {priceLabel(listing, locale)}
          </span>
          <span className="map-card__freshness">{distanceAndAge(listing, new Date(), locale)}</span>
          <span className="map-card__owner">
            <Avatar src={listing.owner_profile_picture} name={listing.owner_username} size={28} />
            <span>{listing.owner_username}</span>
          </span>
        </span>
      </Link>
      <button
        type="button"
        className="map-card__close"
        aria-label={t('common.close')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </section>
  );
}
