import { Alert, Loading } from '@client/components/feedback';
import { Checkbox } from '@client/components/field';
import { useT } from '@client/lib/i18n/use-i18n';
import { categoryName, LISTING_STATES } from '@common/codes';
import type { Listing } from '@common/types';
import { useState } from 'react';
import { useListingPages } from '../api';
import { CATEGORY_GROUPS } from '../code-labels';
import { ListingRow } from './listing-row';
import { MoreOnScroll } from './more-on-scroll';
import '../listings.css';
import './listing-rows.css';

type Only = 'private' | 'public' | undefined;

/** My lists' Have tab (docs/product.md §7.3): my listings by category, private or public. */
export function HaveTab() {
  const [only, setOnly] = useState<Only>();
  const pages = useListingPages({ mine: true, limit: 100 });
  const t = useT('listings');
  if (pages.isPending) return <Loading />;
  if (pages.isError) return <Alert>{t('listings.error.fetchListings')}</Alert>;
  const all = pages.data.pages.flatMap((page) => page.items);
  const shown = all.filter(
    (l) => only === undefined || (only === 'public' ? l.is_public : !l.is_public),
  );
  // Sold or given listings leave their category for "Done" (docs/product.md §7.13).
  const done = shown.filter((l) => l.state_id === LISTING_STATES.sold);
  const open = shown.filter((l) => l.state_id !== LISTING_STATES.sold);
  const groups = [
    ...CATEGORY_GROUPS.map(({ name, key }) => ({
      id: name,
      name: t(key),
      items: open.filter((l) => categoryName(l.category_id) === name),
    })),
    { id: 'done', name: t('listings.have.done'), items: done },
  ].filter((group) => group.items.length > 0);
  // The two filters are mutually exclusive: choosing one clears the other.
  const choose = (value: Exclude<Only, undefined>) =>
    setOnly((o) => (o === value ? undefined : value));
  return (
    <section aria-label={t('listings.tab.have')}>
      <fieldset className="visibility-filter">
        <legend className="visually-hidden">{t('listings.have.showOnly')}</legend>
        <Checkbox
          label={t('listings.visibility.private')}
          checked={only === 'private'}
          onChange={() => choose('private')}
        />
        <Checkbox
          label={t('listings.visibility.public')}
          checked={only === 'public'}
          onChange={() => choose('public')}
        />
      </fieldset>
      {groups.length === 0 ? (
        <p className="empty">{t('listings.empty.none')}</p>
      ) : (
        <div className="listing-groups">
          {groups.map((group) => (
            <Group key={group.id} id={group.id} name={group.name} items={group.items} />
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

/** `id` names the group in the page's ids; `name` is what a person reads. */
function Group({ id, name, items }: { id: string; name: string; items: Listing[] }) {
  return (
    <section className="listing-group" aria-labelledby={`group-${id}`}>
      <h2 id={`group-${id}`} className="listing-group__title">
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
