import { Button, buttonClass } from '@client/components/button';
import { Dialog } from '@client/components/dialog';
import { Alert, Loading } from '@client/components/feedback';
import { MapIcon, SearchIcon } from '@client/components/icons';
import { PageHeader } from '@client/components/page-header';
import { Tabs } from '@client/components/tabs';
import { useGradualList } from '@client/lib/use-gradual-list';
import { paths } from '@client/paths';
import { CATEGORY_NAMES, categoryName } from '@common/codes';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useListingPages } from '../api';
import { FilterForm } from '../components/filter-form';
import { ListingCard } from '../components/listing-card';
import { MoreOnScroll } from '../components/more-on-scroll';
import { SearchSuggestions } from '../components/search-suggestions';
import {
  activeFilterCount,
  apiParams,
  filtersFromParams,
  type MarketFilters,
  type MarketTab,
  paramsFromFilters,
  withWords,
} from '../filters';
import '../listings.css';

const TABS: { value: MarketTab; label: string }[] = [
  { value: 'friends', label: "Friend's" },
  { value: 'public', label: 'Public' },
];

/** /listings: the marketplace, Public tab unless the address names another. */
export function PublicMarketplacePage() {
  return <MarketplacePage defaultTab="public" />;
}

/** /my-friend-listing: the same marketplace on its Friend's tab (docs/product.md §7.4). */
export function FriendsMarketplacePage() {
  return <MarketplacePage defaultTab="friends" />;
}

/** Cards drawn with the page; the rest of a page of 50 follow in a background render. */
const FIRST_CARDS = 8;

export function MarketplacePage({ defaultTab }: { defaultTab: MarketTab }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams, defaultTab);
  const [query, setQuery] = useState(filters.q);
  const [filtering, setFiltering] = useState(false);
  const feed = useListingPages(apiParams(filters));

  useEffect(() => setQuery(filters.q), [filters.q]);

  const apply = (next: MarketFilters) => setSearchParams(paramsFromFilters(next));
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply(withWords(filters, query.trim()));
  };
  const filterCount = activeFilterCount(filters);
  const listings = useMemo(() => feed.data?.pages.flatMap((page) => page.items) ?? [], [feed.data]);
  const shown = useGradualList(listings, FIRST_CARDS);

  return (
    <div className="page marketplace">
      <PageHeader
        title="Marketplace"
        actions={
          <Link to={paths.map} className={buttonClass('secondary', { small: true })}>
            <MapIcon width={18} height={18} />
            Map
          </Link>
        }
      />
      <search>
        <form className="search-bar" onSubmit={search}>
          <SearchSuggestions
            label="Search listings"
            name="q"
            placeholder="Search produce, seeds and plants"
            value={query}
            onChange={setQuery}
            onPick={(text) => {
              setQuery(text);
              apply(withWords(filters, text));
            }}
          />
          <button type="submit" className="icon-btn" aria-label="Search">
            <SearchIcon />
          </button>
        </form>
      </search>
      <div className="marketplace__controls">
        <fieldset className="category-buttons">
          <legend className="visually-hidden">Category</legend>
          {CATEGORY_NAMES.map((name, index) => {
            const id = index + 1;
            const selected = filters.category === id;
            return (
              <button
                key={name}
                type="button"
                className="chip"
                aria-pressed={selected}
                onClick={() => apply({ ...filters, category: selected ? undefined : id })}
              >
                {name}
              </button>
            );
          })}
        </fieldset>
        <Button variant="secondary" small onClick={() => setFiltering(true)}>
          Filter{filterCount ? ` (${filterCount})` : ''}
        </Button>
      </div>
      <Tabs
        label="Marketplace"
        tabs={TABS}
        value={filters.tab}
        onChange={(tab) => apply({ ...filters, tab })}
      />
      {feed.isPending ? (
        <Loading />
      ) : feed.isError ? (
        <Alert>Failed to fetch listings. Please try again later.</Alert>
      ) : listings.length === 0 ? (
        <EmptyFeed filters={filters} onPublic={() => apply({ ...filters, tab: 'public' })} />
      ) : (
        <>
          <ul className="listing-grid" aria-label="Listings">
            {shown.map((listing) => (
              <ListingCard key={listing.id} listing={listing} />
            ))}
          </ul>
          <MoreOnScroll
            // Not while the page's cards are still being drawn: the end of the list is not
            // where it will be.
            hasMore={feed.hasNextPage && shown.length === listings.length}
            loading={feed.isFetchingNextPage}
            onMore={() => {
              if (!feed.isFetchingNextPage) void feed.fetchNextPage();
            }}
          />
          {feed.isFetchNextPageError && (
            <Alert>Failed to fetch listings. Please try again later.</Alert>
          )}
        </>
      )}
      <Dialog open={filtering} title="Filter Listings" onClose={() => setFiltering(false)}>
        <FilterForm
          initial={filters}
          onCancel={() => setFiltering(false)}
          onApply={(next) => {
            apply(next);
            setFiltering(false);
          }}
        />
      </Dialog>
    </div>
  );
}

function EmptyFeed({ filters, onPublic }: { filters: MarketFilters; onPublic: () => void }) {
  if (filters.q || activeFilterCount(filters)) {
    return <p className="empty">No listings match your search and filters.</p>;
  }
  if (filters.tab === 'friends') {
    return (
      <p className="empty">
        No listings from friends yet.{' '}
        <button type="button" className="link-button" onClick={onPublic}>
          Check out the public listings!
        </button>
      </p>
    );
  }
  if (filters.category) {
    return (
      <p className="empty">No {categoryName(filters.category)} listings available at the moment.</p>
    );
  }
  return <p className="empty">No listings available at the moment.</p>;
}
