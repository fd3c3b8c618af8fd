import { Alert, Loading } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { SearchIcon } from '@client/components/icons';
import { PageHeader } from '@client/components/page-header';
import { Tabs } from '@client/components/tabs';
import { queryOf } from '@client/lib/api-client';
import { paths } from '@client/paths';
import { categoryName } from '@common/codes';
import { wantContracts } from '@common/contracts/wants';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useListingPages } from '../api';
import { ListingRow } from '../components/listing-row';
import type { MarketTab } from '../filters';
import '../listings.css';

/**
 * The two search bars of the mock-up made real (docs/product.md §7.5): one searches my Have and Want
 * lists here, the other the marketplace's Friend's or Public tab.
 */
export function HaveWantSearchPage() {
  return (
    <div className="page page--readable stack">
      <PageHeader title="Search" back={true} />
      <MyListsSearch />
      <MarketplaceSearch />
    </div>
  );
}

function MyListsSearch() {
  const [tab, setTab] = useState<'have' | 'want'>('have');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };
  return (
    <section className="card stack" aria-labelledby="search-mine">
      <h2 id="search-mine">My lists</h2>
      <Tabs
        label="Search my lists"
        tabs={[
          { value: 'have', label: 'Have' },
          { value: 'want', label: 'Want' },
        ]}
        value={tab}
        onChange={setTab}
      />
      <search>
        <form className="search-bar" onSubmit={submit}>
          <TextField
            label={tab === 'have' ? 'Search my listings' : 'Search my wish list'}
            hideLabel
            type="search"
            placeholder={tab === 'have' ? 'Search my listings' : 'Search my wish list'}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="icon-btn" aria-label="Search">
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
  if (pages.isPending) return <Loading />;
  if (pages.isError) return <Alert>Failed to fetch listings. Please try again later.</Alert>;
  const items = pages.data.pages.flatMap((p) => p.items);
  if (!items.length) return <p className="empty">No listings found.</p>;
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
  if (wants.isPending) return <Loading />;
  if (wants.isError) return <Alert>Failed to fetch data. Please try again later.</Alert>;
  const needle = q.toLowerCase();
  const found = wants.data.filter((w) => w.title.toLowerCase().includes(needle));
  if (!found.length) return <p className="empty">No items in wishlist.</p>;
  return (
    <ul className="want-results">
      {found.map((want) => (
        <li key={want.id}>
          <Link to={paths.myWants}>{want.title}</Link>{' '}
          <span className="tag tag--category">{categoryName(want.category_id)}</span>
        </li>
      ))}
    </ul>
  );
}

function MarketplaceSearch() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<MarketTab>('public');
  const [text, setText] = useState('');
  const base = tab === 'friends' ? paths.myFriendListing : paths.listings;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams({ tab });
    if (text.trim()) params.set('q', text.trim());
    navigate(`${base}?${params}`);
  };
  return (
    <section className="card stack" aria-labelledby="search-market">
      <h2 id="search-market">Marketplace</h2>
      <nav className="row" aria-label="Marketplace tabs">
        <Link to={paths.myFriendListing}>Friend's</Link>
        <Link to={paths.listings}>Public</Link>
      </nav>
      <Tabs
        label="Search the marketplace"
        tabs={[
          { value: 'friends', label: "Friend's" },
          { value: 'public', label: 'Public' },
        ]}
        value={tab}
        onChange={setTab}
      />
      <search>
        <form className="search-bar" onSubmit={submit}>
          <TextField
            label="Search the marketplace"
            hideLabel
            type="search"
            placeholder="Search produce, seeds and plants"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="icon-btn" aria-label="Search the marketplace">
            <SearchIcon />
          </button>
        </form>
      </search>
    </section>
  );
}
