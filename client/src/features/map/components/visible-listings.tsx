import { LeafIcon } from '@client/components/icons';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { imageUrl } from '@client/lib/images';
import { paths } from '@client/paths';
import { formatNumber } from '@common/i18n/formats';
import { listingTone, priceLabel } from '@common/listing-labels';

import { Link } from 'react-router-dom';
import type { PlacedListing } from '../api';

/**
 * Beside the map on a desktop (docs/product.md §6.5): the listings in the map's view, nearest
 * first, following every pan and zoom; each opens its listing.
 */
export function VisibleListings({ listings }: { listings: PlacedListing[] }) {
  const t = useT('map');
  const locale = useLocale();
  return (
    <section className="map-list" aria-labelledby="map-list-title">
      <h2 id="map-list-title" className="map-list__title">
        {t('map.list.title')}{' '}
        <span className="muted">({formatNumber(locale, listings.length)})</span>
      </h2>
      {listings.length === 0 ? (
        <p className="empty">{t('map.list.empty')}</p>
      ) : (
        <ul className="map-list__items" aria-label={t('map.list.label')}>
          {listings.map((listing) => (
            <VisibleListing key={listing.id} listing={listing} />
          ))}
        </ul>
      )}
    </section>
  );
}

function VisibleListing({ listing }: { listing: PlacedListing }) {
  const locale = useLocale();
  const image = imageUrl(listing.featured_image);
  return (
    <li>
      <Link to={paths.listing(listing.id)} state={{ listing }} className="map-list__item">
        {image ? (
          <img src={image} alt="" className="map-list__image" />
        ) : (
          <span className="map-list__image map-list__image--none">
            <LeafIcon />
          </span>
        )}
        <span className="map-list__text">
          <span className="map-list__name">{listing.title}</span>
          <span className={`map-list__price price-tone--${listingTone(listing)}`}>
            {priceLabel(listing, locale)}
          </span>
          <span className="map-list__owner">{listing.owner_username}</span>
        </span>
      </Link>
    </li>
  );
}
