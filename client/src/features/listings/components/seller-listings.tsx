import { Alert, Loading } from '@client/components/feedback';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { distanceAndAge } from '@client/lib/listing-distance';
import { paths } from '@client/paths';
import { categoryName } from '@common/codes';
import type { Listing } from '@common/types';
import { Link } from 'react-router-dom';
import { useListingPages } from '../api';
import { CATEGORY_GROUPS } from '../code-labels';
import { priceLabel } from '../format';
import { ListingImage } from './listing-image';
import { MoreOnScroll } from './more-on-scroll';
import './seller-listings.css';

/** The seller page's Have tab: what the member offers, grouped by category. */
export function SellerListings({ userId }: { userId: number }) {
  const pages = useListingPages({ user_id: userId });
  const t = useT('listings');
  if (pages.isPending) return <Loading />;
  if (pages.isError) return <Alert>{t('listings.error.loadListings')}</Alert>;
  const listings = pages.data.pages.flatMap((p) => p.items);
  if (!listings.length) return <p className="empty">{t('listings.seller.noItems')}</p>;

  const groups = CATEGORY_GROUPS.map(({ name, key }) => ({
    group: name,
    heading: t(key),
    items: listings.filter((l) => categoryName(l.category_id) === name),
  })).filter((g) => g.items.length);

  return (
    <div className="seller-listings">
      {groups.map(({ group, heading, items }) => (
        <section key={group} aria-labelledby={`have-${group}`}>
          {/* h2: the page's h1 is the member's name, and headings do not skip a level. */}
          <h2 id={`have-${group}`} className="seller-listings__group">
            {heading}
          </h2>
          <ul className="seller-listings__list">
            {items.map((listing) => (
              <SellerListingRow key={listing.id} listing={listing} />
            ))}
          </ul>
        </section>
      ))}
      <MoreOnScroll
        hasMore={!!pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onMore={() => pages.fetchNextPage()}
      />
    </div>
  );
}

function SellerListingRow({ listing }: { listing: Listing }) {
  const locale = useLocale();
  const t = useT('listings');
  return (
    <li>
      <Link
        to={paths.listing(listing.id)}
        state={{ listing }}
        className="seller-listings__row card"
      >
        <ListingImage
          className="seller-listings__image"
          path={listing.featured_image}
          title={listing.title}
          categoryId={listing.category_id}
        />
        <span className="seller-listings__title">{listing.title}</span>
        <span className="seller-listings__price">{priceLabel(listing, locale)}</span>
        <span className="seller-listings__freshness">
          {distanceAndAge(listing, new Date(), locale)}
        </span>
        {!listing.is_public && (
          <span className="seller-listings__tag">{t('listings.visibility.friendsOnly')}</span>
        )}
      </Link>
    </li>
  );
}
