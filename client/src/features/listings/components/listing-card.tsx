import { Avatar } from '@client/components/avatar';
import { paths } from '@client/paths';
import type { Listing } from '@common/types';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { FreshnessLine } from './freshness';
import { ListingImage } from './listing-image';
import { PriceTags } from './price-tags';
import { SeedLine } from './seed-line';

/**
 * A marketplace card; it carries the listing along so the detail opens at once. Memoized: the
 * page above it re-renders as its queries and the connection change, its 50 cards need not.
 */
export const ListingCard = memo(function ListingCard({ listing }: { listing: Listing }) {
  return (
    <li className="listing-card">
      <Link to={paths.listing(listing.id)} state={{ listing }} className="listing-card__link">
        <ListingImage
          className="listing-card__image"
          path={listing.featured_image}
          title={listing.title}
          categoryId={listing.category_id}
        />
        <div className="listing-card__body">
          <h2 className="listing-card__title">{listing.title}</h2>
          <SeedLine listing={listing} className="listing-card__seed" />
          <p className="listing-card__price">
            <PriceTags listing={listing} />
          </p>
          <FreshnessLine listing={listing} className="listing-card__freshness" />
          <p className="listing-card__owner">
            <Avatar src={listing.owner_profile_picture} name={listing.owner_username} size={22} />
            <span>{listing.owner_username}</span>
          </p>
        </div>
      </Link>
    </li>
  );
});
