import { Avatar } from '@client/components/avatar';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { imageUrl } from '@client/lib/images';
import { paths } from '@client/paths';
import { priceLabel } from '@common/listing-labels';
import type { Listing } from '@common/types';
import { Link } from 'react-router-dom';

/**
 * What people bring (docs/product.md §7.19): the listings attendees bring that the reader may
 * see, each a small card opening the listing, with who brings it.
 */
export function BringingList({ listings }: { listings: Listing[] }) {
  const t = useT('events');
  const locale = useLocale();
  if (listings.length === 0) return <p className="muted">{t('events.page.bringingNone')}</p>;
  return (
    <ul className="bringing-list" aria-label={t('events.page.bringing')}>
      {listings.map((listing) => {
        const photo = imageUrl(listing.featured_image);
        return (
          <li key={listing.id} className="bringing-card card">
            {photo ? (
              <img className="bringing-card__photo" src={photo} alt="" width={64} height={64} />
            ) : (
              <span className="bringing-card__photo" aria-hidden="true" />
            )}
            <div className="bringing-card__body">
              <Link to={paths.listing(listing.id)} className="bringing-card__title">
                {listing.title}
              </Link>
              <span className="muted">{priceLabel(listing, locale)}</span>
              <span className="bringing-card__who">
                <Avatar
                  src={listing.owner_profile_picture}
                  name={listing.owner_username}
                  size={22}
                />
                <span>{t('events.page.broughtBy', { name: listing.owner_username })}</span>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
