import { Alert, Loading } from '@client/components/feedback';
import { useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { LISTING_STATES } from '@common/codes';
import type { Listing } from '@common/types';
import { useId } from 'react';
import { useCurrentPickup, useRefreshOnPickupNotice } from './api';
import { PickupStatus } from './components/pickup-status';
import { ProposeForm } from './components/propose-form';
import './components/pickups.css';

/**
 * A reserved listing's pickup (docs/product.md §7.15), for its owner and the member it is
 * reserved for alone: a time to propose, one to answer or wait for, the one agreed, and once
 * that is over, the owner's "Did they come?".
 */
export function ListingPickup({ listing }: { listing: Listing }) {
  const t = useT('pickups');
  const titleId = useId();
  const me = useSession()?.user.id;
  const isOwner = me !== undefined && me === listing.owner_id;
  const party = isOwner || (me !== undefined && listing.reserved_for?.id === me);
  const shown = party && listing.state_id === LISTING_STATES.pending;
  const current = useCurrentPickup(listing.id, shown);
  useRefreshOnPickupNotice(listing.id);
  if (!shown) return null;
  // The other party, by name: the member it is reserved for, or the owner.
  const other = isOwner ? (listing.reserved_for?.username ?? '') : listing.owner_username;
  return (
    <section className="pickup-panel card stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="pickup-panel__title">
        {t('pickups.panel.title')}
      </h2>
      {current.isPending ? (
        <Loading />
      ) : current.isError ? (
        <Alert>{t('pickups.panel.failed')}</Alert>
      ) : current.data ? (
        <PickupStatus
          pickup={current.data}
          listing={listing}
          me={me ?? 0}
          isOwner={isOwner}
          other={other}
        />
      ) : (
        <>
          <p className="muted">{t('pickups.panel.intro')}</p>
          <ProposeForm listingId={listing.id} />
        </>
      )}
    </section>
  );
}
