import { Alert, Loading } from '@client/components/feedback';
import { Checkbox } from '@client/components/field';
import { CATEGORY_NAMES, categoryName, LISTING_STATES } from '@common/codes';
import type { Listing } from '@common/types';
import { useState } from 'react';
import { useListingPages } from '../api';
import { ListingRow } from './listing-row';
import { MoreOnScroll } from './more-on-scroll';
import '../listings.css';
import './listing-rows.css';

const GROUPS = [...CATEGORY_NAMES, 'uncategorized'] as const;

type Only = 'private' | 'public' | undefined;

/** My lists' Have tab (docs/product.md §7.3): my listings by category, private or public. */
export function HaveTab() {
  const [only, setOnly] = useState<Only>();
  const pages = useListingPages({ mine: true, limit: 100 });
  if (pages.isPending) return <Loading />;
  if (pages.isError) return <Alert>Failed to fetch listings. Please try again later.</Alert>;
  const all = pages.data.pages.flatMap((page) => page.items);
  const shown = all.filter(
    (l) => only === undefined || (only === 'public' ? l.is_public : !l.is_public),
  );
  // Sold or given listings leave their category for "Done" (docs/product.md §7.13).
  const done = shown.filter((l) => l.state_id === LISTING_STATES.sold);
  const open = shown.filter((l) => l.state_id !== LISTING_STATES.sold);
  const groups = [
    ...GROUPS.map((name) => ({
      name: name as string,
      items: open.filter((l) => categoryName(l.category_id) === name),
    })),
    { name: 'Done', items: done },
  ].filter((group) => group.items.length > 0);
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
        <div className="listing-groups">
          {groups.map((group) => (
            <Group key={group.name} name={group.name} items={group.items} />
          ))}
        </div>
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
