import { buttonClass } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { Checkbox } from '@client/components/field';
import { PlusIcon } from '@client/components/icons';
import { PageHeader } from '@client/components/page-header';
import { Tabs } from '@client/components/tabs';
import { paths } from '@client/paths';
import { CATEGORY_NAMES, categoryName } from '@common/codes';
import type { Listing } from '@common/types';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { WantTab } from '../../wants/components/want-tab';
import { useListingPages } from '../api';
import { ListingRow } from '../components/listing-row';
import { MoreOnScroll } from '../components/more-on-scroll';
import '../listings.css';

type Tab = 'have' | 'want';
const GROUPS = [...CATEGORY_NAMES, 'uncategorized'] as const;

/** My lists (docs/product.md §7.3): Have and Want tabs, the tab kept in ?tab=want. */
export function MyListingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'want' ? 'want' : 'have';
  return (
    <div className="page">
      <PageHeader
        title="My lists"
        actions={
          <Link
            to={tab === 'want' ? paths.postWant : paths.newListing}
            className={buttonClass('primary', { small: true })}
            aria-label={tab === 'want' ? 'Add wish-list items' : 'Add a listing'}
          >
            <PlusIcon width={18} height={18} />
            Add
          </Link>
        }
      />
      <Tabs
        label="My lists"
        tabs={[
          { value: 'have', label: 'Have' },
          { value: 'want', label: 'Want' },
        ]}
        value={tab}
        onChange={(next) => setSearchParams(next === 'want' ? { tab: 'want' } : {})}
      />
      {tab === 'want' ? <WantTab /> : <HaveTab />}
    </div>
  );
}

type Only = 'private' | 'public' | undefined;

function HaveTab() {
  const [only, setOnly] = useState<Only>();
  const pages = useListingPages({ mine: true, limit: 100 });
  if (pages.isPending) return <Loading />;
  if (pages.isError) return <Alert>Failed to fetch listings. Please try again later.</Alert>;
  const all = pages.data.pages.flatMap((page) => page.items);
  const shown = all.filter(
    (l) => only === undefined || (only === 'public' ? l.is_public : !l.is_public),
  );
  const groups = GROUPS.map((name) => ({
    name,
    items: shown.filter((l) => categoryName(l.category_id) === name),
  })).filter((group) => group.items.length > 0);
  // The two filters are mutually exclusive: choosing one clears the other.
  const choose = (value: Exclude<Only, undefined>) =>
    setOnly((o) => (o === value ? undefined : value));
  return (
    <section aria-label="Have">
      <fieldset className="visibility-filter">
        <legend className="visually-hidden">Show only</legend>
        <Checkbox label="private" checked={only === 'private'} onChange={() => choose('private')} />
        <Checkbox label="public" checked={only === 'public'} onChange={() => choose('public')} />
      </fieldset>
      {groups.length === 0 ? (
        <p className="empty">No listings found.</p>
      ) : (
        groups.map((group) => <Group key={group.name} name={group.name} items={group.items} />)
      )}
      <MoreOnScroll
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onMore={() => {
          if (!pages.isFetchingNextPage) void pages.fetchNextPage();
        }}
      />
    </section>
  );
}

function Group({ name, items }: { name: string; items: Listing[] }) {
  return (
    <section className="listing-group" aria-labelledby={`group-${name}`}>
      <h2 id={`group-${name}`} className="listing-group__title">
        {name}
      </h2>
      <ul className="listing-rows">
        {items.map((listing) => (
          <ListingRow key={listing.id} listing={listing} />
        ))}
      </ul>
    </section>
  );
}
