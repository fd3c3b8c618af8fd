import { Alert, Loading } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { SearchIcon } from '@client/components/icons';
import { PageHeader } from '@client/components/page-header';
import { Tabs } from '@client/components/tabs';
import { queryOf } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { wantContracts } from '@common/contracts/wants';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useListingPages } from '../api';
import { categoryKey } from '../code-labels';
import { ListingRow } from '../components/listing-row';
import type { MarketTab } from '../filters';
import '../listings.css';

/**
 * The two search bars of the mock-up made real (docs/product.md §7.5): one searches my Have and Want
 * lists here, the other the marketplace's Friend's or Public tab.
 */
export function HaveWantSearchPage() {
  const t = useT('listings');
  return (
    <div className="page page--readable stack">
      <PageHeader title={t('listings.action.search')} back={true} />
      <MyListsSearch />
      <MarketplaceSearch />
    </div>
  );
}

function MyListsSearch() {
  const [tab, setTab] = useState<'have' | 'want'>('have');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const t = useT('listings');
  const searchLabel = t(
    tab === 'have' ? 'listings.search.myListings' : 'listings.search.myWishList',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };
  return (
    <section className="card stack" aria-labelledby="search-mine">
      <h2 id="search-mine">{t('listings.myLists.title')}</h2>
      <Tabs
        label={t('listings.search.myListsTabs')}
        tabs={[
          { value: 'have', label: t('listings.tab.have') },
          { value: 'want', label: t('listings.tab.want') },
        ]}
        value={tab}
        onChange={setTab}
      />
      <search>
        <form className="search-bar" onSubmit={submit}>
          <TextField
            label={searchLabel}
            hideLabel
            type="search"
            placeholder={searchLabel}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="icon-btn" aria-label={t('listings.action.search')}>
            <SearchIcon />
          </button>
        </form>
      </search>
      {query && (tab === 'have' ? <HaveResults q={query} /> : <WantResults q={query} />)}
    </section>
  );
}

function HaveResults({ q }: { q: string }) {
  const pages = useListingPages({ mine: true, q, limit: 100 });
  const t = useT('listings');
  if (pages.isPending) return <Loading />;
  if (pages.isError) return <Alert>{t('listings.error.fetchListings')}</Alert>;
  const items = pages.data.pages.flatMap((p) => p.items);
  if (!items.length) return <p className="empty">{t('listings.empty.none')}</p>;
  return (
    <ul className="listing-rows">
      {items.map((listing) => (
        <ListingRow key={listing.id} listing={listing} />
      ))}
    </ul>
  );
}

function WantResults({ q }: { q: string }) {
  const wants = useQuery(queryOf(wantContracts.list));
  const t = useT('listings');
  if (wants.isPending) return <Loading />;
  if (wants.isError) return <Alert>{t('listings.error.fetchData')}</Alert>;
  const needle = q.toLowerCase();
  const found = wants.data.filter((w) => w.title.toLowerCase().includes(needle));
  if (!found.length) return <p className="empty">{t('listings.search.noWants')}</p>;
  return (
    <ul className="want-results">
      {found.map((want) => (
        <li key={want.id}>
          <Link to={paths.myWants}>{want.title}</Link>{' '}
          <span className="tag tag--category">{t(categoryKey(want.category_id))}</span>
        </li>
      ))}
    </ul>
  );
}

function MarketplaceSearch() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<MarketTab>('public');
  const [text, setText] = useState('');
  const t = useT('listings');
  const base = tab === 'friends' ? paths.myFriendListing : paths.listings;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams({ tab });
    if (text.trim()) params.set('q', text.trim());
    navigate(`${base}?${params}`);
  };
  return (
    <section className="card stack" aria-labelledby="search-market">
      <h2 id="search-market">{t('listings.market.title')}</h2>
      <nav className="row" aria-label={t('listings.search.marketTabs')}>
        <Link to={paths.myFriendListing}>{t('listings.tab.friends')}</Link>
        <Link to={paths.listings}>{t('listings.tab.public')}</Link>
      </nav>
      <Tabs
        label={t('listings.search.market')}
        tabs={[
          { value: 'friends', label: t('listings.tab.friends') },
          { value: 'public', label: t('listings.tab.public') },
        ]}
        value={tab}
        onChange={setTab}
      />
      <search>
        <form className="search-bar" onSubmit={submit}>
          <TextField
            label={t('listings.search.market')}
            hideLabel
            type="search"
            placeholder={t('listings.market.searchPlaceholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="icon-btn" aria-label={t('listings.search.market')}>
            <SearchIcon />
          </button>
        </form>
      </search>
    </section>
  );
}
