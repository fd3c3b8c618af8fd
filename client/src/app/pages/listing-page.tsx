import { ListingGiveaway } from '@client/features/giveaways/listing-giveaway';
import { ListingDetailPage } from '@client/features/listings/routes/listing-detail-page';
import { MessageBar } from '@client/features/messages/components/message-bar';
import { ListingPickup } from '@client/features/pickups/listing-pickup';
import { ListingThanks } from '@client/features/thanks/listing-thanks';
import { MemberRecordLine } from '@client/features/thanks/member-record';
import { useT } from '@client/lib/i18n/use-i18n';

/**
 * /listings/{id}: the listings feature's page, with the messages feature's bar to the owner and
 * the exchange's second half (docs/product.md §7.15–7.17) from the features that own it.
 */
export function ListingPage() {
  // The words of every feature on it, fetched together: the page shows once, not part by part.
  useT('listings', 'messages', 'safety', 'pickups', 'giveaways', 'thanks');
  return (
    <ListingDetailPage
      messageOwner={(owner, listingId) => (
        <MessageBar userId={owner.id} username={owner.username} listingId={listingId} />
      )}
      ownerRecord={(ownerId) => <MemberRecordLine userId={ownerId} />}
      exchange={(listing) => (
        <>
          <ListingGiveaway listing={listing} />
          <ListingPickup listing={listing} />
          <ListingThanks listing={listing} />
        </>
      )}
    />
  );
}
