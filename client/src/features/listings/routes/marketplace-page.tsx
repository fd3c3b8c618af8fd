import { Button, buttonClass } from '@client/components/button';
import { Dialog } from '@client/components/dialog';
import { Alert, Loading } from '@client/components/feedback';
import { MapIcon, SearchIcon } from '@client/components/icons';
import { PageHeader } from '@client/components/page-header';
import { Tabs } from '@client/components/tabs';
import { useT } from '@client/lib/i18n/use-i18n';
import { useGradualList } from '@client/lib/use-gradual-list';
import { paths } from '@client/paths';
import { CATEGORIES } from '@common/codes';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useListingPages } from '../api';
import { CATEGORY_IDS, categoryKey } from '../code-labels';
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

const TABS = [
  { value: 'friends', label: 'listings.tab.friends' },
  { value: 'public', label: 'listings.tab.public' },
] as const satisfies readonly { value: MarketTab; label: string }[];

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
  const t = useT('listings');

  return (
    <div className="page marketplace">
      <PageHeader
        title={t('listings.market.title')}
        actions={
          <Link to={paths.map} className={buttonClass('secondary', { small: true })}>
            <MapIcon width={18} height={18} />
            {t('listings.market.map')}
          </Link>
        }
      />
      <search>
        <form className="search-bar" onSubmit={search}>
          <SearchSuggestions
            label={t('listings.market.searchLabel')}
            name="q"
            placeholder={t('listings.market.searchPlaceholder')}
            value={query}
            onChange={setQuery}
            onPick={(text) => {
              setQuery(text);
              apply(withWords(filters, text));
            }}
          />
          <button type="submit" className="icon-btn" aria-label={t('listings.action.search')}>
            <SearchIcon />
          </button>
        </form>
      </search>
      <p className="marketplace__seasons">
        <Link to={paths.seasons}>{t('nav.seasons')}</Link>
      </p>
      {/* Neighbours meeting in a park to share (docs/product.md §7.19). */}
      <p className="marketplace__swap-days">
        <Link to={paths.events}>{t('nav.swapDays')}</Link>
      </p>
      <div className="marketplace__controls">
        <fieldset className="category-buttons">
          <legend className="visually-hidden">{t('listings.market.category')}</legend>
          {CATEGORY_IDS.map((id) => {
            const selected = filters.category === id;
            return (
              <button
                key={id}
                type="button"
                className="chip"
                aria-pressed={selected}
                onClick={() =>
                  apply({
                    ...filters,
                    category: selected ? undefined : id,
                    // A seed kind belongs to seeds alone (docs/product.md §7.18).
                    seedKind: selected || id === CATEGORIES.seeds ? filters.seedKind : undefined,
                  })
                }
              >
                {t(categoryKey(id))}
              </button>
            );
          })}
        </fieldset>
        <Button variant="secondary" small onClick={() => setFiltering(true)}>
          {t('listings.market.filter', { count: filterCount })}
        </Button>
      </div>
      <Tabs
        label={t('listings.market.title')}
        tabs={TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
        value={filters.tab}
        onChange={(tab) => apply({ ...filters, tab })}
      />
      {feed.isPending ? (
        <Loading />
      ) : feed.isError ? (
        <Alert>{t('listings.error.fetchListings')}</Alert>
      ) : listings.length === 0 ? (
        <EmptyFeed filters={filters} onPublic={() => apply({ ...filters, tab: 'public' })} />
      ) : (
        <>
          <ul className="listing-grid" aria-label={t('listings.market.grid')}>
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
          {feed.isFetchNextPageError && <Alert>{t('listings.error.fetchListings')}</Alert>}
        </>
      )}
      <Dialog
        open={filtering}
        title={t('listings.filter.title')}
        onClose={() => setFiltering(false)}
      >
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
  const t = useT('listings');
  if (filters.q || activeFilterCount(filters)) {
    return <p className="empty">{t('listings.empty.noMatch')}</p>;
  }
  if (filters.tab === 'friends') {
    return (
      <p className="empty">
        {t('listings.empty.friends')}{' '}
        <button type="button" className="link-button" onClick={onPublic}>
          {t('listings.empty.seePublic')}
        </button>
      </p>
    );
  }
  if (filters.category) {
    const category = t(categoryKey(filters.category));
    return <p className="empty">{t('listings.empty.category', { category })}</p>;
  }
  return <p className="empty">{t('listings.empty.all')}</p>;
}
